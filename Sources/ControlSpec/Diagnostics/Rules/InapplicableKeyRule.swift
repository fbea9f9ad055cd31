extension Rule {
    /// A key that has no effect given the other keys.
    static let inapplicableKey = Rule(
        id: "inapplicable-key", defaultSeverity: .error, category: .semantics,
        summary: "A key that has no effect given the others: `track` on an image knob, `maxAngleJump` on a knob that drags absolutely, " +
            "`through` with `easing: hold`, `cornerRadius` on a circle, a position on a part that mirrors another, " +
            "`beginFromCurrentState` on a `set` animation, `rightToLeft` on a vertical slider, an animation that moves a toggle's thumb along its axis.",
        rationale: "A key that does nothing is almost always a mistake about another key; saying so beats ignoring it.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                drawing: images
                images: { knob: DialKnob }
                track: { lineWidth: 3 }
                accessibility: { label: Level }
                """, expect: [
                    "10:1: error: 'track' has no effect with 'drawing: images' [inapplicable-key]",
                    "10:1: note: an image-based knob draws its 'images'",
                ]),
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                interaction: { style: rotate, dragging: absolute, maxAngleJump: 45deg }
                accessibility: { label: Level }
                """, expect: [
                    "8:51: error: 'maxAngleJump' has no effect with 'dragging: absolute' [inapplicable-key]",
                    "8:51: note: an absolute knob follows the finger's angle; the jump limit applies to 'dragging: relative'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob, Rule.minimalSlider])
}
