/// What YAML 1.2's core schema makes of a scalar: null, a boolean, a number or text. This is the
/// value an editor's YAML language server hands to the JSON Schema, so the checker reads plain
/// scalars the same way (`True` is a boolean, `0x10` is 16, a plain `5` is no text).
public enum YAMLCoreValue: Sendable, Equatable {
    /// `null`, `~` or nothing.
    case null
    /// `true`, `True`, `TRUE`, `false`, `False`, `FALSE`.
    case bool(Bool)
    /// A decimal, octal (`0o17`) or hexadecimal (`0x10`) integer, or a float (`.inf` included).
    case number(Double)
    /// Anything else, and every quoted or block scalar.
    case text(String)
}

extension YAMLScalar {
    /// The scalar as YAML 1.2's core schema resolves it.
    public var coreValue: YAMLCoreValue {
        guard isPlain else { return .text(value) }
        // Only these bytes start a word below: most scalars are compared with none of them.
        let first = value.utf8.first
        if first.map({ "~nNtTfF.+-".utf8.contains($0) }) ?? true, let word = Self.word(value) { return word }
        if let number = NumberSyntax.decimal(value[...]) ?? (first == UInt8(ascii: "0") ? Self.integer(value, prefix: "0o", radix: 8) ?? Self.integer(value, prefix: "0x", radix: 16) : nil) {
            return .number(number)
        }
        return .text(value)
    }

    /// The value of one of the core schema's words for null, booleans, infinity and NaN.
    private static func word(_ value: String) -> YAMLCoreValue? {
        switch value {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: return nil
        }
    }

    /// The value of an unsigned integer written in `radix` after `prefix`, or `nil`.
    private static func integer(_ text: String, prefix: String, radix: Int) -> Double? {
        guard text.hasPrefix(prefix), text.count > prefix.count else { return nil }
        var value = 0.0
        for character in text.dropFirst(prefix.count) {
            guard let digit = character.hexDigitValue, digit < radix, character.isASCII else { return nil }
            value = value * Double(radix) + Double(digit)
        }
        return value
    }
}
