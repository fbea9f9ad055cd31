/// A value that passed the structure check, typed by its `ValueType` but not yet interpreted.
///
/// The structure checker (`StructureChecker`) turns nodes into `Checked` values; the semantic
/// checks read them to build the model. A key whose value was invalid is simply absent, so
/// later checks never report a problem twice.
indirect enum Checked: Sendable {
    case text(String)
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case word(String)
    case angle(Angle)
    case duration(Double)
    case length(Double)
    case relativeLength(RelativeLength)
    case size(Size)
    case point(Point)
    case color(ColorValue)
    case stateColor(StateValue<ColorValue>)
    case stateImage(StateValue<String>)
    case easing(Easing)
    case assignments(AssignmentList)
    case list([CheckedItem])
    case map([CheckedEntry])
    case object(CheckedObject)
}

/// An item of a checked sequence, with its location.
struct CheckedItem: Sendable {
    /// The item's value.
    var value: Checked
    /// The item's source text.
    var span: SourceSpan
    /// The item's key path (`parts[2]`).
    var keyPath: String
}

/// An entry of a checked mapping, with its locations.
struct CheckedEntry: Sendable {
    /// The key as written.
    var key: String
    /// Where the key is written.
    var keySpan: SourceSpan
    /// The value.
    var value: Checked
    /// The value's source text.
    var valueSpan: SourceSpan
    /// The entry's key path (`value.min`).
    var keyPath: String
}

/// Animated property assignments, not yet interpreted: the property decides the value's type.
enum AssignmentList: Sendable {
    /// The word that asks for every part's rest values.
    static let restWord = "rest"

    /// Every part back to its rest values.
    case rest
    /// `part.property: value` entries in source order.
    case entries([RawAssignment])
}

/// One `part.property: value` entry as written.
struct RawAssignment: Sendable {
    /// The part id or group before the dot.
    var target: String
    /// The property after the dot.
    var property: String
    /// Where `part.property` is written.
    var keySpan: SourceSpan
    /// The value's scalar.
    var value: YAMLScalar
    /// Where the value is written.
    var valueSpan: SourceSpan
    /// The entry's key path.
    var keyPath: String
}

/// A checked mapping of an object type: its valid entries by key.
struct CheckedObject: Sendable {
    /// The object's source text.
    var span: SourceSpan
    /// The object's key path (empty at the top level).
    var keyPath: String
    /// The valid entries, in source order.
    var entries: [CheckedEntry]

    /// The entry for `key`, if present and valid.
    subscript(key: String) -> CheckedEntry? { index(of: key).map { entries[$0] } }

    /// The index in `entries` of the entry for `key`, if present and valid: for the readers of
    /// one field of an entry, which need not copy the whole entry (its strings and value) to
    /// read it.
    func index(of key: String) -> Int? {
        entries.indices.first { entries[$0].key == key }
    }

    /// The keys written at all (even with an invalid value), in source order, for consistency
    /// checks. An array searched in order, as `entries` is: an object has a few keys, and hashing
    /// each into a set (and growing it from empty) cost more than every search after.
    var writtenKeys: [String] = []

    /// The value written for `key` as a value of `type`, if it is present and valid.
    func value<Value>(of key: String, _ type: SpecType<Value>) -> Value? {
        index(of: key).flatMap { type.extract(entries[$0].value) }
    }

    /// The span of `key`'s value, or of the object when the key is absent.
    func span(of key: String) -> SourceSpan { index(of: key).map { entries[$0].valueSpan } ?? span }

    /// The span of `key` itself, or of the object when the key is absent.
    func keySpan(of key: String) -> SourceSpan { index(of: key).map { entries[$0].keySpan } ?? span }

    /// The key path of `key` in this object.
    func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }
}
