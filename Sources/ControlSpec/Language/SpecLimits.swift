/// The bounds every spec's numbers stay within, whatever their key, so that no legal value can
/// overflow the arithmetic of layout, animation and output, or make a preview enormous
/// (docs/limits.md). The checker reports a number past a bound as `out-of-range` at the number.
public enum SpecLimits {
    /// The largest magnitude of any number in a spec, in any unit: 10¹². Sums, differences and
    /// products of two such numbers stay finite, and every whole one is exact in a `Double` and
    /// converts to `Int64` without trapping.
    public static let maxMagnitude = 1e12

    /// The longest side of a control's `size`, in points: 10,000 (the largest iPad screen is
    /// under 1,400 points wide). A preview is as large as its control.
    public static let maxSide = 10_000.0

    /// The longest duration, in seconds: one hour.
    public static let maxDuration = 3_600.0

    /// The most items of any sequence in a spec (parts of one level, keyframes of one animation,
    /// events): 256.
    public static let maxItems = 256

    /// How many fraction digits a number may be shown with (a slider's `labels.fractionDigits`,
    /// `{value:2}` in an accessibility value): 0 to 6.
    public static let fractionDigits = 0...6

    /// The most parts of a button, children included: 256. Each is drawn into every preview
    /// frame, so previews grow with their number.
    public static let maxParts = 256

    /// Whether `value` lies within `maxMagnitude` (and so is finite).
    public static func isWithinMagnitude(_ value: Double) -> Bool {
        abs(value) <= maxMagnitude
    }

    /// The first number written in `text` (`1e308` in `1e308x1e308`) whose magnitude exceeds
    /// `maxMagnitude`, or `nil`. A number is a run of digits, with sign, point and exponent.
    static func firstTooLarge(in text: String) -> Substring? {
        let isNumberByte: (UInt8) -> Bool = { byte in
            byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        // Over bytes when the text is ASCII, where each byte is a character (every scalar passes
        // through here); otherwise by characters, where a combining mark makes a digit before it
        // no digit.
        guard text.utf8.allSatisfy({ $0.isASCII }) else { return firstTooLarge(byCharactersIn: text) }
        let bytes = text.utf8
        var rest = bytes[...]
        while let start = rest.firstIndex(where: isNumberByte) {
            let end = rest[start...].firstIndex(where: { !isNumberByte($0) }) ?? bytes.endIndex
            let run = Substring(text[start..<end])
            if let value = NumberSyntax.decimal(run), !isWithinMagnitude(value) { return run }
            rest = bytes[end...]
        }
        return nil
    }

    /// `firstTooLarge(in:)` character by character.
    private static func firstTooLarge(byCharactersIn text: String) -> Substring? {
        let isNumberCharacter: (Character) -> Bool = { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        var rest = text[...]
        while let start = rest.firstIndex(where: isNumberCharacter) {
            let run = rest[start...].prefix(while: isNumberCharacter)
            if let value = NumberSyntax.decimal(run), !isWithinMagnitude(value) { return run }
            rest = rest[run.endIndex...]
        }
        return nil
    }

    /// The problem of a number past `maxMagnitude`, written as `text`.
    static func tooLarge(_ text: some StringProtocol) -> ScalarProblem {
        ScalarProblem(rule: .outOfRange, message: "expected a number from -1e12 to 1e12, found \(text)",
                      notes: ["every number in a spec, in any unit, lies within ±1e12"])
    }
}
