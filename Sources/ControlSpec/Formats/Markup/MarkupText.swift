import Foundation

/// Markup being written: UTF-8 bytes in one buffer. A preview is written in thousands of small
/// pieces (a tag's name, an attribute, a quote); appending each to a `String` costs a few hundred
/// instructions of bookkeeping (uniqueness, capacity, whether the text stays ASCII), appending it
/// to bytes a copy. The text is made a `String` once, when the whole is written.
struct MarkupText {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// Empty markup with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes so far.
    var count: Int { bytes.count }

    /// The markup as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text`, a literal.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `bytes`, UTF-8 text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Appends `count` copies of `byte`, an ASCII character.
    mutating func append(_ byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    /// Whether the bytes in `range` are the bytes in `other`.
    func bytes(in range: Range<Int>, equal other: Range<Int>) -> Bool {
        guard range.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            range.isEmpty || memcmp(buffer.baseAddress! + range.lowerBound, buffer.baseAddress! + other.lowerBound, range.count) == 0
        }
    }

    /// Appends one Unicode scalar.
    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Appends `text`.
    static func += (markup: inout MarkupText, text: String) {
        markup.append(text)
    }

    /// Empties the markup, keeping its buffer.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
