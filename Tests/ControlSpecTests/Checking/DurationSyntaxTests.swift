import Testing
@testable import ControlSpec

/// Durations carry their unit, seconds or milliseconds, and are never negative.
@Suite struct DurationSyntaxTests {
    @Test(arguments: [
        ("0.25s", 0.25), ("250ms", 0.25), ("0.25 s", 0.25), ("1 ms", 0.001), ("0s", 0), ("-0s", 0), ("2s", 2),
        (".5s", 0.5), ("1e3ms", 1), (" 0.8s ", 0.8),
    ])
    func accepts(_ text: String, _ seconds: Double) throws {
        #expect(try DurationSyntax.parse(text).get() == seconds)
    }

    @Test func aBareNumberHasNoUnit() {
        expectProblem(DurationSyntax.parse("0.25"), "missing-unit", "duration '0.25' has no unit", notes: ["write '0.25s' or '0.25ms'"])
    }

    @Test(arguments: ["-1s", "-250ms", "-1e-9s"])
    func negativeIsOutOfRange(_ text: String) {
        expectProblem(DurationSyntax.parse(text), "out-of-range", "expected a duration of 0s or more, found '\(text)'")
    }

    @Test(arguments: ["0.25sec", "1min", "1h", "s", "ms", "1.2.3s", "0x10s", ".infs", "1_000ms", "", "1 s s", "1S"])
    func malformed(_ text: String) {
        expectProblem(DurationSyntax.parse(text), "invalid-format", "expected a duration, found '\(text)'", notes: ["write seconds ('0.25s') or milliseconds ('250ms')"])
    }
}
