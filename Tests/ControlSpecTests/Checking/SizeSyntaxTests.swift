import Testing
@testable import ControlSpec

/// Sizes, lengths in points and lengths relative to the control's size.
@Suite struct SizeSyntaxTests {
    @Test(arguments: [
        ("120x120", 120.0, 120.0), ("300 x 44", 300, 44), ("52×52", 52, 52), ("24 × 2", 24, 2), ("0.5x1e2", 0.5, 100),
        (" 44x44 ", 44, 44),
    ])
    func sizes(_ text: String, _ width: Double, _ height: Double) throws {
        #expect(try SizeSyntax.parseSize(text).get() == Size(width: width, height: height))
    }

    @Test(arguments: ["0x0", "0x10", "10x0", "-5x5", "5x-5", "-0x1"])
    func anEmptySizeIsOutOfRange(_ text: String) {
        expectProblem(SizeSyntax.parseSize(text), "out-of-range", "expected a size greater than zero, found '\(text)'")
    }

    /// Stray or doubled separators are malformed, not skipped.
    @Test(arguments: [
        "120", "120x", "x120", "120xx120", "x120x120", "120x120x", "120x120x120", "120X120", "120*120", "120 by 120",
        "wxh", "", "1e309x1", "120ptx120pt", "120,120",
    ])
    func malformedSizes(_ text: String) {
        expectProblem(SizeSyntax.parseSize(text), "invalid-format", "expected a size 'WIDTHxHEIGHT', found '\(text)'", notes: ["write the size in points, for example '120x120'"])
    }

    @Test(arguments: [("2", true, 2.0), ("2pt", true, 2), ("2 pt", true, 2), ("2pt", false, 2), ("-1.5", true, -1.5), ("0", true, 0)])
    func lengths(_ text: String, _ plain: Bool, _ points: Double) throws {
        #expect(try SizeSyntax.parseLength(text, plainNumber: Self.plainNumber(text, plain)).get() == points)
    }

    /// The number YAML's core schema reads `text` as, written plain or quoted.
    static func plainNumber(_ text: String, _ plain: Bool) -> Double? {
        if case .number(let value) = YAMLScalar(value: text, style: plain ? .plain : .singleQuoted).coreValue { value } else { nil }
    }

    /// A quoted `"2"` is text, not a number; `2px` and `2em` are no units of this language.
    @Test(arguments: [("2", false), ("2px", true), ("2em", true), ("pt", true), ("", true), ("two", true)])
    func malformedLengths(_ text: String, _ plain: Bool) {
        expectProblem(SizeSyntax.parseLength(text, plainNumber: Self.plainNumber(text, plain)), "invalid-format", "expected a length in points, found '\(text)'", notes: ["write a number of points such as '2' or '2pt'"])
    }

    @Test(arguments: [
        ("height/3.5", RelativeLength.heightDividedBy(3.5)), ("width/10", .widthDividedBy(10)),
        ("height / 2", .heightDividedBy(2)), ("4", .points(4)), ("4pt", .points(4)),
    ])
    func relativeLengths(_ text: String, _ length: RelativeLength) throws {
        #expect(try SizeSyntax.parseRelativeLength(text, plainNumber: Self.plainNumber(text, true)).get() == length)
    }

    @Test(arguments: ["height/0", "height/-2", "height/", "height", "width*2", "depth/2", "heights/2", "height/x", "1/3"])
    func malformedRelativeLengths(_ text: String) {
        expectProblem(SizeSyntax.parseRelativeLength(text, plainNumber: Self.plainNumber(text, true)), "invalid-format", "expected a length, found '\(text)'", notes: ["write points ('4'), or a fraction of the control's size ('height/3.5')"])
    }
}
