/// A view-model as the templates read it: objects (a view-model's stored properties by name),
/// lists, strings, Booleans and numbers. controlspec's own renderer (`TemplateRenderer`) looks
/// names up in it directly; for swift-mustache, which renders templates the renderer does not
/// take (see `CompiledTemplate`), `mustacheObject` gives the same value as nested `[String: Any]`
/// dictionaries and `[Any]` arrays, which it reads without reflection (handed a struct, it would
/// look every name up with `Mirror`).
///
/// The view-models only declare `Encodable`; the compiler writes the code that lists their stored
/// properties, so a property added to a view-model reaches the templates without a list to keep.
/// A `nil` optional is left out of its object, so a template looks the name up in the enclosing
/// context, as Mustache does for a missing name.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A number, held as swift-mustache would hold it (`TemplateNumber`): it is written with
    /// `String(describing:)`.
    case boxedNumber(TemplateNumber)

    /// The number `value`, boxed.
    static func number(_ value: Any) -> TemplateValue {
        .boxedNumber(TemplateNumber(value))
    }

    /// The value of a view-model.
    static func make(_ value: some Encodable) -> TemplateValue {
        convert(value)
    }

    /// A value as the templates read it: scalars as they are, anything else through its encoding.
    fileprivate static func convert<Value: Encodable>(_ value: Value) -> TemplateValue {
        // The types compared, not the value cast: a cast of a value of a type only known at run
        // time (the containers' generic `encode`) looks up the type's conformances, a search a
        // comparison of two types does not make; `as!` between a type and itself is a copy.
        if Value.self == String.self { return .text(value as! String) }
        if Value.self == Bool.self { return .flag(value as! Bool) }
        let encoder = ContextEncoder()
        // The encoder never throws, and the view-models' encodings are compiler-written.
        try? value.encode(to: encoder)
        return encoder.resolved
    }

    /// The entry `name` of an object; nothing else has named entries.
    func child(named name: String) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(named: name)
    }

    /// The entry `name` of an object, whose hash (`TemplateObject.hash(_:)`) is `hash`.
    func child(named name: String, hash: UInt64) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(named: name, hash: hash)
    }

    /// The text a variable tag writes for the value, as swift-mustache writes it
    /// (`String(describing:)`).
    var renderedText: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        default: String(describing: mustacheObject)
        }
    }

    /// The value as swift-mustache reads it.
    var mustacheObject: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .boxedNumber(let number): number.value
        case .list(let items): items.map(\.mustacheObject)
        case .object(let object): object.mustacheObject
        }
    }
}

/// A number of a view-model, as swift-mustache would hold it, in a box: a template value is then
/// one reference whatever its case, and the renderer copies values on every name it looks up. Held
/// as an `Any` in the value itself, each copy went through the number's type's witnesses.
final class TemplateNumber {
    /// The number, of the type the view-model gave.
    let value: Any

    /// The box of `value`.
    init(_ value: Any) {
        self.value = value
    }
}

/// The encoder of one value, holding what it was given: a keyed container's entries, an unkeyed
/// container's items, or one value. The containers write into it directly, so that a value costs
/// one object besides its container.
private final class ContextEncoder: Encoder {
    /// Which container the value was encoded through.
    enum Shape {
        case empty, keyed, unkeyed
        case single(TemplateValue)
    }

    /// Unused: the context has no need of coding paths.
    var codingPath: [any CodingKey] { [] }
    /// Unused.
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// Which container was used.
    var shape = Shape.empty
    /// A keyed container's entries, in the order encoded.
    var entries: [TemplateObject.Entry] = []
    /// An unkeyed container's items.
    var items: [TemplateValue] = []

    /// What was encoded, as a template value.
    var resolved: TemplateValue {
        switch shape {
        case .empty, .keyed: return .object(TemplateObject(entries: entries))
        case .unkeyed: return .list(items)
        case .single(let value): return value
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        shape = .keyed
        // Room for most view-models' entries at once: grown from empty, an object of five
        // entries was allocated four times.
        entries.reserveCapacity(8)
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        shape = .unkeyed
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }
}

/// A keyed container writing into its encoder's entries.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder whose entries it writes.
    let encoder: ContextEncoder
    /// Unused.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool, forKey key: Key) { put(.flag(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { put(.text(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { put(.number(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { put(.number(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        put(TemplateValue.convert(value), key)
    }

    /// Adds the entry `key` with `value`, in the order encoded.
    private func put(_ value: TemplateValue, _ key: Key) {
        encoder.entries.append(TemplateObject.Entry(key.stringValue, value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("view-models encode with the compiler-written encodings, which nest no containers")
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("view-models encode with the compiler-written encodings, which nest no containers")
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("view-models encode with the compiler-written encodings, which use no super encoder")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("view-models encode with the compiler-written encodings, which use no super encoder")
    }
}

/// An unkeyed container writing into its encoder's items.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    /// The encoder whose items it writes.
    let encoder: ContextEncoder
    /// Unused.
    var codingPath: [any CodingKey] { [] }
    /// How many items so far.
    var count: Int { encoder.items.count }

    mutating func encodeNil() {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool) { encoder.items.append(.flag(value)) }
    mutating func encode(_ value: String) { encoder.items.append(.text(value)) }
    mutating func encode(_ value: Double) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Float) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Int) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Int8) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Int16) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Int32) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: Int64) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: UInt) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: UInt8) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: UInt16) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: UInt32) { encoder.items.append(.number(value)) }
    mutating func encode(_ value: UInt64) { encoder.items.append(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) {
        encoder.items.append(TemplateValue.convert(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("view-models encode with the compiler-written encodings, which nest no containers")
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("view-models encode with the compiler-written encodings, which nest no containers")
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("view-models encode with the compiler-written encodings, which use no super encoder")
    }
}

/// A single-value container: a scalar, or a value that encodes itself as one.
private struct SingleValueContainer: SingleValueEncodingContainer {
    /// The encoder the value goes into.
    let encoder: ContextEncoder
    /// Unused.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool) { encoder.shape = .single(.flag(value)) }
    mutating func encode(_ value: String) { encoder.shape = .single(.text(value)) }
    mutating func encode(_ value: Double) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Float) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Int) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Int8) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Int16) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Int32) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: Int64) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: UInt) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: UInt8) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: UInt16) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: UInt32) { encoder.shape = .single(.number(value)) }
    mutating func encode(_ value: UInt64) { encoder.shape = .single(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) {
        encoder.shape = .single(TemplateValue.convert(value))
    }
}
