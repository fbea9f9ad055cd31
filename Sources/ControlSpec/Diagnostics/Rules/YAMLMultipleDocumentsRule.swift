extension Rule {
    /// A file with more than one YAML document.
    static let yamlMultipleDocuments = Rule(
        id: "yaml-multiple-documents",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file holds more than one YAML document.",
        rationale: """
            Each spec file describes one control in one document. A second `---` usually comes from \
            pasting two files together; put each control in its own file. A single leading `---` \
            is fine.
            """,
        triggering: [
            RuleExample(
                "name: Knob\n---\nname: Slider\n",
                expect: ["2:1: error: found a second YAML document; a spec file holds exactly one document [yaml-multiple-documents]"]),
        ],
        nonTriggering: [
            "---\ncontrolspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: " +
                "-135deg, end: 135deg, zero: up }\naccessibility: { label: Level }\n",
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n...\n",
        ])
}
