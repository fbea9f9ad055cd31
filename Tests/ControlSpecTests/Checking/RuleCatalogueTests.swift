import Foundation
import Testing
@testable import ControlSpec

/// Every rule's examples, run through the whole pipeline: the catalogue is the per-rule test suite.
@Suite struct RuleCatalogueTests {
    /// The diagnostics an example produces: specs go through the linter; template examples are
    /// parsed as a replacement for the bundled `knob.swift` template; configuration examples are
    /// read as `.controlspec.yml`; token examples are read as a token file on its own.
    static func diagnostics(of rule: Rule, _ bytes: [UInt8]) -> [Diagnostic] {
        if rule.category == .configuration { return ConfigurationReader.read(bytes).diagnostics }
        if rule.category == .tokens { return TokenFileReader.check(bytes) }
        guard rule.category == .templates else { return Linter.lint(bytes).diagnostics }
        let source = TemplateSource(name: "knob.swift", displayPath: "knob.swift.mustache", text: String(decoding: bytes, as: UTF8.self))
        return TemplateSet.make(overrides: [source]).diagnostics.map(\.diagnostic)
    }

    /// Rules whose examples a single file can show; `project` rules span several specs and are
    /// tested by `ProjectChecksTests`.
    static let singleFileRules = Rule.catalogue.filter { $0.category != .project }

    @Test(arguments: singleFileRules)
    func triggeringExamplesGiveExactlyTheirDiagnostics(rule: Rule) {
        #expect(!rule.triggering.isEmpty, "rule \(rule.id) has no triggering example")
        for example in rule.triggering {
            let lines = Self.diagnostics(of: rule, example.bytes).flatMap(\.exampleLines)
            #expect(lines == example.expected, "rule \(rule.id)")
            #expect(lines.contains { $0.hasSuffix("[\(rule.id)]") }, "an example of \(rule.id) does not trigger it")
        }
    }

    @Test(arguments: singleFileRules)
    func nonTriggeringExamplesAreClean(rule: Rule) {
        #expect(!rule.nonTriggering.isEmpty, "rule \(rule.id) has no non-triggering example")
        for source in rule.nonTriggering {
            let diagnostics = Self.diagnostics(of: rule, Array(source.utf8))
            if rule.category == .yaml {
                #expect(!diagnostics.contains { $0.ruleID == rule.id }, "rule \(rule.id)")
            } else {
                #expect(diagnostics.flatMap(\.exampleLines) == [], "rule \(rule.id)")
            }
        }
    }

    @Test func identifiersAreUniqueAndKebabCase() {
        let ids = Rule.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func everyRuleThePipelineEmitsIsInTheCatalogue() {
        let emitted = Self.singleFileRules.flatMap { rule in rule.triggering.flatMap { Self.diagnostics(of: rule, $0.bytes).map(\.ruleID) } }
        for id in emitted {
            #expect(Rule.named(id) != nil, "\(id)")
        }
    }

    /// The design rules are the catalogue's `design` category, listed once in `Rule.designRules`.
    @Test func designRulesAreListedApart() {
        #expect(Rule.designRules.map(\.id) == Rule.catalogue.filter { $0.category == .design }.map(\.id))
    }

    /// Each file of `Diagnostics/Rules/` declares one rule of the catalogue, named after its
    /// identifier: `touch-target-size` in `TouchTargetSizeRule.swift`.
    @Test func everyRuleFileIsInTheCatalogue() throws {
        let folder = "Sources/ControlSpec/Diagnostics/Rules"
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }
        #expect(files.count == Rule.catalogue.count, "\(folder) holds \(files.count) files, the catalogue \(Rule.catalogue.count) rules")
        for file in files {
            let text = try #require(PackagePaths.text(of: "\(folder)/\(file)"))
            let ids = text.matches(of: /\n        id: "([a-z-]+)"/).map { String($0.output.1) }
            #expect(ids.count == 1, "\(file) declares \(ids.count) rules")
            for id in ids {
                #expect(Rule.named(id) != nil, "\(file): rule '\(id)' is not in Rule.catalogue")
                #expect(file == Self.fileName(of: id), "rule '\(id)' is in \(file), not \(Self.fileName(of: id))")
            }
        }
    }

    /// The file a rule is declared in: its identifier in upper camel case, `YAML` and `ID` in
    /// capitals, followed by `Rule.swift`.
    static func fileName(of id: String) -> String {
        let words = id.split(separator: "-").map { word in
            ["yaml", "id"].contains(word) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
        }
        return words.joined() + "Rule.swift"
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
