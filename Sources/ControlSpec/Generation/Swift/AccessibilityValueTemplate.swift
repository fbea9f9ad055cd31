/// Turns an accessibility value template (`{percent:0} percent`) into a Swift string expression.
enum AccessibilityValueTemplate {
    /// A Swift string literal with interpolations: each `{name}` or `{name:digits}` becomes
    /// `<kernel>.SpokenNumber.text(<expression>, fractionDigits: digits)` (`nil` digits when
    /// the placeholder gives none), `kernel` naming the enum of the kernel's types; the text between is escaped, so no
    /// template text can end the literal. `placeholders` maps names to Swift expressions; the
    /// checker has already rejected unknown names and digit counts outside `SpecLimits.fractionDigits`.
    static func swiftExpression(_ template: String, kernel: String, placeholders: [String: String]) -> String {
        let spoken = kernel + ".SpokenNumber.text("
        var out = "\""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += escaped(rest[..<open])
            let inner = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(inner[0])
            let digits = inner.count == 2 ? Int(inner[1]).map(String.init) ?? "nil" : "nil"
            if let expression = placeholders[name] {
                out += "\\(" + spoken + expression + ", fractionDigits: " + digits + "))"
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + escaped(rest) + "\""
    }

    /// Text as it may stand inside a Swift string literal.
    private static func escaped(_ text: Substring) -> String {
        String(SwiftLiteral.string(String(text)).dropFirst().dropLast())
    }
}
