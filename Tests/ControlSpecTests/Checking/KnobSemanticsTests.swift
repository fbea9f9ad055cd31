import Testing
@testable import ControlSpec

/// Knob semantics: drawing with images, wrapping ends, angle spans, the angle jump and the room for the track.
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
        LintCase("maxJump", S.r(S.knob, "accessibility:", "interaction: { maxAngleJump: 200deg }\naccessibility:"), expect: [
            "8:30: error: 'maxAngleJump' (200deg) must be greater than 0deg and at most 180deg [value-range]",
        ]),
        LintCase("maxJump180", S.r(S.knob, "accessibility:", "interaction: { maxAngleJump: pi }\naccessibility:"), expect: [
        ]),
        LintCase("pointerHuge", S.r(S.knob, "accessibility:", "pointer: { length: 40 }\naccessibility:"), expect: [
            "8:20: error: the track's radius would be -8 points; the pointer and line width leave no room in 64x64 [value-range]",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
