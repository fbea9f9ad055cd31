extension Rule {
    /// A value of the wrong kind: a sequence for a number, quoted text for a number, and so on.
    static let wrongType = Rule(
        id: "wrong-type", defaultSeverity: .error, category: .structure,
        summary: "A value is of the wrong type: text where a number belongs, a number where text belongs, a sequence where a mapping belongs.",
        rationale: "Numbers are written plain: a quoted `\"5\"` is text. Plain values are what YAML 1.2 reads them as, " +
            "as editors checking the JSON Schema read them, so a plain `5` or `true` is no text: quote it. " +
            "An empty value is an error rather than a silent null; a `#` after a space starts a YAML comment, so hex colours must be quoted.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: "1" }
                angles: { start: -135deg, end: 135deg, zero: up }
                track:
                  color: #FF2D55
                accessibility: { label: Level }
                """, expect: [
                    "6:23: error: expected a number, found the quoted text '1' [wrong-type]",
                    "6:23: note: remove the quotes to write a number",
                    "9:9: error: expected a colour, found an empty value [wrong-type]",
                    "9:9: note: a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"",
                ]),
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: 11 }
                """, expect: [
                    "8:25: error: expected text, found '11' [wrong-type]",
                    "8:25: note: YAML reads 11 as a number; quote it to write it as text: \"11\"",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
