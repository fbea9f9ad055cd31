import Testing
@testable import ControlSpec

/// Named timing curves and cubic Béziers with x coordinates in 0…1.
@Suite struct EasingSyntaxTests {
    @Test(arguments: [
        ("linear", Easing.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut), ("hold", .hold),
        ("cubic-bezier(0.25, 0.1, 0.25, 1)", .cubicBezier(0.25, 0.1, 0.25, 1)),
        ("cubic-bezier(0,0,1,1)", .cubicBezier(0, 0, 1, 1)),
        ("cubic-bezier(0.5, -2, 0.5, 3)", .cubicBezier(0.5, -2, 0.5, 3)),
    ])
    func accepts(_ text: String, _ easing: Easing) throws {
        #expect(try EasingSyntax.parse(text).get() == easing)
    }

    @Test(arguments: ["cubic-bezier(2,0,1,1)", "cubic-bezier(0, 0, -0.1, 1)", "cubic-bezier(1.01, 0, 1, 1)"])
    func bezierXOutsideTheUnitIsOutOfRange(_ text: String) {
        expectProblem(EasingSyntax.parse(text), "out-of-range", "cubic-bezier x coordinates must lie in 0…1, found '\(text)'")
    }

    @Test(arguments: ["cubic-bezier(0, 0, 1)", "cubic-bezier(0, 0, 1, 1, 1)", "cubic-bezier()", "cubic-bezier(a, 0, 1, 1)", "cubic-bezier(0, 0, 1, 1,)"])
    func bezierNeedsFourNumbers(_ text: String) {
        expectProblem(EasingSyntax.parse(text), "invalid-format", "expected four numbers in 'cubic-bezier()', found '\(text)'")
    }

    @Test func unknownEasings() {
        expectProblem(EasingSyntax.parse("easeInOut"), "unknown-value", "unknown easing 'easeInOut'; did you mean 'easeOut'?")
        expectProblem(EasingSyntax.parse("Linear"), "unknown-value", "unknown easing 'Linear'; did you mean 'linear'?")
        expectProblem(EasingSyntax.parse("spring"), "unknown-value", "unknown easing 'spring'",
            notes: ["write one of 'linear', 'easeIn', 'easeOut', 'easeInEaseOut', 'hold' or 'cubic-bezier(x1, y1, x2, y2)'"])
    }
}
