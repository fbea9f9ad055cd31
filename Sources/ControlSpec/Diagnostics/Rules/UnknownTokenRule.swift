extension Rule {
    /// A value `{group.token}` naming no design token.
    static let unknownToken = Rule(
        id: "unknown-token", defaultSeverity: .error, category: .structure,
        summary: "A colour, length, duration or easing written as a token reference `\"{group.token}\"` names no token of the configuration's token files.",
        rationale: """
            A spec may take colours, lengths, durations and easings from the design tokens the configuration's `tokens:` lists \
            ([tokens.md](tokens.md)). The message suggests the closest token name; without `tokens:` no token is known. \
            A token of another type than the key takes is a `wrong-type` error, noted with where the token is defined.
            """,
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                track: { color: "{color.track}" }
                accessibility: { label: Level }
                """, expect: [
                    "8:17: error: unknown token 'color.track' [unknown-token]",
                    "8:17: note: no design tokens are loaded; list token files under 'tokens:' in .controlspec.yml",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
