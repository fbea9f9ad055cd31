/// Numbers written in text: decimal, optional sign, fraction and exponent, as YAML's core schema
/// writes floats. (A whole plain scalar is resolved by `YAMLScalar.coreValue`, which also reads
/// YAML's hexadecimal and octal integers.)
enum NumberSyntax {
    /// The value of a decimal number, or `nil` if `text` is not one or its magnitude exceeds
    /// `SpecLimits.maxMagnitude` (every number in a spec is finite and within it).
    static func parse(_ text: Substring) -> Double? {
        decimal(text).flatMap { SpecLimits.isWithinMagnitude($0) ? $0 : nil }
    }

    /// The value of a decimal number, infinite when it overflows, or `nil` if `text` is not one.
    static func decimal(_ text: Substring) -> Double? {
        var rest = text[...]
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        var fraction = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
        }
        guard !digits.isEmpty || !fraction.isEmpty else { return nil }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return nil }
            rest = rest.dropFirst(exponent.count)
        }
        guard rest.isEmpty else { return nil }
        return Double(String(text))
    }

    /// `parse` for a number written without exponent (a colour component, a Bézier x coordinate:
    /// numbers from 0 to 1, which the JSON Schema spells out digit by digit).
    static func parseWithoutExponent(_ text: Substring) -> Double? {
        text.contains(where: { $0 == "e" || $0 == "E" }) ? nil : parse(text)
    }

    /// `parse` for a whole string.
    static func parse(_ text: String) -> Double? { parse(text[...]) }

    /// Splits `text` into a leading number and the unit letters after it (`45deg`, `0.25 s`);
    /// the unit is empty for a bare number. `nil` when the part before the unit is no number.
    static func splitUnit(_ text: String) -> (number: Double, unit: String)? {
        let trimmed = text.trimmingSpaces
        let unit = trimmed.reversed().prefix { $0.isLetter || $0 == "°" }
        let numberText = trimmed.dropLast(unit.count).trimmingSpaces
        guard let number = parse(numberText) else { return nil }
        return (number, String(unit.reversed()))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
