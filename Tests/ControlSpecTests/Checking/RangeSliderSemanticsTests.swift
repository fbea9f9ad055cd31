import Testing
@testable import ControlSpec

/// Range slider semantics: thumb order, the minimum gap, values and gap on the steps, step
/// feedback, and keys or events that can never take effect.
@Suite struct RangeSliderSemanticsTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        // A thumb's body is inset by its shadow's reach and half its outline: 44-point thumbs.
        LintCase("thumbShadowLeavesNoBody", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: gray, offset: [0, 1], blur: 21 } }\naccessibility:"), expect: [
            "7:55: error: the thumb's shadow reaches 22 points (offset 1 + blur 21), which leaves no room for its body; expected less than 22 points, half the thumb's 44 [value-range]",
            "7:55: note: the thumb's body is drawn inset by the shadow's reach so that the shadow stays inside the thumb's frame",
        ]),
        LintCase("thumbShadowLeavesABody", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: gray, offset: [0, 1], blur: 20.5 } }\naccessibility:"), expect: []),
        LintCase("thumbOutlineLeavesNoBody", S.r(S.slider, "accessibility:", "thumb: { outline: { color: gray, width: 44 } }\naccessibility:"), expect: [
            "7:41: error: the thumb's outline is 44 points wide, which leaves no room for its body; expected less than the thumb's side, 44 points [value-range]",
            "7:41: note: the thumb's body is drawn inset by half the outline so that the outline stays inside the thumb's frame",
        ]),
        LintCase("thumbOutlineLeavesABody", S.r(S.slider, "accessibility:", "thumb: { outline: { color: gray, width: 43.5 } }\naccessibility:"), expect: []),
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
        LintCase("maxOffTheSteps", S.r(S.slider, "max: 100, lower: 20, upper: 80", "max: 100, lower: 30, upper: 60, step: 30"), expect: [
            "6:56: error: 'step' (30) does not divide the range 0…100 into whole steps, found 3.333333 steps [value-range]",
            "6:56: note: values could reach 90 at most; use a step that divides 'max' − 'min'",
        ]),
        LintCase("lowerOffTheSteps", S.r(S.slider, "lower: 20, upper: 80", "lower: 22, upper: 80, step: 5"), expect: [
            "6:35: error: 'lower' (22) is not on a step of 5 from 'min' (0) [value-range]",
            "6:35: note: the nearest steps are 20 and 25",
        ]),
        LintCase("gapOffTheSteps", S.r(S.slider, "lower: 20, upper: 80", "lower: 20, upper: 80, step: 10, minimumGap: 15"), expect: [
            "6:72: error: 'minimumGap' (15) is not a whole number of steps of 10; the thumbs would stay 20 apart [value-range]",
        ]),
        LintCase("gapBeyondTheSteps", S.r(S.slider, "lower: 20, upper: 80", "lower: 0, upper: 80, step: 40, minimumGap: 90"), expect: [
            "6:45: error: 'lower' (0) and 'upper' (80) are 80 apart, less than 'minimumGap' (90) [value-range]",
            "6:55: error: 'step' (40) does not divide the range 0…100 into whole steps, found 2.5 steps [value-range]",
            "6:55: note: values could reach 80 at most; use a step that divides 'max' − 'min'",
            "6:71: error: 'minimumGap' (90) is more than the steps allow: values on steps of 40 are at most 80 apart here [value-range]",
        ]),
        LintCase("decimalSteps", S.r(S.slider, "max: 100, lower: 20, upper: 80", "max: 1, lower: 0.3, upper: 0.7, step: 0.1, minimumGap: 0.2"), expect: [
        ]),
        LintCase("continuousWithoutChangeEvents", S.r(S.slider, "upper: 80 }", "upper: 80, continuous: false }\ninteraction: { events: { change: [] } }"), expect: [
            "6:50: error: 'continuous' has no effect because 'interaction.events.change' sends no event [inapplicable-key]",
            "6:50: note: 'continuous' decides when the change events are sent; the value callbacks and SwiftUI bindings follow every change anyway",
        ]),
        LintCase("continuousWithChangeEvents", S.r(S.slider, "upper: 80 }", "upper: 80, continuous: false }\ninteraction: { events: { change: [editingChanged] } }"), expect: [
        ]),
        LintCase("eventsUIControlSendsItself", S.r(S.slider, "upper: 80 }", "upper: 80 }\ninteraction: { events: { begin: [touchDown, editingDidBegin], end: [touchUpInside] } }"), expect: [
            "7:34: warning: 'touchDown' in 'begin' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "7:34: note: UIControl sends 'touchDown' itself as a touch lands; leave it out of 'begin'",
            "7:69: warning: 'touchUpInside' in 'end' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "7:69: note: UIControl sends 'touchUpInside' itself when a touch lifts inside; leave it out of 'end'",
        ]),
        LintCase("feedbackStep", S.r(S.r(S.slider, "upper: 80", "upper: 80, step: 5"), "accessibility:", "feedback: { step: selection }\naccessibility:"), expect: [
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
