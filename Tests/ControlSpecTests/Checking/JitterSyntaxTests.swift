import ControlKernel
import Testing
@testable import ControlSpec

/// Animated values with optional `± jitter`; rotations are angles, everything else numbers.
@Suite struct JitterSyntaxTests {
    static func parse(_ text: String, _ property: PartProperty, style: ScalarStyle = .plain) -> Result<Jittered, ScalarProblem> {
        JitterSyntax.parse(YAMLScalar(value: text, style: style), property: property)
    }

    @Test(arguments: [
        ("32 ± 4", PartProperty.width, 32.0, 4.0), ("32 +- 4", .width, 32, 4), ("32±4", .x, 32, 4), ("2", .x, 2, 0),
        ("-4", .x, -4, 0), ("8pt ± 4pt", .trailing, 8, 4), ("0.8", .scale, 0.8, 0), ("1 ± 0", .alpha, 1, 0),
        ("-0.1rad ± 0.05rad", .rotation, -0.1, 0.05), ("-0.1rad", .rotation, -0.1, 0),
    ])
    func accepts(_ text: String, _ property: PartProperty, _ value: Double, _ jitter: Double) throws {
        #expect(try Self.parse(text, property).get() == Jittered(value: value, jitter: jitter))
    }

    @Test func rotationsInDegreesAndPi() throws {
        let degrees = try Self.parse("90deg ± 45deg", .rotation).get()
        #expect(abs(degrees.value - .pi / 2) < 1e-12 && abs(degrees.jitter - .pi / 4) < 1e-12)
        #expect(try Self.parse("-1/8pi", .rotation).get() == Jittered(value: -.pi / 8, jitter: 0))
    }

    @Test func quotedValuesWithJitterAreReadButAQuotedNumberIsText() throws {
        #expect(try Self.parse("32 ± 4", .width, style: .doubleQuoted).get() == Jittered(value: 32, jitter: 4))
        expectProblem(Self.parse("32", .width, style: .doubleQuoted), "wrong-type", "expected a number for 'width', found the quoted text '32'", notes: ["remove the quotes to write a number"])
    }

    @Test(arguments: ["32 ± -4", "32 +- -4"])
    func negativeJitterIsOutOfRange(_ text: String) {
        expectProblem(Self.parse(text, .width), "out-of-range", "jitter must not be negative, found '-4'")
    }

    @Test func negativeRotationJitterIsOutOfRange() {
        expectProblem(Self.parse("0rad ± -0.1rad", .rotation), "out-of-range", "jitter must not be negative, found '-0.1rad'")
    }

    @Test(arguments: [("32 ±", ""), ("± 4", ""), ("32 ± 4 ± 1", "4 ± 1"), ("wide", "wide"), ("2px", "2px"), ("", ""), ("32 ± 4deg", "4deg")])
    func malformedNumbers(_ text: String, _ found: String) {
        expectProblem(Self.parse(text, .width), "invalid-format", "expected a number for 'width', found '\(found)'", notes: ["write a number, optionally with jitter: '32 ± 4'"])
    }

    @Test func aRotationWithoutUnitIsMissingOne() {
        expectProblem(Self.parse("0.1 ± 0.05", .rotation), "missing-unit", "angle '0.1' has no unit", notes: ["write '0.1deg', '0.1rad' or a multiple of pi such as '1/4pi'"])
    }
}
