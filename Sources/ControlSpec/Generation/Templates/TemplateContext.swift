/// A view-model as the templates read it: nested `[String: Any]` dictionaries, `[Any]` arrays,
/// strings, Booleans and numbers, which swift-mustache looks names up in directly (a dictionary
/// is a `MustacheParent`). Handed a struct, swift-mustache would instead look every name up with
/// `Mirror`, a reflection walk per tag and per level of the context stack.
///
/// The view-models only declare `Encodable`; the compiler writes the code that lists their stored
/// properties, so a property added to a view-model reaches the templates without a list to keep.
/// A `nil` optional is left out of its dictionary, so a template looks the name up in the
/// enclosing context, as swift-mustache does for a `nil` property of a struct.
enum TemplateContext {
    /// The context of `value`.
    static func make(_ value: some Encodable) -> Any {
        convert(value)
    }

    /// A value as the templates read it: scalars as they are, anything else through its encoding.
    fileprivate static func convert<Value: Encodable>(_ value: Value) -> Any {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        default:
            let encoder = ContextEncoder()
            // The encoder never throws, and the view-models' encodings are compiler-written.
            try? value.encode(to: encoder)
            return encoder.slot.resolved
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
        case value(Any)
    }

    /// The content so far.
    var content: Content = .empty

    /// The content as plain dictionaries, arrays and scalars.
    var resolved: Any {
        switch content {
        case .empty: return [String: Any]()
        case .keyed(let dictionary): return dictionary.entries
        case .unkeyed(let array): return array.items
        case .value(let value): return value
        }
    }
}

/// The entries of a keyed container, shared by the container and its encoder.
private final class ContextDictionary {
    /// The entries.
    var entries: [String: Any] = [:]
}

/// The items of an unkeyed container, shared by the container and its encoder.
private final class ContextArray {
    /// The items.
    var items: [Any] = []
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
    mutating func encode(_ value: Bool, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: String, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Double, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Float, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Int, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Int8, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Int16, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Int32, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: Int64, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: UInt, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: UInt8, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: UInt16, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: UInt32, forKey key: Key) { dictionary.entries[key.stringValue] = value }
    mutating func encode(_ value: UInt64, forKey key: Key) { dictionary.entries[key.stringValue] = value }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        dictionary.entries[key.stringValue] = TemplateContext.convert(value)
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
    mutating func encode(_ value: Bool) { array.items.append(value) }
    mutating func encode(_ value: String) { array.items.append(value) }
    mutating func encode(_ value: Double) { array.items.append(value) }
    mutating func encode(_ value: Float) { array.items.append(value) }
    mutating func encode(_ value: Int) { array.items.append(value) }
    mutating func encode(_ value: Int8) { array.items.append(value) }
    mutating func encode(_ value: Int16) { array.items.append(value) }
    mutating func encode(_ value: Int32) { array.items.append(value) }
    mutating func encode(_ value: Int64) { array.items.append(value) }
    mutating func encode(_ value: UInt) { array.items.append(value) }
    mutating func encode(_ value: UInt8) { array.items.append(value) }
    mutating func encode(_ value: UInt16) { array.items.append(value) }
    mutating func encode(_ value: UInt32) { array.items.append(value) }
    mutating func encode(_ value: UInt64) { array.items.append(value) }

    mutating func encode<T: Encodable>(_ value: T) {
        array.items.append(TemplateContext.convert(value))
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
    mutating func encode(_ value: Bool) { slot.content = .value(value) }
    mutating func encode(_ value: String) { slot.content = .value(value) }
    mutating func encode(_ value: Double) { slot.content = .value(value) }
    mutating func encode(_ value: Float) { slot.content = .value(value) }
    mutating func encode(_ value: Int) { slot.content = .value(value) }
    mutating func encode(_ value: Int8) { slot.content = .value(value) }
    mutating func encode(_ value: Int16) { slot.content = .value(value) }
    mutating func encode(_ value: Int32) { slot.content = .value(value) }
    mutating func encode(_ value: Int64) { slot.content = .value(value) }
    mutating func encode(_ value: UInt) { slot.content = .value(value) }
    mutating func encode(_ value: UInt8) { slot.content = .value(value) }
    mutating func encode(_ value: UInt16) { slot.content = .value(value) }
    mutating func encode(_ value: UInt32) { slot.content = .value(value) }
    mutating func encode(_ value: UInt64) { slot.content = .value(value) }

    mutating func encode<T: Encodable>(_ value: T) {
        slot.content = .value(TemplateContext.convert(value))
    }
}
