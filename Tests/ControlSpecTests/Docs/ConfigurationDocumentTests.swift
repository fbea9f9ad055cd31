import Testing
@testable import ControlSpec

/// `docs/configuration.md` explains every key and names every configurable rule, and its
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

    @Test func everyConfigurableRuleIsNamed() throws {
        let text = try Self.text()
        for rule in Rule.catalogue where rule.isConfigurable {
            #expect(text.contains("`\(rule.id)`"), "\(rule.id)")
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
