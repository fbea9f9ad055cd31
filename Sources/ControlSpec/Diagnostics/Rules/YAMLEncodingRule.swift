extension Rule {
    /// A file that is not UTF-8 text: invalid bytes, a UTF-16 or UTF-32 byte order mark, or control characters.
    static let yamlEncoding = Rule(
        id: "yaml-encoding",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file is not UTF-8 text: invalid UTF-8, UTF-16 or UTF-32, or a control character.",
        rationale: """
            Specs are read as UTF-8 so that columns in diagnostics match what editors show. \
            Save the file as UTF-8 (a UTF-8 byte order mark is accepted) and remove control characters; \
            the diagnostic points at the first offending byte.
            """,
        triggering: [
            RuleExample(
                bytes: Array("name: caf".utf8) + [0xE9] + Array("\n".utf8),
                expect: ["1:10: error: expected UTF-8 text, found the invalid byte 0xE9; save the file as UTF-8 [yaml-encoding]"]),
            RuleExample(
                bytes: [0xFF, 0xFE] + Array("n\0a\0".utf8),
                expect: ["1:1: error: expected UTF-8 text, found a UTF-16 byte order mark; save the file as UTF-8 [yaml-encoding]"]),
            RuleExample(
                "name: Knob\nkind: knob\u{7}\n",
                expect: ["2:11: error: found the control character U+0007; YAML allows only printable characters, tabs and line breaks [yaml-encoding]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level — café.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: " +
                "-135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
            "\u{FEFF}controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: " +
                "-135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
