extension Rule {
    /// A `rules:` entry in the configuration that changes a rule whose errors stop generation.
    static let unconfigurableRule = Rule(
        id: "unconfigurable-rule", defaultSeverity: .error, category: .configuration,
        summary: "The configuration's `rules:` changes the severity of a rule that cannot be configured: any rule but the design rules.",
        rationale: """
            YAML, structure, semantics, project and template rules report a spec that cannot be read or generated as written; \
            turning one off or down would let a broken spec through, or generate code from contradictory values. \
            Only design rules, which give advice on specs without errors, can be set to `error`, `warning`, `note` or `off` \
            (see [configuration.md](configuration.md)).
            """,
        triggering: [
            RuleExample("""
                rules:
                  unknown-key: warning
                  touch-target-size: off
                """, expect: [
                    "2:3: error: rule 'unknown-key' cannot be configured: its structure errors mean nothing can be generated from the spec"
                        + " [unconfigurable-rule]",
                    "2:3: note: \(configurableRulesNote)",
                ]),
        ],
        nonTriggering: [
            """
            rules:
              touch-target-size: off
              accessibility-label: error
            """,
        ])

    /// The note of an `unconfigurable-rule` finding: the rules that can be configured, by identifier.
    static var configurableRulesNote: String {
        "only design rules can be configured: " + designRules.map { "'\($0.id)'" }.joined(separator: ", ")
    }
}
