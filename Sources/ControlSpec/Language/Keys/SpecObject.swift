/// A checked mapping of the object type `Keys`, read with its typed keys:
/// `value[KnobValueKeys.step]` is the written step or its declared default.
struct SpecObject<Keys: ObjectKeys>: Sendable {
    /// The checked mapping.
    let checked: CheckedObject

    /// The object of a checked mapping of `Keys`' type.
    init(_ checked: CheckedObject) {
        self.checked = checked
    }

    /// The key's value: the written value when it is valid, else the key's default (`nil` for a
    /// key without one).
    subscript<Value>(_ key: Key<Keys, Value>) -> Value { key.read(checked) }

    /// Whether the spec writes `key` with a valid value (a default is not written).
    func gives<Value>(_ key: Key<Keys, Value>) -> Bool { checked.index(of: key.name) != nil }

    /// Whether the spec writes `key` at all, even with an invalid value: for checks of keys that
    /// have no effect, which hold whatever the value.
    func writes<Value>(_ key: Key<Keys, Value>) -> Bool { checked.writtenKeys.contains(key.name) }

    /// The span of `key`'s value, or of the object when the key has no valid value.
    func span<Value>(of key: Key<Keys, Value>) -> SourceSpan { checked.span(of: key.name) }

    /// The span of `key` itself, or of the object when it is not written with a valid value.
    func keySpan<Value>(of key: Key<Keys, Value>) -> SourceSpan { checked.keySpan(of: key.name) }

    /// The key path of `key` in this object (`value.step`).
    func path<Value>(_ key: Key<Keys, Value>) -> String { checked.path(key.name) }

    /// Whether the spec writes the key of `field` with a valid value: for lists of keys of
    /// different value types.
    func gives(_ field: Field) -> Bool { checked.index(of: field.key) != nil }

    /// Whether the spec writes the key of `field` at all, even with an invalid value.
    func writes(_ field: Field) -> Bool { checked.writtenKeys.contains(field.key) }

    /// The span of `field`'s key itself, or of the object.
    func keySpan(of field: Field) -> SourceSpan { checked.keySpan(of: field.key) }

    /// The span of the value of `field`'s key, or of the object.
    func span(of field: Field) -> SourceSpan { checked.span(of: field.key) }

    /// The key path of `field`'s key in this object.
    func path(_ field: Field) -> String { checked.path(field.key) }

    /// The items the spec writes for a sequence key, each with its value and where it is.
    func items<Element>(_ key: Key<Keys, [Element]>) -> [Located<Element>] { located(key.name, key.field) }

    /// The items the spec writes for a sequence key that may be left out.
    func items<Element>(_ key: Key<Keys, [Element]?>) -> [Located<Element>] { located(key.name, key.field) }

    /// The object's source text.
    var span: SourceSpan { checked.span }

    /// The object's key path (empty at the top level).
    var keyPath: String { checked.keyPath }

    /// The valid items of the sequence written for `name`, typed by the field's element type.
    private func located<Element>(_ name: String, _ field: Field) -> [Located<Element>] {
        guard case .list(let items)? = checked[name]?.value, let item = field.item else { return [] }
        return items.compactMap { entry in
            (item(entry.value) as? Element).map { Located(value: $0, span: entry.span, keyPath: entry.keyPath) }
        }
    }
}

/// A value written in a spec, with where it is.
struct Located<Value: Sendable>: Sendable {
    /// The value.
    var value: Value
    /// Where it is written.
    var span: SourceSpan
    /// Its key path (`interaction.events.begin[0]`).
    var keyPath: String
}

/// An entry of a mapping from names to values (a button's `states`), with where it is.
struct NamedEntry<Value: Sendable>: Sendable {
    /// The name, as the key.
    var name: String
    /// The value.
    var value: Value
    /// Where the name is written.
    var keySpan: SourceSpan
    /// Where the value is written.
    var valueSpan: SourceSpan
    /// The entry's key path (`states.pressed`).
    var keyPath: String
}
