extension Rule {
    /// A slider whose highlight or fill is hard to tell from its track.
    static let trackContrast = Rule(
        id: "track-contrast", defaultSeverity: .warning, category: .design,
        summary: "The contrast between a slider's track and the colour that shows its value (a range slider's highlight, " +
            "a slider's or circular slider's fill) is under 3:1 (WCAG 2.1, 1.4.11 non-text contrast).",
        rationale: "The highlight or fill shows the value or the selected range; below 3:1 many people cannot see where it starts and ends. " +
            "Colours are compared in every appearance (light, dark, and both with increased contrast), " +
            "each resolved there and composited over that appearance's background (`systemBackground`: white in light, black in dark); " +
            "`tint` counts as `systemBlue`. Each finding names the appearances it holds in.",
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
                    "9:19: warning: contrast between the track and its highlight is 1.28:1 in the dark and high-contrast dark appearances, " +
                        "below 3:1 [track-contrast]",
                    "9:19: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
                ]),
            RuleExample("""
                controlspec: 1
                name: Level
                kind: slider
                summary: Sets a level.
                size: 300x44
                value: { min: 0, max: 100, values: [40] }
                track: { fill: fromMinimum, color: systemGray4, fillColor: systemGray2 }
                accessibility: { label: Level }
                """, expect: [
                    "7:60: warning: contrast between the track and its fill is 1.45:1 in the light appearance, below 3:1 [track-contrast]",
                    "7:60: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the value stays visible",
                    "7:60: warning: contrast between the track and its fill is 1.72:1 in the high-contrast light appearance, below 3:1 [track-contrast]",
                    "7:60: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the value stays visible",
                    "7:60: warning: contrast between the track and its fill is 1.9:1 in the dark appearance, below 3:1 [track-contrast]",
                    "7:60: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the value stays visible",
                    "7:60: warning: contrast between the track and its fill is 2.34:1 in the high-contrast dark appearance, below 3:1 [track-contrast]",
                    "7:60: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the value stays visible",
                ]),
        ],
        nonTriggering: [Rule.minimalSlider],
        designCheck: { spec, report in
            guard let pair = ContrastPair(spec) else { return }
            let path = spec.sourceMap[pair.valueKey] != nil ? pair.valueKey : pair.trackKey
            for finding in Contrast.below(Contrast.minimumNonTextRatio, pair.track, pair.value) {
                report.finding(
                    "contrast between the track and its \(pair.valueName) is \(finding.ratio.ratioText):1 \(Contrast.phrase(finding.appearances)), " +
                        "below \(Contrast.minimumNonTextRatio.shortText):1",
                    keyPath: path, at: [path, "kind"],
                    notes: ["WCAG 2.1 (1.4.11, non-text contrast) asks for \(Contrast.minimumNonTextRatio.shortText):1 so the \(pair.purpose) stays visible"])
            }
        })
}

/// The two colours `track-contrast` compares for a kind: the track's, and the one drawn over it
/// to show the value, each with its key.
private struct ContrastPair {
    /// The track's colour (its normal state) and its key path.
    var track: ColorValue, trackKey: String
    /// The colour that shows the value (normal state), its key path and its name in messages.
    var value: ColorValue, valueKey: String, valueName: String
    /// What the value colour shows, for the note.
    var purpose: String

    /// The pair of `spec`, or `nil` for a kind with no track, or a slider that fills nothing.
    init?(_ spec: ControlSpecification) {
        switch spec.body {
        case let slider as RangeSliderSpec:
            (track, trackKey) = (slider.track.color.normal, "track.color")
            (value, valueKey, valueName, purpose) = (slider.track.highlightColor.normal, "track.highlightColor", "highlight", "selected range")
        case let slider as SliderSpec where slider.track.fill != .none:
            (track, trackKey) = (slider.track.color.normal, "track.color")
            (value, valueKey, valueName, purpose) = (slider.track.fillColor.normal, "track.fillColor", "fill", "value")
        case let slider as CircularSliderSpec:
            (track, trackKey) = (slider.trackColor.normal, "track.color")
            (value, valueKey, valueName, purpose) = (slider.fillColor.normal, "fill.color", "fill", "value")
        default:
            return nil
        }
    }
}
