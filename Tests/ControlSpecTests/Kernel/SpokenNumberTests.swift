import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// How a value reads to VoiceOver and shows in a slider's value labels: one kernel function,
/// which the generated controls call in the user's locale, and the previews' labels, which read
/// as it does in `en_US_POSIX`.
@Suite struct SpokenNumberTests {
    static let posix = Locale(identifier: "en_US_POSIX")

    /// Up to two fraction digits without trailing zeros, or exactly the digits asked for. The
    /// rounding is the formatter's, on the number as it is written (2.675 reads 2.68, where
    /// `printf`'s `%.2f`, on the double just below it, gives 2.67), and no digits are grouped.
    @Test(arguments: [
        (12.0, nil, "12"), (3.14159, nil, "3.14"), (0.5, nil, "0.5"), (2.675, nil, "2.68"), (1234.5, nil, "1234.5"),
        (-7.25, nil, "-7.25"), (12.0, 2, "12.00"), (2.5, 0, "2"), (3.5, 0, "4"), (0.1, 3, "0.100"), (1e7, 1, "10000000.0"),
    ] as [(Double, Int?, String)])
    func numbersReadWithTheirFractionDigits(number: Double, digits: Int?, text: String) {
        #expect(SpokenNumber.text(number, fractionDigits: digits, locale: Self.posix) == text)
    }

    /// A locale's own decimal separator and grouping are used: the generated control reads the
    /// user's.
    @Test func theLocaleDecidesTheSeparators() {
        #expect(SpokenNumber.text(1234.5, fractionDigits: 2, locale: Locale(identifier: "de_DE")) == "1.234,50")
    }

    /// The previews' value labels read as the kernel's text in `en_US_POSIX`, whatever the
    /// machine's locale, written without Foundation's number format (whose ICU data costs a
    /// compile 4 MB): the same text for whole numbers, fractions, negative numbers, rounding
    /// up and down, and numbers above a thousand.
    @Test(arguments: [nil, 0, 1, 3] as [Int?])
    func thePreviewsLabelsReadAsTheKernelsText(digits: Int?) {
        let labels = SliderLabels(side: .above, color: .named("label"), fontSize: 12, fractionDigits: digits, spacing: 4)
        for value in [0, 1, 12.5, -0.5, -3.25, 0.126, 99.999, 1234.5, 1e7, 0.1, 2.0 / 3] {
            #expect(SliderSVG.labelText(value, labels: labels) == SpokenNumber.text(value, fractionDigits: digits, locale: Self.posix), "\(value)")
        }
    }

    /// The one difference, documented: at a decimal tie the previews round the double's exact
    /// value, the control the number as written.
    @Test func atADecimalTieThePreviewRoundsTheDoublesExactValue() {
        let labels = SliderLabels(side: .above, color: .named("label"), fontSize: 12, fractionDigits: nil, spacing: 4)
        #expect(SliderSVG.labelText(2.675, labels: labels) == "2.67")
        #expect(SpokenNumber.text(2.675, fractionDigits: nil, locale: Self.posix) == "2.68")
    }

    /// A label longer than the room first tried for it (a value of a hundred digits) is written
    /// whole, as `printf` writes it.
    @Test(arguments: [nil, 0, 6] as [Int?])
    func aLongLabelIsWrittenWhole(digits: Int?) {
        let labels = SliderLabels(side: .above, color: .named("label"), fontSize: 12, fractionDigits: digits, spacing: 4)
        for value in [1e100, -1e100, 123456789012345678901234567890.0, 1e63, -1e62] {
            let printed = String(format: "%.\(digits ?? 0)f", value)
            #expect(SliderSVG.labelText(value, labels: labels) == printed, "\(value)")
            #expect(printed.count > 60 || abs(value) < 1e64)
        }
    }
}
