extension Rule {
    /// A custom template that does not parse.
    static let templateSyntax = Rule(
        id: "template-syntax", defaultSeverity: .error, category: .templates,
        summary: "A template given with `--templates` is not valid Mustache (an unclosed tag or section, or a closing tag that does not match), " +
            "or includes itself through its partials, so that rendering it would never finish.",
        rationale: "The diagnostic points at the template file and line, so a forked template can be mended where it broke. " +
            "Nothing is generated while a template is broken. The examples below are templates named `knob.swift.mustache`.",
        triggering: [
            RuleExample("""
                {{> header.swift}}
                {{#valueModel}}
                let minimum = {{minimum}}
                {{/value}}
                """, expect: [
                    "4:4: error: the closing tag does not match the open section's name [template-syntax]",
                ]),
            RuleExample("""
                {{> header.swift}}
                {{#control}}
                {{> knob.swift}}
                {{/control}}
                """, expect: [
                    "3:1: error: this partial includes 'knob.swift' again (knob.swift → knob.swift): " +
                        "a template that includes itself never finishes rendering [template-syntax]",
                ]),
        ],
        nonTriggering: [
            """
            {{> header.swift}}
            struct {{typeName}} {}
            """,
        ])
}
