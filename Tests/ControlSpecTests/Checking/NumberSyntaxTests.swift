import Testing
@testable import ControlSpec

/// The decimal numbers of YAML's core schema within `SpecLimits.maxMagnitude`, and nothing else.
@Suite struct NumberSyntaxTests {
    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("42", 42), ("+3", 3), ("-0.5", -0.5), (".5", 0.5), ("5.", 5),
        ("1e3", 1000), ("1E3", 1000), ("2.5e-2", 0.025), ("-1e+2", -100), ("007", 7), ("-1e12", -1e12), ("1e12", 1e12),
    ])
    func accepts(_ text: String, _ value: Double) {
        #expect(NumberSyntax.parse(text) == value)
    }

    @Test(arguments: [
        "", "-", "+", ".", "e3", "1e", "1e+", "0x10", "0o17", ".inf", "-.inf", ".nan", "1_000", "1,5",
        "1.2.3", "1e309", "-1e309", "999e999", " 1", "1 ", "1e3.5", "٣", "１", "nan", "inf", "++1", "+-1",
        "-1e308", "1000000000001", "1.0000000000001e12",
    ])
    func rejects(_ text: String) {
        #expect(NumberSyntax.parse(text) == nil)
    }

    @Test(arguments: [
        ("45deg", 45.0, "deg"), ("45 deg", 45, "deg"), ("45°", 45, "°"), ("0.25s", 0.25, "s"),
        ("250ms", 250, "ms"), ("2pt", 2, "pt"), ("-1e3rad", -1000, "rad"), ("7", 7, ""),
    ])
    func splitsUnits(_ text: String, _ number: Double, _ unit: String) throws {
        let split = try #require(NumberSyntax.splitUnit(text))
        #expect(split.number == number)
        #expect(split.unit == unit)
    }

    @Test(arguments: ["deg", "1.2.3deg", "x", "0x10s"])
    func splitRefusesTextWithoutALeadingNumber(_ text: String) {
        #expect(NumberSyntax.splitUnit(text) == nil)
    }
}

/// Compares a scalar grammar's failure with the expected rule, message and notes.
func expectProblem<Value>(
    _ result: Result<Value, ScalarProblem>, _ rule: String, _ message: String, notes: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    switch result {
    case .success(let value):
        Issue.record("expected '\(message)', parsed \(value)", sourceLocation: sourceLocation)
    case .failure(let problem):
        #expect(problem.rule.id == rule, sourceLocation: sourceLocation)
        #expect(problem.message == message, sourceLocation: sourceLocation)
        #expect(problem.notes == notes, sourceLocation: sourceLocation)
    }
}
