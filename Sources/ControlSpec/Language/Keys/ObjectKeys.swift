/// The keys of one object type of a language, declared as typed static members of a namespace:
///
/// ```swift
/// enum KnobValueKeys: ObjectKeys {
///     static let typeName = "KnobValue"
///     static let objectType = ObjectType(typeName, "The value of a one-value control.", keys: [min, max, step])
///     static let min = required("min", .number(.any), "The smallest value.")
///     static let max = required("max", .number(.any), "The largest value.")
///     static let step = optional("step", .number(.nonNegative), "The step values snap to.", default: 0)
/// }
/// ```
///
/// Each key carries its value type, description and default; the object type lists the keys in
/// documentation order. A checked object of the type is read with the keys
/// (`value[KnobValueKeys.step]` is a `Double`, the default filled in), and the compiler refuses a
/// key of another object type.
///
/// The namespaces are stateless, so their metatypes are `SendableMetatype`: the `@Sendable`
/// closures of the keys (a derived default, an object's type) name them, and are called on every
/// thread of a run.
protocol ObjectKeys: SendableMetatype {
    /// The object type's name, for `definitions` in the JSON Schema and headings in the docs.
    static var typeName: String { get }
    /// The object type: its description and its keys.
    static var objectType: ObjectType { get }
}

/// A key's declaration without its Swift type, as the structure checker, the JSON Schema and the
/// key reference read it.
protocol FieldDeclaration: Sendable {
    /// The key's field.
    var field: Field { get }
}

extension ObjectKeys {
    /// A key that must be present; the checked value is `nil` when it is missing or invalid
    /// (both are reported).
    static func required<Value>(_ name: String, _ type: SpecType<Value>, _ description: String) -> Key<Self, Value?> {
        Key(Field(name, type, description, isRequired: true, default: nil)) { $0.value(of: name, type) }
    }

    /// A key that may be left out, and means nothing then (`gloss`, `maxAngleJump`).
    static func optional<Value>(_ name: String, _ type: SpecType<Value>, _ description: String) -> Key<Self, Value?> {
        Key(Field(name, type, description, isRequired: false, default: nil)) { $0.value(of: name, type) }
    }

    /// A key that may be left out, with the value it then has.
    static func optional<Value>(_ name: String, _ type: SpecType<Value>, _ description: String, default value: Value) -> Key<Self, Value> {
        let rendered = FieldDefault(text: type.format(value), json: type.json(value))
        return Key(Field(name, type, description, isRequired: false, default: rendered)) { $0.value(of: name, type) ?? value }
    }

    /// A key that may be left out, whose value then follows from other keys of the same object.
    static func optional<Value>(_ name: String, _ type: SpecType<Value>, _ description: String, default rule: Derived<Self, Value>) -> Key<Self, Value> {
        Key(Field(name, type, description, isRequired: false, default: FieldDefault(text: rule.text, json: nil))) {
            $0.value(of: name, type) ?? rule.compute($0)
        }
    }

    /// A key that may be left out, whose value then follows from other keys of the same object
    /// that may be missing themselves (`initial` follows the required `min`).
    static func optional<Value>(_ name: String, _ type: SpecType<Value>, _ description: String, default rule: Derived<Self, Value?>) -> Key<Self, Value?> {
        Key(Field(name, type, description, isRequired: false, default: FieldDefault(text: rule.text, json: nil))) {
            $0.value(of: name, type) ?? rule.compute($0)
        }
    }

    /// An object key that may be left out, which then reads as the object with none of its keys
    /// written: each of its keys has its own default.
    static func optional<Inner>(_ name: String, _ type: SpecType<SpecObject<Inner>>, _ description: String,
        default: EmptyDefault) -> Key<Self, SpecObject<Inner>> {
        Key(Field(name, type, description, isRequired: false, default: nil)) { parent in
            parent.value(of: name, type) ?? SpecObject(CheckedObject(span: parent.span, keyPath: parent.path(name), entries: []))
        }
    }

    /// A sequence key that may be left out, which then reads as no items (a sequence the spec
    /// writes has at least one, so the docs show no default value).
    static func optional<Element>(_ name: String, _ type: SpecType<[Element]>, _ description: String, default: EmptyDefault) -> Key<Self, [Element]> {
        Key(Field(name, type, description, isRequired: false, default: nil)) { $0.value(of: name, type) ?? [] }
    }

    /// A key that may be left out, whose value then depends on the rest of the spec (another
    /// object, the kind, the layout): `rule` says how, in words, and the one place that computes
    /// it names this key. The checked value is `nil` when the key is left out.
    static func optional<Value>(_ name: String, _ type: SpecType<Value>, _ description: String, default rule: DescribedDefault) -> Key<Self, Value?> {
        Key(Field(name, type, description, isRequired: false, default: FieldDefault(text: rule.text, json: nil))) { $0.value(of: name, type) }
    }
}

/// The default of an object or sequence key that is left out.
enum EmptyDefault {
    /// The object with none of its keys written, or no items.
    case empty
}
