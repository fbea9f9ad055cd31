import Testing
@testable import ControlSpec

/// Every rule's examples, run through the whole pipeline: the catalogue is the per-rule test suite.
@Suite struct RuleCatalogueTests {
    /// The diagnostics an example produces: specs go through the linter; template examples are
    /// parsed as a replacement for the bundled `knob.swift` template; configuration examples are
    /// read as `.controlspec.yml`.
    static func diagnostics(of rule: Rule, _ bytes: [UInt8]) -> [Diagnostic] {
        if rule.category == .configuration { return ConfigurationReader.read(bytes).diagnostics }
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
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
