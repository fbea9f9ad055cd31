extension Rule {
    /// A range slider whose highlight is hard to tell from its track.
    static let trackContrast = Rule(
        id: "track-contrast", defaultSeverity: .warning, category: .design,
        summary: "The contrast between a range slider's track and its highlight colour is under 3:1 (WCAG 2.1, 1.4.11 non-text contrast).",
        rationale: "The highlight shows the selected range; below 3:1 many people cannot see where it starts and ends. Colours are compared in every appearance (light, dark, and both with increased contrast), each resolved there and composited over that appearance's background (`systemBackground`: white in light, black in dark); `tint` counts as `systemBlue`. Each finding names the appearances it holds in.",
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
                    "7:45: warning: contrast between the track and its highlight is 1.34:1 in the light appearance, below 3:1 [track-contrast]",
                    "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
                    "7:45: warning: contrast between the track and its highlight is 1.76:1 in the high-contrast light appearance, below 3:1 [track-contrast]",
                    "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
                ]),
            RuleExample("""
                controlspec: 1
                name: NightRange
                kind: rangeSlider
                summary: Picks a range by night.
                size: 300x44
                value: { min: 0, max: 100, lower: 20, upper: 80 }
                track:
                  color: white(0.9)
                  highlightColor: { light: "#0061C2", dark: "white(0.8)" }
                accessibility: { label: Range }
                """, expect: [
                    "9:19: warning: contrast between the track and its highlight is 1.28:1 in the dark and high-contrast dark appearances, below 3:1 [track-contrast]",
                    "9:19: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
                ]),
        ],
        nonTriggering: [Rule.minimalSlider],
        designCheck: { spec, report in
            guard let slider = spec.body as? RangeSliderSpec else { return }
            let path = spec.sourceMap["track.highlightColor"] != nil ? "track.highlightColor" : "track.color"
            for finding in Contrast.below(Contrast.minimumNonTextRatio, slider.track.color.normal, slider.track.highlightColor.normal) {
                report.finding(
                    "contrast between the track and its highlight is \(finding.ratio.ratioText):1 \(Contrast.phrase(finding.appearances)), below \(Contrast.minimumNonTextRatio.shortText):1",
                    keyPath: path, at: [path, "kind"],
                    notes: ["WCAG 2.1 (1.4.11, non-text contrast) asks for \(Contrast.minimumNonTextRatio.shortText):1 so the selected range stays visible"])
            }
        })
}
