import Foundation
import Testing
@testable import ControlSpec

/// Angles carry a unit: degrees, radians or a multiple of π.
@Suite struct AngleSyntaxTests {
    @Test(arguments: [
        ("45deg", 45.0), ("45 deg", 45), ("45°", 45), ("-247.5deg", -247.5), ("0deg", 0), ("360deg", 360),
        ("+90deg", 90), (" 45deg ", 45),
    ])
    func degrees(_ text: String, _ degrees: Double) throws {
        let angle = try AngleSyntax.parse(text).get()
        #expect(abs(angle.radians - degrees * .pi / 180) < 1e-12)
        #expect(angle.notation == .degrees(degrees))
    }

    @Test(arguments: [("0.8rad", 0.8), ("1.2 rad", 1.2), ("-0.1rad", -0.1), ("1e-3rad", 0.001)])
    func radians(_ text: String, _ radians: Double) throws {
        let angle = try AngleSyntax.parse(text).get()
        #expect(angle.radians == radians)
        #expect(angle.notation == .radians)
    }

    @Test(arguments: [
        ("pi", 1.0, 1.0), ("-pi", -1.0, 1.0), ("+pi", 1, 1), ("0.5pi", 0.5, 1), ("2pi", 2, 1), ("3/8pi", 3, 8),
        ("-11/8pi", -11, 8), ("-11/8 pi", -11, 8), ("π", 1, 1), ("-π", -1, 1), ("3/8π", 3, 8), ("1/4 π", 1, 4),
        ("1.5/3pi", 1.5, 3.0), ("0/4pi", 0.0, 4.0),
    ])
    func multiplesOfPi(_ text: String, _ numerator: Double, _ denominator: Double) throws {
        let angle = try AngleSyntax.parse(text).get()
        #expect(angle.notation == .piMultiple(PiFraction(numerator: numerator, denominator: denominator)))
        #expect(abs(angle.radians - numerator / denominator * .pi) < 1e-12)
    }

    @Test func minusElevenEighthsPiIsExact() throws {
        let angle = try AngleSyntax.parse("-11/8pi").get()
        #expect(angle.radians == -11 * .pi / 8)
        #expect(abs(angle.degrees - -247.5) < 1e-9)
    }

    static let anyAngleNote = "write degrees ('45deg'), radians ('0.8rad') or a multiple of pi ('-11/8pi')"

    @Test func aBareNumberHasNoUnit() {
        expectProblem(AngleSyntax.parse("45"), "missing-unit", "angle '45' has no unit", notes: ["write '45deg', '45rad' or a multiple of pi such as '1/4pi'"])
        expectProblem(AngleSyntax.parse("-0.5"), "missing-unit", "angle '-0.5' has no unit", notes: ["write '-0.5deg', '-0.5rad' or a multiple of pi such as '1/4pi'"])
    }

    @Test(arguments: [
        "1.2.3deg", "deg", "45DEG", "45degrees", "45 grad", "π/4", "pi/4", "1/0pi", "1/-8pi", "-/8pi", "/8pi",
        "3/pi", "1/2/3pi", "--pi", "+-1pi", "- -1pi", "api", "0x10deg", ".infdeg", "1e309rad", "", "45 °°",
    ])
    func malformed(_ text: String) {
        expectProblem(AngleSyntax.parse(text), "invalid-format", "expected an angle, found '\(text)'", notes: [Self.anyAngleNote])
    }
}

extension AngleSyntaxTests {
    /// A finite number times π/180 (or over a tiny denominator) can overflow to infinity; an
    /// infinite angle must not reach the model (a part's rotation has no other check).
    @Test(arguments: ["1/1e-320pi", "1e12/1e-300pi"])
    func anAngleTooLargeToRepresentIsOutOfRange(_ text: String) {
        expectProblem(AngleSyntax.parse(text), "out-of-range", "angle '\(text)' is too large", notes: ["angles are at most a few turns, such as '720deg' or '4pi'"])
    }

    /// A number past `SpecLimits.maxMagnitude` is refused before the angle is read, at the number.
    @Test(arguments: ["1e308deg", "-1e308deg", "1e308/1e-308pi", "1e308pi", "1e13rad"])
    func anAngleWithANumberPastTheLimitIsOutOfRange(_ text: String) throws {
        let problem = try #require(ScalarTypeChecker.tooLargeNumber(in: YAMLScalar(value: text, style: .plain)))
        #expect(problem.rule.id == "out-of-range")
        #expect(problem.message.hasPrefix("expected a number from -1e12 to 1e12, found "))
    }

    @Test func theLargestDegreesAreFine() throws {
        #expect(try AngleSyntax.parse("1e12deg").get().radians.isFinite)
        #expect(try AngleSyntax.parse("-1e12deg").get().radians.isFinite)
    }
}
