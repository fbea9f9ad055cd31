import Testing
@testable import ControlSpec

/// Design lint through the linter: only on error-free specs, with its warnings located.
@Suite struct DesignLintTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("designErrorSmall", S.r(S.r(S.knob, "size: 64x64", "size: 30x30"), "max: 1", "max: -1"), expect: [
            "6:23: error: 'max' (-1) must be greater than 'min' (0) [value-range]",
            "6:15: note: 'min' is here",
        ]),
        LintCase("designSmall", S.r(S.knob, "size: 64x64", "size: 30x30"), expect: [
            "5:7: warning: touch target 30x30 is smaller than 44x44 points [touch-target-size]",
            "5:7: note: Apple's Human Interface Guidelines ask for at least 44x44 points so a finger can hit the control",
        ]),
        LintCase("lowContrast", S.r(S.slider, "accessibility:", "track: { color: white(0.9), highlightColor: systemYellow }\naccessibility:"), expect: [
            "7:45: warning: contrast between the track and its highlight is 1.13:1 in the dark appearance, below 3:1 [track-contrast]",
            "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
            "7:45: warning: contrast between the track and its highlight is 1.14:1 in the high-contrast dark appearance, below 3:1 [track-contrast]",
            "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
            "7:45: warning: contrast between the track and its highlight is 1.21:1 in the light appearance, below 3:1 [track-contrast]",
            "7:45: note: WCAG 2.1 (1.4.11, non-text contrast) asks for 3:1 so the selected range stays visible",
        ]),
        LintCase("longAnim", S.r(S.button, "duration: 0.2s, set: {", "duration: 1.5s, set: {"), expect: [
            "12:28: warning: animation lasts 1.5s, longer than 1s [long-animation]",
            "12:28: note: the user is holding the control; keep its feedback under a second",
        ]),
        LintCase("wideTicksLeaveLittleTrack", S.r(tickedSlider, "ticks: { every: 2 }", "ticks: { every: 2, width: 3 }"), expect: [
            "8:17: warning: tick marks 5.44 points apart leave 2.44 points of track between them, less than 3 [tick-density]",
            "8:17: note: so close, the ticks blur into a bar; mark fewer values with 'ticks.every: 4' (10.88 points apart), or leave 'ticks' out",
        ]),
        LintCase("closeSnapValues", S.r(S.r(tickedSlider, "min: 0, max: 100, values: [40], step: 1", "min: 0, max: 10, values: [5], snapValues: [0, 1, 5, 5.1, 10]"),
                                        "ticks: { every: 2 }", "ticks: { length: 8 }"), expect: [
            "8:8: warning: tick marks 2.72 points apart leave 1.72 points of track between them, less than 3 [tick-density]",
            "8:8: note: so close, the ticks blur into a bar; mark fewer values with 'ticks.every: 0.2' (5.44 points apart), or leave 'ticks' out",
        ]),
        LintCase("ticksThreePointsApartAreClean", S.r(S.r(tickedSlider, "min: 0, max: 100, values: [40], step: 1", "min: 0, max: 68, values: [40], step: 1"),
                                                      "ticks: { every: 2 }", "ticks: { every: 1 }"), expect: []),
        LintCase("ticksFineEnough", tickedSlider, expect: []),
    ]

    /// A slider with a tick every 2 on 0…100 along a 272-point travel: 5.44 points apart.
    static let tickedSlider = """
        controlspec: 1
        name: Level
        kind: slider
        summary: Sets a level.
        size: 300x44
        value: { min: 0, max: 100, values: [40], step: 1 }
        track: { color: systemFill, fillColor: tint }
        ticks: { every: 2 }
        accessibility: { label: Level }
        """

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
