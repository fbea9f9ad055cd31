extension JSONValue {
    /// The value as pretty-printed JSON: two-space indentation, one member per line, arrays of
    /// scalars on one line when that line stays short, and a final newline. Text outside ASCII
    /// is written as is (UTF-8); quotes, backslashes and control characters are escaped.
    public var prettyText: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    /// The longest inline array of scalars, in characters, before items go on their own lines.
    static let inlineArrayLimit = 72

    private func write(to text: inout String, indent: String) {
        switch self {
        case .string(let s): text += Self.quoted(s)
        case .number(let n): text += n.shortText
        case .bool(let b): text += b ? "true" : "false"
        case .array(let items):
            if items.isEmpty {
                text += "[]"
            } else if items.allSatisfy(\.isScalar), case let inline = inlineText(of: items), inline.count <= Self.inlineArrayLimit {
                text += inline
            } else {
                let inner = indent + "  "
                text += "[\n"
                for (index, item) in items.enumerated() {
                    text += inner
                    item.write(to: &text, indent: inner)
                    text += index == items.count - 1 ? "\n" : ",\n"
                }
                text += indent + "]"
            }
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + Self.quoted(member.key) + ": "
                member.value.write(to: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// `[a, b, c]` on one line.
    private func inlineText(of items: [JSONValue]) -> String {
        var parts: [String] = []
        for item in items {
            var part = ""
            item.write(to: &part, indent: "")
            parts.append(part)
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        var text = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
