import Testing
@testable import ControlSpec

/// Knob semantics: drawing with images, wrapping ends, angle spans, the angle jump and the room for
/// the track; steps, VoiceOver's step, keys that cannot take effect, events UIControl sends itself
/// and the easings a `setValue` turn can play.
@Suite struct KnobSemanticsTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("imagesNoImages", S.r(S.knob, "accessibility:", "drawing: images\naccessibility:"), expect: [
            "8:10: error: missing required key 'images' for 'drawing: images' [missing-key]",
        ]),
        LintCase("imagesWithShapes", S.r(S.knob, "accessibility:", "drawing: images\nimages: { knob: Dial }\ntrack: { lineWidth: 3 }\naccessibility:"), expect: [
            "10:1: error: 'track' has no effect with 'drawing: images' [inapplicable-key]",
            "10:1: note: an image-based knob draws its 'images'",
        ]),
        LintCase("imagesNoDrawing", S.r(S.knob, "accessibility:", "images: { knob: Dial }\naccessibility:"), expect: [
            "8:1: error: 'images' has no effect with 'drawing: shapeLayers' [inapplicable-key]",
            "8:1: note: add 'drawing: images' to draw the knob from images",
        ]),
        LintCase("wrapNotFull", S.r(S.knob, "max: 1 }", "max: 1, ends: wrap }"), expect: [
            "7:32: error: 'ends: wrap' needs a track spanning a full turn, found 270deg [angle-span]",
            "7:32: note: use 'ends: stop', or angles 360deg apart",
        ]),
        LintCase("wrapFull", S.r(S.r(S.knob, "max: 1 }", "max: 1, ends: wrap }"), "start: -135deg, end: 135deg", "start: 0deg, end: 360deg"), expect: [
        ]),
        LintCase("moreThanTurn", S.r(S.knob, "start: -135deg, end: 135deg", "start: -1pi, end: 1.5pi"), expect: [
            "7:29: error: the track spans 450deg, more than a full turn [angle-span]",
            "7:29: note: 'end' − 'start' must be at most 360deg (2pi)",
        ]),
        LintCase("endBeforeStart", S.r(S.knob, "start: -135deg, end: 135deg", "start: 1rad, end: -1rad"), expect: [
            "7:29: error: 'end' (-57.29578deg) must be greater than 'start' (57.29578deg) [angle-span]",
            "7:29: note: the track runs from 'start' to increasing angles up to 'end'; 'clockwise' chooses which way increasing angles turn on screen",
        ]),
        LintCase("maxJump", S.r(S.knob, "accessibility:", "interaction: { dragging: relative, maxAngleJump: 200deg }\naccessibility:"), expect: [
            "8:50: error: 'maxAngleJump' (200deg) must be greater than 0deg and at most 180deg [value-range]",
        ]),
        LintCase("maxJump180", S.r(S.knob, "accessibility:", "interaction: { dragging: relative, maxAngleJump: pi }\naccessibility:"), expect: [
        ]),
        LintCase("pointerHuge", S.r(S.knob, "accessibility:", "pointer: { length: 40 }\naccessibility:"), expect: [
            "8:20: error: the track's radius would be -8 points; the pointer and line width leave no room in 64x64 [value-range]",
        ]),
        LintCase("stepDividesRange", S.r(S.knob, "max: 1 }", "max: 1, step: 0.3 }"), expect: [
            "6:32: error: 'step' (0.3) does not divide the range 0…1 into whole steps, found 3.333333 steps [value-range]",
            "6:32: note: the last step, from 0.9 to 1, would be shorter; use a step that divides 'max' − 'min'",
        ]),
        LintCase("initialOffStep", S.r(S.knob, "max: 1 }", "max: 1, step: 0.1, initial: 0.25 }"), expect: [
            "6:46: error: 'initial' (0.25) is not on a step of 0.1 from 'min' (0) [value-range]",
            "6:46: note: the nearest steps are 0.2 and 0.3",
        ]),
        LintCase("defaultOffStep", S.r(S.knob, "value: { min: 0, max: 1 }", "value: { min: -50, max: 50, step: 5, default: 12 }"), expect: [
            "6:47: error: 'default' (12) is not on a step of 5 from 'min' (-50) [value-range]",
            "6:47: note: the nearest steps are 10 and 15",
        ]),
        LintCase("decimalStepsOnTheGrid", S.r(S.knob, "value: { min: 0, max: 1 }", "value: { min: 0, max: 0.3, step: 0.1, initial: 0.2, default: 0.3 }"), expect: [
        ]),
        LintCase("accessibilityStepBelowValueStep", S.r(S.r(S.knob, "max: 1 }", "max: 1, step: 0.1 }"), "label: Level }", "label: Level, step: 0.05 }"), expect: [
            "8:38: error: 'step' (0.05) is not a whole number of value steps (0.1) [value-range]",
            "8:38: note: VoiceOver moves a stepped value by whole steps; use 0.1 or a multiple of it",
        ]),
        LintCase("accessibilityStepWholeSteps", S.r(S.r(S.knob, "max: 1 }", "max: 1, step: 0.1 }"), "label: Level }", "label: Level, step: 0.3 }"), expect: [
        ]),
        LintCase("jumpWithAbsoluteDragging", S.r(S.knob, "accessibility:", "interaction: { dragging: absolute, maxAngleJump: 45deg }\naccessibility:"), expect: [
            "8:36: error: 'maxAngleJump' has no effect with 'dragging: absolute' [inapplicable-key]",
            "8:36: note: an absolute knob follows the finger's angle; the jump limit applies to 'dragging: relative'",
        ]),
        LintCase("jumpWithDefaultRotation", S.r(S.knob, "accessibility:", "interaction: { maxAngleJump: 45deg }\naccessibility:"), expect: [
            "8:16: error: 'maxAngleJump' has no effect with absolute dragging, the default for 'style: rotate' [inapplicable-key]",
            "8:16: note: an absolute knob follows the finger's angle; the jump limit applies to 'dragging: relative'",
        ]),
        LintCase("jumpWithRelativeRotationAndDrags", S.r(S.knob, "accessibility:", "interaction: { style: verticalDrag, maxAngleJump: 45deg, minCenterDistance: 4, pointsPerDegree: 2 }\naccessibility:"), expect: [
        ]),
        LintCase("eventsUIControlSends", S.r(S.knob, "accessibility:", "interaction: { events: { begin: [touchDown], cancel: [touchCancel, editingDidEnd] } }\naccessibility:"), expect: [
            "8:34: warning: 'touchDown' in 'begin' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "8:34: note: UIControl sends 'touchDown' itself as a touch lands; leave it out of 'begin'",
            "8:55: warning: 'touchCancel' in 'cancel' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "8:55: note: UIControl sends 'touchCancel' itself when the system cancels a touch; leave it out of 'cancel'",
        ]),
        LintCase("overshootingSetValue", S.r(S.knob, "accessibility:", "animations: { setValue: { easing: \"cubic-bezier(0.3, 1.4, 0.6, 1)\" } }\naccessibility:"), expect: [
            "8:35: error: cubic-bezier y coordinates of 'setValue' must lie in 0…1, found 1.4 and 1 [out-of-range]",
            "8:35: note: the knob turns from the old to the new angle without overshooting them, in Core Animation and in the preview",
        ]),
        LintCase("bezierSetValue", S.r(S.knob, "accessibility:", "animations: { setValue: { easing: \"cubic-bezier(0.3, 0, 0.6, 1)\", through: direct } }\naccessibility:"), expect: [
        ]),
        LintCase("holdThroughMidpoint", S.r(S.knob, "accessibility:", "animations: { setValue: { easing: hold, through: midpoint } }\naccessibility:"), expect: [
            "8:41: error: 'through' has no effect with 'easing: hold' [inapplicable-key]",
            "8:41: note: a held animation shows the old angle until it ends, then the new one",
        ]),
        LintCase("holdAlone", S.r(S.knob, "accessibility:", "animations: { setValue: { easing: hold } }\naccessibility:"), expect: [
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
