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
    /// The grammar is read over the UTF-8 bytes: every scalar it takes is ASCII, so a byte that
    /// is not one of them (a combining mark after a digit included) rejects the text, as it
    /// would character by character. A spec's every scalar passes through here.
    static func decimal(_ text: Substring) -> Double? {
        let isDecimal = text.withUTF8Bytes(Self.isDecimal)
        return isDecimal ? Double(String(text)) : nil
    }

    /// Whether `bytes` spell a decimal number: an optional sign, digits with an optional
    /// fraction (at least one digit in all), and an optional exponent with at least one digit.
    private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }
        /// The number of digits from `index` on, skipped.
        func skipDigits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        skipSign()
        var digits = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.count
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
        // ASCII text, where each byte is a character and the letters are A to Z and a to z, is
        // split over its bytes: going through characters took a duration's check 18,000 instructions.
        if let unitLength = trimmed.withUTF8Bytes(Self.asciiUnitLength) {
            let unitStart = trimmed.utf8.index(trimmed.endIndex, offsetBy: -unitLength)
            guard let number = parse(trimmed[..<unitStart].trimmingSpaces) else { return nil }
            return (number, String(trimmed[unitStart...]))
        }
        return splitUnit(byCharactersIn: trimmed)
    }

    /// `splitUnit` character by character, for `trimmed`, which has no spaces around it.
    static func splitUnit(byCharactersIn trimmed: String) -> (number: Double, unit: String)? {
        let unit = trimmed.reversed().prefix { $0.isLetter || $0 == "°" }
        let numberText = trimmed.dropLast(unit.count).trimmingSpaces
        guard let number = parse(numberText) else { return nil }
        return (number, String(unit.reversed()))
    }

    /// The number of ASCII letters `bytes` end with, or `nil` when a byte is not ASCII.
    private static func asciiUnitLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.allSatisfy({ $0.isASCII }) else { return nil }
        var start = bytes.count
        while start > 0, (bytes[start - 1] | 0x20) &- UInt8(ascii: "a") < 26 { start -= 1 }
        return bytes.count - start
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // Over the bytes when the text is ASCII, where each byte is a character (every checked
        // scalar is trimmed, most of them more than once); by characters otherwise, where a space
        // followed by a combining mark is no space.
        if let trimmed = withUTF8Bytes({ bytes -> String? in
            guard bytes.allSatisfy({ $0.isASCII }) else { return nil }
            var start = 0, end = bytes.count
            while start < end, Self.isSpaceOrTab(bytes[start]) { start += 1 }
            while end > start, Self.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }) {
            return trimmed
        }
        return trimmingSpacesByCharacters
    }

    /// Whether `byte` is what trimming takes off: a space or a tab.
    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// `trimmingSpaces` character by character.
    var trimmingSpacesByCharacters: String {
        // A character is a space only alone: `asciiValue` is `nil` for a space with a combining mark.
        let isSpace: (Character) -> Bool = { $0.asciiValue.map(Self.isSpaceOrTab) ?? false }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
