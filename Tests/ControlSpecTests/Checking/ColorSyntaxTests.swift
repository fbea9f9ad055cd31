import Testing
@testable import ControlSpec

/// Colours: hex, functions with components from 0 to 1, UIKit names and `tint`.
@Suite struct ColorSyntaxTests {
    @Test(arguments: [
        ("#F00", ColorValue.rgba(RGBA(red: 1, green: 0, blue: 0))),
        ("#f00", .rgba(RGBA(red: 1, green: 0, blue: 0))),
        ("#FF0000", .rgba(RGBA(red: 1, green: 0, blue: 0))),
        ("#FF000080", .rgba(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))),
        ("#369", .rgba(RGBA(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))),
        ("#FF2D55", .rgba(RGBA(red: 1, green: 45 / 255.0, blue: 85 / 255.0))),
        ("rgb(0, 0.45, 0.94)", .rgba(RGBA(red: 0, green: 0.45, blue: 0.94))),
        ("rgb(0,0.45,0.94)", .rgba(RGBA(red: 0, green: 0.45, blue: 0.94))),
        ("rgba(1, 0.5, 0, 0.25)", .rgba(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25))),
        ("white(0.9)", .white(0.9, alpha: 1)),
        ("white(0, 0.15)", .white(0, alpha: 0.15)),
        ("white(1, 0)", .white(1, alpha: 0)),
        ("systemPink", .named("systemPink")),
        ("label", .named("label")),
        ("tint", .tint),
        (" #F00 ", .rgba(RGBA(red: 1, green: 0, blue: 0))),
    ])
    func accepts(_ text: String, _ color: ColorValue) throws {
        #expect(try ColorSyntax.parse(text).get() == color)
    }

    static let hexMessage = "expected a hex colour '#RGB', '#RRGGBB' or '#RRGGBBAA', found"

    /// Only ASCII hex digits: fullwidth digits are hex digits to `Character.hexDigitValue`, not to a spec.
    @Test(arguments: ["#GGG", "#", "#F", "#FF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#FF 000", "#-FF", "#ＦＦＦ", "#０００"])
    func malformedHex(_ text: String) {
        expectProblem(ColorSyntax.parse(text), "invalid-format", "\(Self.hexMessage) '\(text)'")
    }

    @Test(arguments: [
        ("rgb(0, 0)", "3"), ("rgb(0, 0, 0, 1)", "3"), ("rgba(1, 0, 0)", "4"), ("white()", "1 or 2"), ("white(1, 1, 1)", "1 or 2"),
        ("rgb(0, 0, 0,)", "3"), ("rgb(a, b, c)", "3"), ("rgb()", "3"), ("rgb(0x10, 0, 0)", "3"), ("rgb(.nan, 0, 0)", "3"),
    ])
    func wrongArguments(_ text: String, _ count: String) {
        let name = String(text.prefix { $0 != "(" })
        expectProblem(ColorSyntax.parse(text), "invalid-format", "expected \(count) numbers in '\(name)()', found '\(text)'")
    }

    @Test func componentsWrittenFrom0To255AreOutOfRangeWithAHint() {
        expectProblem(ColorSyntax.parse("rgb(0, 115, 240)"), "out-of-range", "colour component 115 in 'rgb(0, 115, 240)' is outside 0…1",
            notes: ["colour components go from 0 to 1; for 0–255 values divide by 255 or write '#RRGGBB'"])
        expectProblem(ColorSyntax.parse("rgb(0, 300, 0)"), "out-of-range", "colour component 300 in 'rgb(0, 300, 0)' is outside 0…1",
            notes: ["colour components go from 0 to 1"])
        expectProblem(ColorSyntax.parse("white(-0.1)"), "out-of-range", "colour component -0.1 in 'white(-0.1)' is outside 0…1",
            notes: ["colour components go from 0 to 1"])
        expectProblem(ColorSyntax.parse("rgba(0, 0, 0, 1.5)"), "out-of-range", "colour component 1.5 in 'rgba(0, 0, 0, 1.5)' is outside 0…1",
            notes: ["colour components go from 0 to 1; for 0–255 values divide by 255 or write '#RRGGBB'"])
    }

    @Test func unknownNamesSuggestTheClosest() {
        expectProblem(ColorSyntax.parse("systemPnik"), "unknown-value", "unknown colour 'systemPnik'; did you mean 'systemPink'?")
        expectProblem(ColorSyntax.parse("systempink"), "unknown-value", "unknown colour 'systempink'; did you mean 'systemPink'?")
        expectProblem(ColorSyntax.parse("Tint"), "unknown-value", "unknown colour 'Tint'; did you mean 'tint'?")
        expectProblem(ColorSyntax.parse(" tint "), "unknown-value", "unknown colour ' tint '; did you mean 'tint'?")
        expectProblem(ColorSyntax.parse("hotPink"), "unknown-value", "unknown colour 'hotPink'",
            notes: ["write a colour name such as 'systemPink', 'tint', '#FF2D55', 'rgb(0, 0.45, 0.94)' or 'white(0.9)'"])
        expectProblem(ColorSyntax.parse("rbg(0, 0, 0)"), "unknown-value", "unknown colour function 'rbg'; did you mean 'rgb'?")
        expectProblem(ColorSyntax.parse("hsl(0, 0, 0)"), "unknown-value", "unknown colour function 'hsl'",
            notes: ["colour functions are 'rgb', 'rgba' and 'white'"])
    }
}
