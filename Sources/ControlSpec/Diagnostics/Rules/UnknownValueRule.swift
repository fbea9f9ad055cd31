extension Rule {
    /// A word outside a fixed set: a kind, an enumeration value, a colour name, an easing.
    static let unknownValue = Rule(
        id: "unknown-value", defaultSeverity: .error, category: .structure,
        summary: "A word that is not one of the allowed values: a kind, style, colour name or easing.",
        rationale: "Each closed set is listed in the spec format and the JSON Schema; the message suggests the closest allowed word.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                track: { color: systemPnk }
                interaction: { style: rotat }
                accessibility: { label: Level }
                """, expect: [
                    "8:17: error: unknown colour 'systemPnk'; did you mean 'systemPink'? [unknown-value]",
                    "9:23: error: unknown value 'rotat'; did you mean 'rotate'? [unknown-value]",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
