extension Rule {
    /// A custom template that does not parse.
    static let templateSyntax = Rule(
        id: "template-syntax", defaultSeverity: .error, category: .templates,
        summary: "A template given with `--templates` is not valid Mustache: an unclosed tag or section, or a closing tag that does not match.",
        rationale: "The diagnostic points at the template file and line, so a forked template can be mended where it broke. Nothing is generated while a template is broken. The examples below are templates named `knob.swift.mustache`.",
        triggering: [
            RuleExample("""
                {{> header.swift}}
                {{#valueModel}}
                let minimum = {{minimum}}
                {{/value}}
                """, expect: [
                    "4:4: error: the closing tag does not match the open section's name [template-syntax]",
                ]),
        ],
        nonTriggering: [
            """
            {{> header.swift}}
            struct {{typeName}} {}
            """,
        ])
}
