/// Swift source text for values, so that generated code is deterministic, locale-independent and
/// free of injection: every string from a spec goes through `string(_:)` or `docComment(_:)`.
public enum SwiftLiteral {
    /// A `Double` literal: the shortest text that reads back as the same value (`0.45`, `2`, `-1e-07`,
    /// and `-0.0` for negative zero, which `-0` would not give).
    public static func number(_ value: Double) -> String {
        FuzzOracle.checkFinite(value, writtenInto: "generated Swift")
        if value == 0, value.sign == .minus { return "-0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A string literal with quotes; quotes, backslashes and every non-printable or non-ASCII-safe
    /// character escaped, so no spec text can end the literal or add code.
    public static func string(_ text: String) -> String {
        // Most text is printable ASCII without quotes or backslashes, which is written as it is;
        // the look at each scalar's Unicode properties is kept for the rest.
        if text.utf8.allSatisfy({ $0.isPrintableASCII && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
                || scalar.properties.generalCategory == .format:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text for a `///` doc comment line: one line, with line breaks and other separators turned
    /// into spaces so the text cannot leave the comment.
    public static func docComment(_ text: String) -> String {
        if text.utf8.allSatisfy(\.isPrintableASCII) { return text.trimmingSpaces }
        var out = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value < 0x20 || scalar.value == 0x7F || category == .lineSeparator || category == .paragraphSeparator {
                out += " "
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.trimmingSpaces
    }

    /// A `Bool` literal.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
