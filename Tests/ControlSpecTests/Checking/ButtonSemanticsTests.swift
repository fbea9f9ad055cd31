import Testing
@testable import ControlSpec

/// Button semantics: mirrors, groups, animation forms, springs and shape-specific keys.
@Suite struct ButtonSemanticsTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("mirrorOfMirror", S.r(S.button, S.parts, S.parts + "\n  - { id: a, shape: circle, mirrors: heart }\n  - { id: b, shape: circle, mirrors: a }"), expect: [
            "9:38: error: part 'b' mirrors 'a', which itself mirrors 'heart' [part-layout]",
            "9:38: note: mirror 'heart' directly",
        ]),
        LintCase("mirrorUnknown", S.r(S.button, S.parts, S.parts + "\n  - { id: a, shape: circle, mirrors: haert }"), expect: [
            "8:38: error: unknown part 'haert'; did you mean 'heart'? [unknown-reference]",
        ]),
        LintCase("mirrorFrame", S.r(S.r(S.button, S.parts, S.parts + "\n  - { id: a, shape: circle, mirrors: heart }"), S.down, "animation: { duration: 0.2s, set: { a.scale: 0.8, a.alpha: 0.5 } }"), expect: [
            "13:41: error: 'scale' of part 'a' follows the part it mirrors [inapplicable-key]",
            "13:41: note: animate 'heart.scale' instead; a mirror animates only its own 'alpha'",
        ]),
        LintCase("groupLikePart", S.r(S.button, S.parts, S.parts + "\n  - { id: a, group: heart, shape: circle }"), expect: [
            "8:21: error: group 'heart' has the same name as a part [duplicate-id]",
            "7:11: note: the part is here",
        ]),
        LintCase("keyframeRest", S.r(S.button, S.down, "animation: { duration: 0.2s, keyframes: [{ at: 0, for: 1, set: rest }] }"), expect: [
            "12:68: error: a keyframe cannot set 'rest' [animation-form]",
            "12:68: note: list the rest values, or use 'set: rest' on the animation itself",
        ]),
        LintCase("springBoth", S.r(S.button, S.down, "animation: { duration: 0.2s, spring: { dampingRatio: 1, mass: 1 }, set: { heart.scale: 0.8 } }"), expect: [
            "12:61: error: a spring has both 'dampingRatio' and 'mass' [animation-form]",
            "12:61: note: give 'dampingRatio' (with the animation's duration), or 'mass', 'stiffness' and 'damping'",
        ]),
        LintCase("springPhysical", S.r(S.button, S.down, "animation: { spring: { mass: 1, stiffness: 100, damping: 10 }, set: { heart.scale: 0.8 } }"), expect: [
        ]),
        LintCase("modeNoKeyframes", S.r(S.button, S.down, "animation: { duration: 0.2s, mode: cubic, set: { heart.scale: 0.8 } }"), expect: [
            "12:34: error: 'mode' has no effect without 'keyframes' [inapplicable-key]",
        ]),
        LintCase("symbolNoSymbol", S.r(S.button, "symbol: heart.fill, ", ""), expect: [
            "7:25: error: missing required key 'symbol' for a 'symbol' part [missing-key]",
        ]),
        LintCase("cornerOnCircle", S.r(S.button, "shape: symbol, symbol: heart.fill,", "shape: circle, cornerRadius: 4,"), expect: [
            "7:33: error: 'cornerRadius' has no effect on a 'circle' part [inapplicable-key]",
            "7:33: note: 'cornerRadius' applies to 'roundedRect' parts",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
