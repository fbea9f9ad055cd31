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
        // A combining mark makes the character before it another character.
        "5\u{301}", "-\u{301}5", "1e3\u{301}", ".\u{301}5",
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

/// The first number past the limits in a text, and what YAML's core schema makes of a plain scalar.
@Suite struct NumbersInTextTests {
    @Test(arguments: [
        ("1e308x1e308", "1e308"), ("a1e13b", "1e13"), ("x -2e12 y", "-2e12"), ("0.5 1e20 1e30", "1e20"),
        ("1e12", nil), ("#ff0000", nil), ("", nil), ("é 1e20", "1e20"), ("1e13é", "1e13"),
        // A combining mark makes the digit before it no digit: the number is `1e2`.
        ("1e20\u{301}", nil),
    ] as [(String, String?)])
    func firstTooLargeNumber(_ text: String, _ found: String?) {
        #expect(SpecLimits.firstTooLarge(in: text).map(String.init) == found)
    }

    @Test(arguments: [
        ("", YAMLCoreValue.null), ("~", .null), ("null", .null), ("NULL", .null), ("True", .bool(true)), ("FALSE", .bool(false)),
        (".inf", .number(.infinity)), ("+.Inf", .number(.infinity)), ("-.INF", .number(-.infinity)), ("0x10", .number(16)),
        ("0o17", .number(15)), ("007", .number(7)), ("-1.5e2", .number(-150)), ("0x", .text("0x")), ("0o8", .text("0o8")),
        ("nul", .text("nul")), ("true1", .text("true1")), ("-", .text("-")), ("+5", .number(5)), ("Null\u{301}", .text("Null\u{301}")),
    ])
    func plainScalarsResolveAsTheCoreSchemaSays(_ text: String, _ value: YAMLCoreValue) {
        #expect(YAMLScalar(value: text, style: .plain).coreValue == value)
        #expect(YAMLScalar(value: text, style: .doubleQuoted).coreValue == .text(text))
    }

    /// ASCII text is trimmed and split into number and unit over its bytes, other text by its
    /// characters: random texts of spaces, tabs, digits, letters, `°`, combining marks and CR LF
    /// pairs give what the character-by-character rule gives.
    @Test func bytesAndCharactersSplitAlike() {
        var random = SplitMix64(seed: 20_261_128)
        let pieces = [" ", "\t", "1", "25", ".5", "-", "e3", "deg", "ms", "s", "X", "pt", "°", "é", "\u{301}", "\r\n", "π", "/", "x", "×"]
        for index in 0..<5_000 {
            let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(text.trimmingSpaces == text.trimmingSpacesByCharacters, "case \(index): \(String(reflecting: text))")
            #expect(text[...].trimmingSpaces == text[...].trimmingSpacesByCharacters, "case \(index): \(String(reflecting: text))")
            let fast = NumberSyntax.splitUnit(text), slow = NumberSyntax.splitUnit(byCharactersIn: text.trimmingSpacesByCharacters)
            #expect(fast?.number == slow?.number && fast?.unit == slow?.unit, "case \(index): \(String(reflecting: text))")
        }
    }

    @Test func notANumberIsANumber() {
        guard case .number(let value) = YAMLScalar(value: ".NaN", style: .plain).coreValue else { Issue.record(".NaN is a number"); return }
        #expect(value.isNaN)
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
