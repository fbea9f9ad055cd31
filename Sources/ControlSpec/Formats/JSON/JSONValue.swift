/// A JSON value whose objects keep their keys in the order they were built, so that every JSON
/// controlspec writes (the JSON Schema, the JSON and SARIF reports) reads in a chosen order and is
/// byte-for-byte deterministic.
public indirect enum JSONValue: Sendable, Hashable {
    /// A string.
    case string(String)
    /// A number; integral values are written without a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object, its members in writing order (keys are unique).
    case object([JSONMember])

    /// Whether the value is a string, number or boolean.
    var isScalar: Bool {
        switch self {
        case .string, .number, .bool: true
        case .array, .object: false
        }
    }
}

/// A member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    /// A string literal as a JSON string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal as a JSON array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A boolean literal as a JSON boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal as a JSON number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue {
    /// An object from `key: value` pairs in order; `nil` values are left out.
    static func object(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key, $0) } })
    }

    /// An array of strings.
    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }
}
