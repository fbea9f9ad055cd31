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
    case object([String: TemplateValue])
    /// A number, held as swift-mustache would hold it: it is written with `String(describing:)`.
    case number(Any)

    /// The value of a view-model.
    static func make(_ value: some Encodable) -> TemplateValue {
        convert(value)
    }

    /// A value as the templates read it: scalars as they are, anything else through its encoding.
    fileprivate static func convert<Value: Encodable>(_ value: Value) -> TemplateValue {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .flag(flag)
        default:
            let encoder = ContextEncoder()
            // The encoder never throws, and the view-models' encodings are compiler-written.
            try? value.encode(to: encoder)
            return encoder.slot.resolved
        }
    }

    /// The entry `name` of an object; nothing else has named entries.
    func child(named name: String) -> TemplateValue? {
        guard case .object(let entries) = self else { return nil }
        return entries[name]
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
        case .number(let number): number
        case .list(let items): items.map(\.mustacheObject)
        case .object(let entries): entries.mapValues(\.mustacheObject)
        }
    }
}

/// Where an encoder puts what it was given.
private final class ContextSlot {
    /// A keyed container's entries, an unkeyed container's items, or one value.
    enum Content {
        case empty
        case keyed(ContextDictionary)
        case unkeyed(ContextArray)
        case value(TemplateValue)
    }

    /// The content so far.
    var content: Content = .empty

    /// The content as a template value.
    var resolved: TemplateValue {
        switch content {
        case .empty: return .object([:])
        case .keyed(let dictionary): return .object(dictionary.entries)
        case .unkeyed(let array): return .list(array.items)
        case .value(let value): return value
        }
    }
}

/// The entries of a keyed container, shared by the container and its encoder.
private final class ContextDictionary {
    /// The entries.
    var entries: [String: TemplateValue] = [:]
}

/// The items of an unkeyed container, shared by the container and its encoder.
private final class ContextArray {
    /// The items.
    var items: [TemplateValue] = []
}

/// The encoder of one value.
private final class ContextEncoder: Encoder {
    /// Unused: the context has no need of coding paths.
    var codingPath: [any CodingKey] { [] }
    /// Unused.
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What was encoded.
    let slot = ContextSlot()

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let dictionary = ContextDictionary()
        slot.content = .keyed(dictionary)
        return KeyedEncodingContainer(KeyedContainer<Key>(dictionary: dictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array = ContextArray()
        slot.content = .unkeyed(array)
        return UnkeyedContainer(array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(slot: slot)
    }
}

/// A keyed container writing into a dictionary.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The dictionary.
    let dictionary: ContextDictionary
    /// Unused.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool, forKey key: Key) { dictionary.entries[key.stringValue] = .flag(value) }
    mutating func encode(_ value: String, forKey key: Key) { dictionary.entries[key.stringValue] = .text(value) }
    mutating func encode(_ value: Double, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Float, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Int, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { dictionary.entries[key.stringValue] = .number(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        dictionary.entries[key.stringValue] = TemplateValue.convert(value)
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

/// An unkeyed container writing into an array.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    /// The array.
    let array: ContextArray
    /// Unused.
    var codingPath: [any CodingKey] { [] }
    /// How many items so far.
    var count: Int { array.items.count }

    mutating func encodeNil() {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool) { array.items.append(.flag(value)) }
    mutating func encode(_ value: String) { array.items.append(.text(value)) }
    mutating func encode(_ value: Double) { array.items.append(.number(value)) }
    mutating func encode(_ value: Float) { array.items.append(.number(value)) }
    mutating func encode(_ value: Int) { array.items.append(.number(value)) }
    mutating func encode(_ value: Int8) { array.items.append(.number(value)) }
    mutating func encode(_ value: Int16) { array.items.append(.number(value)) }
    mutating func encode(_ value: Int32) { array.items.append(.number(value)) }
    mutating func encode(_ value: Int64) { array.items.append(.number(value)) }
    mutating func encode(_ value: UInt) { array.items.append(.number(value)) }
    mutating func encode(_ value: UInt8) { array.items.append(.number(value)) }
    mutating func encode(_ value: UInt16) { array.items.append(.number(value)) }
    mutating func encode(_ value: UInt32) { array.items.append(.number(value)) }
    mutating func encode(_ value: UInt64) { array.items.append(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) {
        array.items.append(TemplateValue.convert(value))
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
    /// Where the value goes.
    let slot: ContextSlot
    /// Unused.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}

    // Scalars are stored as they are.
    mutating func encode(_ value: Bool) { slot.content = .value(.flag(value)) }
    mutating func encode(_ value: String) { slot.content = .value(.text(value)) }
    mutating func encode(_ value: Double) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Float) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Int) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Int8) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Int16) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Int32) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Int64) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: UInt) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: UInt8) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: UInt16) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: UInt32) { slot.content = .value(.number(value)) }
    mutating func encode(_ value: UInt64) { slot.content = .value(.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) {
        slot.content = .value(TemplateValue.convert(value))
    }
}
