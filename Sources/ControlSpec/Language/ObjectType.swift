/// A mapping type of a language: its keys, their types and documentation.
public struct ObjectType: Sendable {
    /// The type's name, used for `definitions` in the JSON Schema and headings in the docs.
    public let name: String
    /// What the object describes.
    public let description: String
    /// The keys, in documentation order.
    public let fields: [Field]

    /// An object type of the typed keys `keys` (`ObjectKeys`), in documentation order.
    init(_ name: String, _ description: String, keys: [any FieldDeclaration]) {
        self.name = name
        self.description = description
        fields = keys.map(\.field)
    }

    /// The field for `key`, if the type has one.
    public func field(_ key: String) -> Field? { fieldIndex(key).map { fields[$0] } }

    /// The index in `fields` of the field for `key`, if the type has one.
    func fieldIndex(_ key: String) -> Int? {
        fields.indices.first { fields[$0].key == key }
    }

    /// The object types below this one, each once, depth first in key order (a type referred to
    /// again, such as a part's `children`, is not repeated).
    var typesBelow: [ObjectType] {
        var seen: Set<String> = [name]
        var result: [ObjectType] = []
        var pending = Array(fields.reversed())
        while let field = pending.popLast() {
            for make in field.objectTypes {
                let type = make()
                guard seen.insert(type.name).inserted else { continue }
                result.append(type)
                pending.append(contentsOf: type.fields.reversed())
            }
        }
        return result
    }
}

/// One key of an object type, as the structure checker, the JSON Schema and the key reference
/// read it: made from a typed key (`Key`), whose default it renders.
public struct Field: Sendable {
    /// The key as written in the spec.
    public let key: String
    /// The value's type.
    public let type: ValueType
    /// What the key means; becomes the JSON Schema `description` and the docs entry.
    public let description: String
    /// Whether the key must be present.
    public let isRequired: Bool
    /// What leaving the key out means, when it means something.
    public let defaultValue: FieldDefault?
    /// For a sequence, the typed value of one checked item.
    let item: (@Sendable (Checked) -> Any?)?
    /// The object types the value refers to.
    let objectTypes: [@Sendable () -> ObjectType]

    /// The field of a typed key.
    init<Value>(_ key: String, _ type: SpecType<Value>, _ description: String, isRequired: Bool, default defaultValue: FieldDefault?) {
        self.key = key
        self.type = type.valueType
        self.description = description
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        item = type.item
        objectTypes = type.objectTypes
    }

    /// The default in spec syntax (or the rule that gives it, in words), for documentation.
    public var defaultText: String? { defaultValue?.text }
}

/// What leaving a key out means: a value, written back in spec syntax, or a rule.
public struct FieldDefault: Sendable {
    /// The value in spec syntax (`0.25s`, `[editingDidBegin]`), or the rule (`min`, `track.lineWidth`).
    public let text: String
    /// The value as JSON for the schema's `default`; `nil` for a rule.
    public let json: JSONValue?
}
