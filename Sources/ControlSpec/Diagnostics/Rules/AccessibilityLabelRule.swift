extension Rule {
    /// A control VoiceOver cannot name.
    static let accessibilityLabel = Rule(
        id: "accessibility-label", defaultSeverity: .warning, category: .design,
        summary: "The control has no accessibility label, so VoiceOver cannot say what it is.",
        rationale: "A custom control is invisible to VoiceOver users unless it says what it is. Add `accessibility: { label: ... }`; " +
            "the generated code also makes value controls adjustable.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: knob
                summary: A dial that sets a level.
                size: 64x64
                value: { min: 0, max: 1 }
                angles: { start: -135deg, end: 135deg, zero: up }
                """, expect: [
                    "2:7: warning: value control 'Dial' has no accessibility label [accessibility-label]",
                    "2:7: note: VoiceOver reads the label first; add 'accessibility: { label: ... }'",
                ]),
        ],
        nonTriggering: [Rule.minimalKnob],
        designCheck: { spec, report in
            guard spec.accessibility.label == nil else { return }
            report.finding(
                "\(spec.kind.hasValue ? "value control" : spec.kindName) '\(spec.name)' has no accessibility label",
                keyPath: "accessibility.label", at: ["accessibility", "name"],
                notes: ["VoiceOver reads the label first; add 'accessibility: { label: ... }'"])
        })
}
