import Testing
@testable import ControlSpec

/// Range slider semantics: thumb order, the minimum gap, the step and step feedback.
@Suite struct RangeSliderSemanticsTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("lowerGtUpper", S.r(S.slider, "lower: 20, upper: 80", "lower: 80, upper: 20"), expect: [
            "6:35: error: 'lower' (80) must not be greater than 'upper' (20) [value-range]",
        ]),
        LintCase("gapTooBig", S.r(S.slider, "lower: 20, upper: 80", "lower: 20, upper: 80, minimumGap: 70"), expect: [
            "6:46: error: 'lower' (20) and 'upper' (80) are 60 apart, less than 'minimumGap' (70) [value-range]",
        ]),
        LintCase("gapBeyondRange", S.r(S.slider, "lower: 20, upper: 80", "lower: 20, upper: 80, minimumGap: 200"), expect: [
            "6:62: error: 'minimumGap' (200) is outside the range's length 0…100 [value-range]",
        ]),
        LintCase("stepTooBig", S.r(S.slider, "lower: 20, upper: 80", "lower: 20, upper: 80, step: 101"), expect: [
            "6:56: error: 'step' (101) is larger than the range (100) [value-range]",
        ]),
        LintCase("feedbackNoStep", S.r(S.slider, "accessibility:", "feedback: { step: selection }\naccessibility:"), expect: [
            "7:19: error: 'feedback.step' has no effect because 'value.step' is 0 [inapplicable-key]",
            "7:19: note: set 'value.step' to the distance between steps",
        ]),
        LintCase("feedbackStep", S.r(S.r(S.slider, "upper: 80", "upper: 80, step: 5"), "accessibility:", "feedback: { step: selection }\naccessibility:"), expect: [
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
