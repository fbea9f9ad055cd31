import Testing
@testable import ControlSpec

/// `docs/configuration.md` explains every key and links to the list of configurable rules, and its
/// examples are valid configuration files.
@Suite struct ConfigurationDocumentTests {
    /// The document's text.
    static func text() throws -> String {
        try #require(PackagePaths.text(of: "docs/configuration.md"))
    }

    @Test func everyKeyHasASection() throws {
        let headings = try Self.text().split(separator: "\n").filter { $0.hasPrefix("### ") }
        for field in ConfigLanguage.configuration.fields {
            #expect(headings.contains { $0.contains("`\(field.key)`") }, "docs/configuration.md has no section on `\(field.key)`")
        }
    }

    /// The document names the configurable rules through a link to rules.md's Design section,
    /// which opens with their list, generated from the catalogue.
    @Test func theConfigurableRulesAreLinked() throws {
        #expect(try Self.text().contains("](rules.md#design)"))
        let rules = RuleDocumentation.markdown()
        let design = try #require(rules.components(separatedBy: "\n## Design\n").dropFirst().first)
        let index = design.split(separator: "\n").dropFirst().first ?? ""
        for rule in Rule.catalogue where rule.isConfigurable {
            #expect(index.contains("[`\(rule.id)`](#\(rule.id))"), "\(rule.id)")
        }
    }

    /// Every YAML block that is not the console output reads without findings.
    @Test func everyYAMLExampleReadsClean() throws {
        let blocks = try Self.text().components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 3)
        for block in blocks {
            let result = ConfigurationReader.read(Array(block.utf8))
            #expect(result.diagnostics.isEmpty, "\(block)\n\(result.diagnostics.flatMap(\.exampleLines))")
        }
    }
}
