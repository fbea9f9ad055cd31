@testable import ControlSpec

/// YAML nodes as JSON text, the way an editor's YAML language server hands them to a JSON
/// Schema validator: plain scalars resolve by YAML 1.2's core schema (numbers, `true`/`false`,
/// `null`), every other scalar is a string.
extension YAMLNode {
    /// The node as compact JSON text.
    var jsonText: String {
        switch content {
        case .mapping(let pairs):
            "{" + pairs.map { JSONValue.quoted($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
        case .sequence(let items):
            "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .scalar(let scalar):
            scalar.isPlain ? CoreSchema.resolve(scalar.value) : JSONValue.quoted(scalar.value)
        }
    }
}

/// YAML 1.2's core schema for plain scalars, producing JSON text.
enum CoreSchema {
    /// The JSON text of a plain scalar.
    static func resolve(_ text: String) -> String {
        switch text {
        case "", "~", "null", "Null", "NULL": return "null"
        case "true", "True", "TRUE": return "true"
        case "false", "False", "FALSE": return "false"
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return "Infinity"
        case "-.inf", "-.Inf", "-.INF": return "-Infinity"
        case ".nan", ".NaN", ".NAN": return "NaN"
        default: break
        }
        if let integer = integerValue(text) { return integer }
        if matches(text, #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#), let value = Double(text) {
            return value.isFinite ? "\(value)" : (value < 0 ? "-Infinity" : "Infinity")
        }
        return JSONValue.quoted(text)
    }

    /// A core-schema integer (decimal, `0o` octal, `0x` hex) as JSON text.
    private static func integerValue(_ text: String) -> String? {
        if matches(text, "^[-+]?[0-9]+$") {
            let digits = text.hasPrefix("+") ? String(text.dropFirst()) : text
            return Int(digits).map(String.init) ?? Double(digits).map { "\($0)" }
        }
        if matches(text, "^0o[0-7]+$") { return Int(text.dropFirst(2), radix: 8).map(String.init) }
        if matches(text, "^0x[0-9a-fA-F]+$") { return Int(text.dropFirst(2), radix: 16).map(String.init) }
        return nil
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}
