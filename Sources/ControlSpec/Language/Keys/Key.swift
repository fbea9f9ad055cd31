/// A key of the object type `Owner`, typed by the Swift value a checked object holds for it:
/// `Value` is `Double` for a key with a default, `Double?` for one that may be missing.
///
/// Made by the constructors of `ObjectKeys` (`required`, `optional`), which keep the key's
/// declaration (`field`) and how a checked object is read for it together, so the default the
/// docs and the JSON Schema show is the value the model gets.
///
/// A class, immutable: the keys are static tables that every thread of a run reads, and a copy of
/// a key (into a list of keys, or a generic function's own copy) then retains one reference,
/// not the eight of its field and reader.
final class Key<Owner: ObjectKeys, Value: Sendable>: FieldDeclaration {
    /// The key's declaration.
    let field: Field
    /// The key's value in a checked object of `Owner`: the written value, or the default.
    let read: @Sendable (CheckedObject) -> Value

    /// A key from its declaration and its reader.
    init(_ field: Field, read: @escaping @Sendable (CheckedObject) -> Value) {
        self.field = field
        self.read = read
    }

    /// The key as written in a spec.
    var name: String { field.key }
}

/// The default of a key that follows from other keys of the same object: the rule in words (or
/// the other key's name) for the docs, and its computation.
struct Derived<Owner: ObjectKeys, Value: Sendable>: Sendable {
    /// The rule as the docs and the JSON Schema show it: `min`, or words.
    let text: String
    /// The value the rule gives in a checked object.
    let compute: @Sendable (CheckedObject) -> Value

    /// The value of another key of the same object (`initial` defaults to `min`).
    static func key(_ source: Key<Owner, Value>) -> Derived {
        Derived(text: source.name, compute: source.read)
    }

    /// A rule in words with its computation.
    static func rule(_ text: String, _ compute: @escaping @Sendable (SpecObject<Owner>) -> Value) -> Derived {
        Derived(text: text) { compute(SpecObject($0)) }
    }
}

/// The default of a key whose value depends on more than its own object, in words: the model
/// keeps the key's absence and the rule is computed where the rest is known (the kernel's layout,
/// the kind, another object). Each such rule names the key where it is computed.
struct DescribedDefault: Sendable {
    /// The rule in words.
    let text: String

    /// A rule in words.
    init(_ text: String) {
        self.text = text
    }
}
