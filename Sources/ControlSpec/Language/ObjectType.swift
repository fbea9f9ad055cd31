/// A mapping type of the spec language: its keys, their types and documentation.
public struct ObjectType: Sendable {
    /// The type's name, used for `definitions` in the JSON Schema and headings in the docs.
    public var name: String
    /// What the object describes.
    public var description: String
    /// The keys, in documentation order.
    public var fields: [Field]

    /// Creates an object type.
    public init(_ name: String, _ description: String, fields: [Field]) {
        self.name = name
        self.description = description
        self.fields = fields
    }

    /// The field for `key`, if the type has one.
    public func field(_ key: String) -> Field? { fields.first { $0.key == key } }
}

/// One key of an object type.
public struct Field: Sendable {
    /// The key as written in the spec.
    public var key: String
    /// The value's type.
    public var type: ValueType
    /// What the key means; becomes the JSON Schema `description` and the docs entry.
    public var description: String
    /// Whether the key must be present.
    public var isRequired: Bool
    /// The default in spec syntax, for documentation (`nil` when there is none or it depends).
    public var defaultText: String?

    /// A key that must be present.
    public static func required(_ key: String, _ type: ValueType, _ description: String) -> Field {
        Field(key: key, type: type, description: description, isRequired: true, defaultText: nil)
    }

    /// A key that may be left out; `default` documents what leaving it out means.
    public static func optional(
        _ key: String, _ type: ValueType, _ description: String, default defaultText: String? = nil
    ) -> Field {
        Field(key: key, type: type, description: description, isRequired: false, defaultText: defaultText)
    }
}
