extension Rule {
    /// A control smaller than 44 × 44 points.
    static let touchTargetSize = Rule(
        id: "touch-target-size", defaultSeverity: .warning, category: .design,
        summary: "The control is smaller than 44 × 44 points, the smallest touch target Apple's Human Interface Guidelines recommend.",
        rationale: "Small controls are hard to hit, above all for people with motor impairments. Enlarge `size`; the drawing scales with it.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 30x30
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                accessibility: { label: Level }
                """, expect: [
                    "5:7: warning: touch target 30x30 is smaller than 44x44 points [touch-target-size]",
                    "5:7: note: Apple's Human Interface Guidelines ask for at least 44x44 points so a finger can hit the control",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob],
        designCheck: { spec, report in
            let size = spec.size, minimum = TouchTarget.minimumSide
            guard size.width < minimum || size.height < minimum else { return }
            report.finding(
                "touch target \(size.width.shortText)x\(size.height.shortText) is smaller than \(minimum.shortText)x\(minimum.shortText) points",
                keyPath: "size",
                notes: ["Apple's Human Interface Guidelines ask for at least \(minimum.shortText)x\(minimum.shortText) points so a finger can hit the control"])
        })
}

/// The smallest comfortable touch target.
enum TouchTarget {
    /// The smallest side, in points (Apple's Human Interface Guidelines).
    static let minimumSide = 44.0
}
