import Testing
@testable import ControlSpec

/// SVG numbers and colours are written without a locale, and no number can make the formatter trap.
@Suite struct SVGFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-0.5, "-0.5"), (3.14159265, "3.141593"), (0.0000004, "0"),
        (-0.0000004, "0"), (999_999.9999996, "1000000"), (123_456_789_012.5, "123456789012.5"),
        (1e12, "1000000000000"), (9.3e18, "9.3e+18"), (-1e300, "-1e+300"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (.infinity, "0"), (-.infinity, "0"), (.nan, "0"),
    ])
    func numbers(value: Double, text: String) {
        #expect(SVGFormat.number(value) == text)
    }

    @Test func coloursClampAndNeverTrap() {
        #expect(SVGFormat.hex(RGBA(red: 1, green: 0.5, blue: 0)) == "#ff8000")
        #expect(SVGFormat.hex(RGBA(red: 2, green: -1, blue: .nan)) == "#ff0000")
    }
}
