/// The rule catalogue as documentation: `docs/rules.md` and the `controlspec rules` listing.
///
/// Both are generated from `Rule.catalogue`, so the documentation never drifts from the code.
/// The output is deterministic: catalogue order, no dates, no paths.
public enum RuleDocumentation {
    /// The command that regenerates `docs/rules.md`.
    public static let regenerationCommand = "swift run controlspec rules --markdown > docs/rules.md"

    /// The full rules documentation of `Rule.catalogue` as Markdown.
    public static func markdown() -> String {
        markdown(for: Rule.catalogue)
    }

    /// One line per rule of `Rule.catalogue`: identifier, default severity and summary in columns.
    public static func plainText() -> String {
        plainText(for: Rule.catalogue)
    }

    /// The Markdown documentation of `rules`, grouped by category in pipeline order.
    static func markdown(for rules: [Rule]) -> String {
        var text = "# Rules\n\n"
        text += "This file is generated from the rule catalogue in the code by\n"
        text += "`\(regenerationCommand)`; do not edit it by hand.\n"
        text += "Every finding names its rule in brackets: `path:line:column: severity: message [rule-id]`.\n"
        for category in RuleCategory.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            text += "\n## \(title(of: category))\n\n\(introduction(of: category))\n"
            text += "\n" + members.map { "[`\($0.id)`](#\($0.id))" }.joined(separator: ", ") + "\n"
            for rule in members {
                text += section(for: rule)
            }
        }
        return text
    }

    /// The listing of `rules`, one per line, columns padded to the widest entry.
    static func plainText(for rules: [Rule]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        return rules.map { rule in
            padded(rule.id, to: idWidth) + "  " + padded(rule.defaultSeverity.rawValue, to: severityWidth)
                + "  " + rule.summary + "\n"
        }.joined()
    }

    /// The documentation of one rule: heading, severity, summary, rationale and examples.
    private static func section(for rule: Rule) -> String {
        var text = "\n### `\(rule.id)`\n\n"
        text += "Default severity: **\(rule.defaultSeverity.rawValue)**\n\n"
        text += "\(rule.summary)\n\n\(rule.rationale)\n"
        if !rule.triggering.isEmpty {
            text += "\n#### Triggering examples\n"
            for example in rule.triggering {
                text += "\n" + codeBlock(example.bytes, language: rule.category == .templates ? "mustache" : "yaml")
                text += "\nExpected diagnostics:\n\n"
                text += codeBlock(Array(example.expected.map { $0 + "\n" }.joined().utf8), language: "text")
            }
        }
        if !rule.nonTriggering.isEmpty {
            text += "\n#### Non-triggering examples\n"
            for source in rule.nonTriggering {
                text += "\n" + codeBlock(Array(source.utf8), language: rule.category == .templates ? "mustache" : "yaml")
            }
        }
        return text
    }

    /// A fenced code block showing `bytes` safely, followed by a legend when bytes were escaped.
    private static func codeBlock(_ bytes: [UInt8], language: String) -> String {
        let (shown, escaped) = displayText(of: bytes)
        let body = shown.isEmpty || shown.hasSuffix("\n") ? shown : shown + "\n"
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: body) + 1))
        var text = "\(fence)\(language)\n\(body)\(fence)\n"
        if escaped {
            text += "\nThe file holds raw bytes, shown as escapes: `\\xFF` is a byte that is not UTF-8, "
            text += "`\\0` a NUL, `\\t` a tab, `\\r` a carriage return, `\\u{FEFF}` an invisible character.\n"
        }
        return text
    }

    /// The bytes as printable text: valid UTF-8 stays as it is, except that invalid bytes become
    /// `\xNN` and control or invisible characters (other than the line feed) become escapes.
    /// `escaped` tells whether any escape was written.
    static func displayText(of bytes: [UInt8]) -> (text: String, escaped: Bool) {
        var text = ""
        var escaped = false
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if let escape = escape(for: scalar) {
                    text += escape
                    escaped = true
                } else {
                    text.unicodeScalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    text += hexEscape(byte)
                }
                escaped = true
                offset += length
            case .emptyInput:
                return (text, escaped)
            }
        }
    }

    /// The escape shown for a scalar that would be invisible or disturb the layout, or `nil`.
    private static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return nil
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return scalar.isASCII
                    ? hexEscape(UInt8(scalar.value))
                    : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return nil
            }
        }
    }

    /// A byte as `\xNN` with two upper-case hexadecimal digits.
    private static func hexEscape(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// The length of the longest run of backticks in `text`, so that a fence can be longer.
    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// `text` followed by spaces up to `width` characters.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The section heading of a category.
    private static func title(of category: RuleCategory) -> String {
        switch category {
        case .yaml: "YAML"
        case .structure: "Structure"
        case .semantics: "Semantics"
        case .design: "Design"
        case .project: "Project"
        case .templates: "Templates"
        case .configuration: "Configuration"
        case .tokens: "Design tokens"
        }
    }

    /// The sentence that opens a category's section.
    private static func introduction(of category: RuleCategory) -> String {
        switch category {
        case .yaml: "Reading the file: encoding, YAML syntax, size limits and YAML traps."
        case .structure: "The shape of the spec: keys, types and value formats."
        case .semantics: "Meaning across keys: ranges, references and timing."
        case .design: "Design advice: accessibility, touch targets, contrast and timing. These are the rules the configuration's `rules:` can change " +
            "([configuration.md](configuration.md#rules))."
        case .project: "Across the specs compiled together; examples describe several files."
        case .templates: "Custom code templates given with `--templates`; examples are Mustache templates, not specs."
        case .configuration: "The `.controlspec.yml` configuration file; examples are configuration files, not specs. " +
            "Every structure rule above applies to it too."
        case .tokens: "The design token files and resolver documents the configuration's `tokens:` lists ([tokens.md](tokens.md)); " +
            "examples are token files, not specs. The YAML rules apply to them too, since JSON is read as YAML."
        }
    }
}
