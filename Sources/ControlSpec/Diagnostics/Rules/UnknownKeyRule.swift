extension Rule {
    /// A key the spec language does not have.
    static let unknownKey = Rule(
        id: "unknown-key", defaultSeverity: .error, category: .structure,
        summary: "A key that the spec language does not define at that place.",
        rationale: """
            A misspelt key would otherwise be ignored silently and the control would use the default. \
            The message names the closest known key; the JSON Schema gives editors the same list.
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
                track: { lineWidht: 3 }
                accessibility: { label: Level }
                """, expect: [
                    "8:10: error: unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'? [unknown-key]",
                ]),
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                parts: []
                accessibility: { label: Level }
                """, expect: [
                    "8:1: error: unknown key 'parts' [unknown-key]",
                    "8:1: note: 'parts' applies to kind 'button'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob, Rule.minimalSlider, Rule.minimalButton])

    /// A complete, clean knob spec for examples.
    static let minimalKnob = """
        controlspec: 1
        name: Dial
        kind: knob
        summary: A dial that sets a level.
        size: 64x64
        value: { min: 0, max: 1 }
        angles: { start: -135deg, end: 135deg, zero: up }
        accessibility: { label: Level }
        """

    /// A complete, clean range slider spec for examples.
    static let minimalSlider = """
        controlspec: 1
        name: PriceRange
        kind: rangeSlider
        summary: Picks a price range.
        size: 300x44
        value: { min: 0, max: 100, lower: 20, upper: 80 }
        accessibility: { label: Price }
        """

    /// A complete, clean button spec for examples.
    static let minimalButton = """
        controlspec: 1
        name: LikeButton
        kind: button
        summary: Likes a post.
        size: 44x44
        parts:
          - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }
        states:
          idle: { initial: true }
          down:
            when: begin
            animation: { duration: 0.2s, set: { heart.scale: 0.8 } }
          up:
            when: [end, endOutside, cancel]
            animation: { duration: 0.2s, set: rest }
            then: idle
        accessibility: { label: Like }
        """
}
