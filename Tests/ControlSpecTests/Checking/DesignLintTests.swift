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
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
