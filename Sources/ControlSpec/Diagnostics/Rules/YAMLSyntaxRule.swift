extension Rule {
    /// Text that is not valid YAML, as libyaml reports it.
    static let yamlSyntax = Rule(
        id: "yaml-syntax",
        defaultSeverity: .error,
        category: .yaml,
        summary: "The file is not valid YAML.",
        rationale: """
            The message and position are libyaml's; a note points at the start of the construct \
            libyaml was reading when it failed (an unclosed quote or bracket, a mapping whose \
            indentation went wrong).
            """,
        triggering: [
            RuleExample(
                "name: Knob\n  kind: knob\n",
                expect: ["2:7: error: mapping values are not allowed in this context [yaml-syntax]"]),
            RuleExample(
                "name: \"Knob\nkind: knob\n",
                expect: [
                    "3:1: error: found unexpected end of stream [yaml-syntax]",
                    "1:7: note: the quoted scalar starts here",
                ]),
            RuleExample(
                "value: [0, 1\nkind: knob\n",
                expect: [
                    "2:5: error: did not find expected ',' or ']' [yaml-syntax]",
                    "1:8: note: the flow sequence starts here",
                ]),
            RuleExample(
                "name: @Knob\n",
                expect: ["1:7: error: found '@', which cannot start a YAML value; quote the value [yaml-syntax]"]),
        ],
        nonTriggering: [
            "controlspec: 1\nname: Dial\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
            "controlspec: 1\nname: 'Dial'\nkind: knob\nsummary: A dial that sets a level.\nsize: 64x64\nvalue: { min: 0, max: 1 }\nangles: { start: -135deg, " +
                "end: 135deg, zero: up }\naccessibility: { label: Level }\n",
        ])
}
