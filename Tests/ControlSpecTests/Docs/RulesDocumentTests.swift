import Testing
@testable import ControlSpec

/// `docs/rules.md` is generated from the rule catalogue and kept up to date.
@Suite struct RulesDocumentTests {
    @Test func committedRulesDocumentIsUpToDate() {
        GoldenFile.expect("docs/rules.md", equals: RuleDocumentation.markdown(), regeneratedBy: "scripts/update-generated")
    }

    @Test func documentNamesEveryRule() {
        let text = RuleDocumentation.markdown()
        for rule in Rule.catalogue {
            #expect(text.contains("`\(rule.id)`") || text.contains(rule.id), "\(rule.id)")
        }
    }
}
