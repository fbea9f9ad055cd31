extension Rule {
    /// An explicit tag outside the YAML core schema, or one that does not fit its node.
    static let yamlTag = Rule(
        id: "yaml-tag",
        defaultSeverity: .error,
        category: .yaml,
        summary: "A node has a tag other than the YAML core tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq).",
        rationale: """
            Language-specific tags (`!ruby/object`, `!!python/object`) ask a loader to build \
            objects, which a spec never needs and which has been a source of security holes. \
            Remove the tag; write `!!str` to keep a value such as `1.0` as text.
            """,
        triggering: [
            RuleExample(
                "name: !Ruby Knob\n",
                expect: ["1:7: error: unsupported tag '!Ruby' on a scalar; expected one of '!!bool', '!!float', '!!int', '!!null', " +
                    "'!!str' or no tag [yaml-tag]"]),
            RuleExample(
                "name: Knob\nvalue: !!python/object { min: 0 }\n",
                expect: ["2:8: error: unsupported tag '!!python/object' on a mapping; expected one of '!!map' or no tag [yaml-tag]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: !!str A dial that sets a level.\nsize: 64x64\nvalue: !!map { min: !!int 0, max: 1 }\nangles: " +
                "{ start: -135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
