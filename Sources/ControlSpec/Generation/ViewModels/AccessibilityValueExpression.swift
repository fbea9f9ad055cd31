/// Turns an accessibility value template (`{lower} to {upper}`, `{value:1}`) into a Swift
/// expression that builds the text at run time.
enum AccessibilityValueExpression {
    /// The Swift expression for `template`: string literals for the text between placeholders and
    /// `formatter(variable, fractionDigits: n)` calls (`nil` digits when the placeholder gives
    /// none) for each placeholder whose name `values` maps to a Swift variable, joined with `+`.
    /// Text that is not a known placeholder stays literal text.
    static func swift(for template: String, values: [String: String], formatter: String) -> String {
        var parts: [String] = []
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let inner = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let digits = inner.count == 2 ? Int(inner[1]) : nil
            if let variable = values[String(inner[0])], inner.count == 1 || digits.map({ (0...6).contains($0) }) == true {
                if !text.isEmpty { parts.append(SwiftLiteral.string(text)) }
                text = ""
                parts.append("\(formatter)(\(variable), fractionDigits: \(digits.map(String.init) ?? "nil"))")
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if !text.isEmpty || parts.isEmpty { parts.append(SwiftLiteral.string(text)) }
        return parts.joined(separator: " + ")
    }
}
