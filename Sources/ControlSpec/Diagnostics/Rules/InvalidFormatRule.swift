extension Rule {
    /// A value whose text does not follow its format: a size, colour, angle, name.
    static let invalidFormat = Rule(
        id: "invalid-format", defaultSeverity: .error, category: .structure,
        summary: "A value whose text does not follow its format: a size, colour, angle, Swift type name or identifier.",
        rationale: "Formats are parsed in one place each and documented in the spec format; the message says what was expected. Type names, " +
            "identifiers and asset names are at most 100 characters long, so that the files named after them stay within what file systems accept.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: 2Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64 by 64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "2:7: error: expected a Swift type name, found '2Dial' [invalid-format]",
                    "5:7: error: expected a size 'WIDTHxHEIGHT', found '64 by 64' [invalid-format]",
                    "5:7: note: write the size in points, for example '120x120'",
                ]),
            RuleExample("""
                controlspec: 1
                name: \(String(repeating: "Dial", count: 25))X
                kind: knob
                summary: A dial whose type name is longer than a file name may be.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "2:7: error: expected a Swift type name of at most 100 characters, found 101 characters [invalid-format]",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob])
}
