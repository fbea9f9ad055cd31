extension Rule {
    /// A range slider whose highlight is hard to tell from its track.
    static let trackContrast = Rule(
        id: "track-contrast", defaultSeverity: .warning, category: .design,
        summary: "The contrast between a range slider's track and its highlight colour is under 3:1 (WCAG 2.1, 1.4.11 non-text contrast).",
        rationale: "The highlight shows the selected range; below 3:1 many people cannot see where it starts and ends. Colours are compared in their light appearance, composited over white; `tint` counts as `systemBlue`.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: PriceRange
                kind: rangeSlider
                summary: Picks a price range.
                size: 300x44
                value: { min: 0, max: 100, lower: 20, upper: 80 }
                track: { color: white(0.9), highlightColor: systemGray3 }
                accessibility: { label: Price }
                """, expect: [
                    "7:45: warning: contrast between the track and its highlight is 1.34:1, below 3:1 [track-contrast]",
                    "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
                ]),
        ],
        nonTriggering: [Rule.minimalSlider],
        designCheck: { spec, report in
            guard let slider = spec.body as? RangeSliderSpec else { return }
            let ratio = Contrast.ratio(slider.track.color.normal.resolved(), slider.track.highlightColor.normal.resolved())
            guard ratio < Contrast.minimumNonTextRatio else { return }
            let path = spec.sourceMap["track.highlightColor"] != nil ? "track.highlightColor" : "track.color"
            report.finding(
                "contrast between the track and its highlight is \(ratio.ratioText):1, below \(Contrast.minimumNonTextRatio.shortText):1", keyPath: path, at: [path, "kind"],
                notes: ["WCAG 2.1 (1.4.11, non-text contrast) asks for \(Contrast.minimumNonTextRatio.shortText):1 so the selected range stays visible"])
        })
}
