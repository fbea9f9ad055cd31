extension Rule {
    /// An animation over a second long.
    static let longAnimation = Rule(
        id: "long-animation", defaultSeverity: .warning, category: .design,
        summary: "An animation lasts longer than one second on a control the user is holding.",
        rationale: "Feedback to a touch should be quick; a long animation makes the control feel slow and delays the next interaction.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                animations: { setValue: { duration: 1.5s } }
                accessibility: { label: Level }
                """, expect: [
                    "8:37: warning: animation lasts 1.5s, longer than 1s [long-animation]",
                    "8:37: note: the user is holding the control; keep its feedback under a second",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob],
        designCheck: { spec, report in
            for (path, seconds) in spec.body.animationDurations where seconds > LongAnimation.maximumSeconds {
                report.finding(
                    "animation lasts \(seconds.shortText)s, longer than \(LongAnimation.maximumSeconds.shortText)s", keyPath: path,
                    notes: ["the user is holding the control; keep its feedback under a second"])
            }
        })
}

/// The longest animation that does not keep a user waiting.
enum LongAnimation {
    /// The limit, in seconds.
    static let maximumSeconds = 1.0
}
