import Testing
@testable import ControlSpec

/// Button semantics: mirrors, groups, animation forms, springs, shape-specific keys, refused
/// calculation modes, and keys and events that can never take effect.
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
        LintCase("modePaced", S.r(S.button, S.down, "animation: { duration: 0.2s, mode: paced, keyframes: [{ at: 0, for: 1, set: { heart.scale: 0.8 } }] }"), expect: [
            "12:40: error: calculation mode 'paced' is not supported [animation-form]",
            "12:40: note: Core Animation paces each view property (centre, bounds, transform, opacity) by the length of its own path and ignores the key times, which controlspec cannot reproduce; use 'linear', 'discrete' or 'cubic'",
        ]),
        LintCase("modeCubicPaced", S.r(S.button, S.down, "animation: { duration: 0.2s, mode: cubicPaced, keyframes: [{ at: 0, for: 1, set: { heart.scale: 0.8 } }] }"), expect: [
            "12:40: error: calculation mode 'cubicPaced' is not supported [animation-form]",
            "12:40: note: Core Animation paces each view property (centre, bounds, transform, opacity) by the length of its own path and ignores the key times, which controlspec cannot reproduce; use 'linear', 'discrete' or 'cubic'",
        ]),
        LintCase("beginFromCurrentStateOnSet", S.r(S.button, S.down, "animation: { duration: 0.2s, beginFromCurrentState: true, set: { heart.scale: 0.8 } }"), expect: [
            "12:34: error: 'beginFromCurrentState' has no effect on a 'set' animation [inapplicable-key]",
            "12:34: note: a 'set' animation always continues from what is on screen (UIKit's property animators blend with running animations); the key applies to keyframes",
        ]),
        LintCase("holdInDiscrete", S.r(S.button, S.down, "animation: { duration: 0.2s, mode: discrete, keyframes: [{ at: 0, for: 1, easing: hold, set: { heart.scale: 0.8 } }] }"), expect: [
            "12:79: error: 'easing: hold' has no effect in the 'discrete' calculation mode [inapplicable-key]",
            "12:79: note: in 'discrete' mode every keyframe already holds its start value and jumps at its end",
        ]),
        LintCase("fromWithoutWhen", S.r(S.button, "    then: idle", "    then: settle\n  settle: { from: [up], then: idle }"), expect: [
            "17:13: error: 'from' has no effect on state 'settle', which no touch phase enters [inapplicable-key]",
            "17:13: note: 'from' restricts the states a touch phase ('when') enters this one from; 'then' always applies",
        ]),
        LintCase("fromBeginOnly", S.r(S.button, "    when: begin", "    when: begin\n    from: [idle, up]"), expect: [
            "12:18: error: 'from' entry 'up' has no effect on state 'down', entered only by 'begin' [inapplicable-key]",
            "12:18: note: touches begin only in the initial state 'idle'",
        ]),
        LintCase("beginNeverEntered", S.r(S.button, "    when: begin", "    when: begin\n    from: [up]"), expect: [
            "10:3: error: state 'down' is never entered [state-machine]",
            "12:5: note: touches begin only in the initial state 'idle', which 'from' leaves out",
        ]),
        LintCase("thenItself", S.r(S.button, "    then: idle", "    then: up"), expect: [
            "16:5: error: 'then' has no effect: state 'up' names itself [inapplicable-key]",
            "16:5: note: a state changes only to another state",
        ]),
        LintCase("resetAfterRest", S.r(S.button, "    then: idle", "    then: idle\n    resetParts: true"), expect: [
            "17:5: error: 'resetParts' has no effect after an animation back to rest [inapplicable-key]",
            "17:5: note: 'set: rest' already ends with every part at rest",
        ]),
        LintCase("clipsWithoutChildren", S.r(S.button, "color: systemRed }", "color: systemRed, clipsChildren: true }"), expect: [
            "7:71: error: 'clipsChildren' has no effect on part 'heart', which has no children [inapplicable-key]",
            "7:71: note: a part clips only the parts in its 'children'",
        ]),
        LintCase("eventsLeftOutOrListed", S.r(S.button, "accessibility: { label: Like }", "interaction: { events: { begin: [], end: [primaryActionTriggered, touchDragInside], cancel: [touchCancel, touchDown] } }\naccessibility: { label: Like }"), expect: [
            "17:67: warning: 'touchDragInside' in 'end' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "17:67: note: UIControl sends 'touchDragInside' itself while a touch moves inside; leave it out of 'end'",
            "17:94: warning: 'touchCancel' in 'cancel' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "17:94: note: UIControl sends 'touchCancel' itself when the system cancels a touch; leave it out of 'cancel'",
            "17:107: warning: 'touchDown' in 'cancel' is sent by UIControl itself as it handles a touch; the control does not send it again [self-sent-event]",
            "17:107: note: UIControl sends 'touchDown' itself as a touch lands; leave it out of 'cancel'",
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
