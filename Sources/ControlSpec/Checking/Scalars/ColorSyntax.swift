/// Colours: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and
/// `white(w)` / `white(w, a)` with components from 0 to 1 written without exponent, UIKit colour
/// names, and `tint`. Names are words, written exactly; spaces may surround the other forms.
enum ColorSyntax {
    /// Parses a colour.
    static func parse(_ text: String) -> Result<ColorValue, ScalarProblem> {
        if text == NamedColors.tintWord { return .success(.tint) }
        if NamedColors.isName(text) { return .success(.named(text)) }
        let t = text.trimmingSpaces
        if t.hasPrefix("#") { return parseHex(t) }
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            return parseFunction(String(t[..<open]).trimmingSpaces, arguments: String(t[t.index(after: open)..<t.index(before: t.endIndex)]), text: t)
        }
        let suffix = Suggestion.suffix(for: text, in: NamedColors.words)
        let notes = suffix.isEmpty ? ["write a colour name such as 'systemPink', 'tint', '#FF2D55', 'rgb(0, 0.45, 0.94)' or 'white(0.9)'"] : []
        return .failure(ScalarProblem(rule: .unknownValue, message: "unknown colour '\(text)'\(suffix)", notes: notes))
    }

    private static func parseHex(_ t: String) -> Result<ColorValue, ScalarProblem> {
        let digits = Array(t.dropFirst())
        let values = digits.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
        guard values.count == digits.count, [3, 6, 8].contains(digits.count) else {
            return .failure(.invalidFormat(expected: "a hex colour '#RGB', '#RRGGBB' or '#RRGGBBAA'", found: t))
        }
        let channels: [Double]
        if digits.count == 3 {
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        }
        return .success(.rgba(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)))
    }

    private static func parseFunction(_ name: String, arguments: String, text: String) -> Result<ColorValue, ScalarProblem> {
        guard let function = ColorFunction(word: name) else {
            let suffix = Suggestion.suffix(for: name, in: ColorFunction.words)
            let names = ColorFunction.words.map { "'\($0)'" }
            return .failure(ScalarProblem(rule: .unknownValue, message: "unknown colour function '\(name)'\(suffix)",
                notes: suffix.isEmpty ? ["colour functions are \(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1])"] : []))
        }
        let allowed = function.componentCounts
        let pieces = arguments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces[...] }
        let numbers = pieces.map(NumberSyntax.parseWithoutExponent)
        guard allowed.contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else {
            let expected = allowed.map(String.init).joined(separator: " or ")
            let hasExponent = pieces.contains { NumberSyntax.parse($0) != nil && NumberSyntax.parseWithoutExponent($0) == nil }
            return .failure(.invalidFormat(expected: "\(expected) numbers in '\(name)()'", found: text,
                notes: hasExponent ? ["write each component as a decimal from 0 to 1, without exponent"] : []))
        }
        let components = numbers.map { $0! }
        if let bad = components.first(where: { $0 < 0 || $0 > 1 }) {
            var notes = ["colour components go from 0 to 1"]
            if bad > 1, bad <= 255 { notes = ["colour components go from 0 to 1; for 0–255 values divide by 255 or write '#RRGGBB'"] }
            return .failure(ScalarProblem(rule: .outOfRange, message: "colour component \(bad.shortText) in '\(text)' is outside 0…1", notes: notes))
        }
        switch function {
        case .white: return .success(.white(components[0], alpha: components.count == 2 ? components[1] : 1))
        case .rgb, .rgba: return .success(.rgba(RGBA(red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)))
        }
    }
}
