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
        // Most scalars start with no word's first byte and are looked up in no table.
        let first = value.utf8.first
        if first.map(Self.wordFirstBytes.contains) ?? true, let word = Self.words[value] { return word }
        if let number = NumberSyntax.decimal(value[...])
            ?? (first == UInt8(ascii: "0") ? Self.integer(value, prefix: "0o", radix: 8) ?? Self.integer(value, prefix: "0x", radix: 16) : nil) {
            return .number(number)
        }
        return .text(value)
    }

    /// The core schema's words for null, booleans, infinity and NaN, with their values.
    private static let words: [String: YAMLCoreValue] = {
        var words: [String: YAMLCoreValue] = [:]
        for word in ["", "~", "null", "Null", "NULL"] { words[word] = .null }
        for word in ["true", "True", "TRUE"] { words[word] = .bool(true) }
        for word in ["false", "False", "FALSE"] { words[word] = .bool(false) }
        for word in [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"] { words[word] = .number(.infinity) }
        for word in ["-.inf", "-.Inf", "-.INF"] { words[word] = .number(-.infinity) }
        for word in [".nan", ".NaN", ".NAN"] { words[word] = .number(.nan) }
        return words
    }()

    /// The first bytes of `words`.
    private static let wordFirstBytes = Set(words.keys.compactMap(\.utf8.first))

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
