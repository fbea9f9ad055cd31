extension Rule {
    /// A NUL byte in the file.
    static let yamlNul = Rule(
        id: "yaml-nul",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file contains a NUL byte.",
        rationale: """
            YAML text cannot contain NUL bytes. A NUL byte usually means the file is binary or was \
            saved as UTF-16 without a byte order mark; save it as UTF-8 text.
            """,
        triggering: [
            RuleExample(
                bytes: Array("name: Knob\nkind: kn".utf8) + [0] + Array("ob\n".utf8),
                expect: ["2:9: error: found a NUL byte; a spec is UTF-8 text without NUL bytes (is the file binary or UTF-16?) [yaml-nul]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
