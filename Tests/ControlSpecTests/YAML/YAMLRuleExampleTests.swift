import Testing
@testable import ControlSpec

/// Runs the examples every YAML rule carries, so the rule catalogue and the reader cannot drift apart.
@Suite struct YAMLRuleExampleTests {
    /// Every triggering example produces exactly its expected diagnostics.
    @Test(arguments: Rule.inCategory(.yaml).map(\.id))
    func triggeringExamples(ruleID: String) throws {
        let rule = try #require(Rule.named(ruleID))
        #expect(!rule.triggering.isEmpty)
        for example in rule.triggering {
            let (_, lines) = readYAML(example.bytes)
            #expect(lines == example.expected, "\(rule.id): \(String(decoding: example.bytes.prefix(80), as: UTF8.self))")
        }
    }

    /// Every non-triggering example reads without any diagnostic and gives a tree.
    @Test(arguments: Rule.inCategory(.yaml).map(\.id))
    func nonTriggeringExamples(ruleID: String) throws {
        let rule = try #require(Rule.named(ruleID))
        #expect(!rule.nonTriggering.isEmpty)
        for source in rule.nonTriggering {
            let (root, lines) = readYAML(Array(source.utf8))
            #expect(lines == [], "\(rule.id): \(source)")
            #expect(root != nil, "\(rule.id): \(source)")
        }
    }

    /// Each triggering example's first diagnostic belongs to the rule that carries it.
    @Test(arguments: Rule.inCategory(.yaml).map(\.id))
    func examplesBelongToTheirRule(ruleID: String) throws {
        let rule = try #require(Rule.named(ruleID))
        for example in rule.triggering {
            #expect(example.expected.first?.hasSuffix("[\(rule.id)]") == true, "\(rule.id)")
        }
    }
}
