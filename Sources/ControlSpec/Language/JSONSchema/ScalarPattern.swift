import ControlKernel

/// Regular expressions (ECMA 262, as JSON Schema uses) that accept the texts the scalar
/// grammars in `Checking/Scalars/` accept, built from small named pieces so each one can be
/// read against its grammar.
///
/// Like the grammars, the patterns allow spaces and tabs around the value and between a number
/// and its unit. Where the grammar checks a range (sizes and divisors greater than 0, colour
/// components from 0 to 1, durations and jitter of 0 or more), the pattern spells the range out
/// for the digits as written, `-0` counting as 0; the 0…1 pieces (colour components, Bézier x
/// coordinates) are written without exponent, in the grammars too.
enum ScalarPattern {
    /// Optional spaces or tabs.
    static let space = "[ \\t]*"
    /// A decimal number without sign, as YAML's core schema writes it: `12`, `0.5`, `.5`, `5.`, `1e3`.
    static let unsignedNumber = "(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
    /// A decimal number with optional sign (`NumberSyntax`).
    static let number = "[-+]?" + unsignedNumber
    /// Zero with a minus sign, which is 0: `-0`, `-0.0`, `-.0e5`.
    static let negativeZero = "-(?:0+(?:\\.0*)?|\\.0+)(?:[eE][-+]?[0-9]+)?"
    /// A number of 0 or more.
    static let nonNegativeNumber = "(?:\\+?" + unsignedNumber + "|" + negativeZero + ")"
    /// A number greater than 0: a non-zero digit in the digits before the exponent.
    static let positiveNumber = "\\+?(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]*)?|[0-9]*\\.[0-9]*[1-9][0-9]*)(?:[eE][-+]?[0-9]+)?"
    /// A number from 0 to 1 written without exponent: `0`, `0.45`, `.5`, `1`, `1.0`, `-0`.
    static let unitNumber = "(?:\\+?(?:0*1(?:\\.0*)?|0+(?:\\.[0-9]*)?|0*\\.[0-9]+)|-(?:0+(?:\\.0*)?|0*\\.0+))"

    /// A number of the range as a pattern piece: the bounds 0 and 0…1 are spelt out, other
    /// ranges accept any number (the checker still checks them).
    static func number(in range: NumberRange) -> String {
        switch (range.lower, range.upper) {
        case (0?, 1?) where range.lowerInclusive && range.upperInclusive: unitNumber
        case (0?, nil): range.lowerInclusive ? nonNegativeNumber : positiveNumber
        default: number
        }
    }

    /// An angle (`AngleSyntax`): `45deg`, `45°`, `0.8rad`, or a multiple of π: `pi`, `-pi`,
    /// `0.5pi`, `3/8pi`, `-11/8π`. With `nonNegative`, a minus sign only before zero.
    static func angle(nonNegative: Bool = false) -> String {
        let sign = nonNegative ? "\\+?" : "[-+]?"
        let divisor = "(?:/\(space)\(positiveNumber)\(space))?"
        let fraction = "(?:\(unsignedNumber)\(space)\(divisor))?"
        let degreesOrRadians = (nonNegative ? nonNegativeNumber : number) + space + "(?:deg|°|rad)"
        let zeroMultiple = nonNegative ? "|-\(space)(?:0+(?:\\.0*)?|\\.0+)(?:[eE][-+]?[0-9]+)?\(space)\(divisor)(?:pi|π)" : ""
        return "(?:\(sign)\(space)\(fraction)(?:pi|π)\(zeroMultiple)|\(degreesOrRadians))"
    }

    /// A duration of 0 or more (`DurationSyntax`): `0.25s`, `250ms`.
    static let duration = nonNegativeNumber + space + "m?s"

    /// A size `WIDTHxHEIGHT` with both greater than 0 (`SizeSyntax.parseSize`): `120x120`, `300 x 44`, `52×52`.
    static let size = positiveNumber + space + "[x×]" + space + positiveNumber

    /// A length in points with its unit, within `range` (`SizeSyntax.parseLength`): `2pt`.
    static func points(in range: NumberRange) -> String {
        number(in: range) + space + "pt"
    }

    /// A relative length written as text (`SizeSyntax.parseRelativeLength`): `height/3.5`, `width/10`, `4pt`.
    static let relativeLength = "(?:(?:height|width)\(space)/\(space)\(positiveNumber)|\(nonNegativeNumber)\(space)pt)"

    /// A hex colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    static let hexColor = "#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})"

    /// A colour function with components from 0 to 1: `rgb(r, g, b)`, `rgba(r, g, b, a)`, `white(w)`, `white(w, a)`.
    static var colorFunction: String {
        let component = space + unitNumber + space
        func arguments(_ counts: [Int]) -> String {
            counts.map { Array(repeating: component, count: $0).joined(separator: ",") }.joined(separator: "|")
        }
        return "(?:" + ColorFunction.allCases.map { "\($0.word)\(space)\\((?:\(arguments($0.componentCounts)))\\)" }.joined(separator: "|") + ")"
    }

    /// A cubic Bézier timing curve with x coordinates from 0 to 1: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    static var cubicBezier: String {
        let x = space + unitNumber + space
        let y = space + number + space
        return TimingCurve.cubicBezierName + "\\(\(x),\(y),\(x),\(y)\\)"
    }

    /// An animated number written as text (`JitterSyntax`): a number with `pt`, or a number
    /// (optionally with `pt`) with jitter of 0 or more: `32pt`, `32 ± 4`, `32 +- 4pt`.
    static var animatedNumber: String {
        let jitter = "\(nonNegativeNumber)(?:\(space)pt)?"
        return "(?:\(number)(?:\(space)pt)?\(space)(?:±|\\+-)\(space)\(jitter)|\(number)\(space)pt)"
    }

    /// An animated angle (`JitterSyntax`): an angle, optionally with jitter of 0 or more:
    /// `-0.1rad`, `-0.1rad ± 0.05rad`.
    static var animatedAngle: String {
        "(?:\(angle())(?:\(space)(?:±|\\+-)\(space)\(angle(nonNegative: true)))?)"
    }

    /// `piece` as a whole value: anchored, with optional spaces around it.
    static func whole(_ piece: String) -> String {
        "^" + space + piece + space + "$"
    }
}
