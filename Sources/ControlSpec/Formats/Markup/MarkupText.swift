import Foundation

/// Markup being written: UTF-8 bytes in one buffer. A preview is written in thousands of small
/// pieces (a tag's name, an attribute, a quote); appending each to a `String` costs a few hundred
/// instructions of bookkeeping (uniqueness, capacity, whether the text stays ASCII), and even
/// `Array.append(contentsOf:)` spends about a hundred on each. Here an append is a capacity check
/// and a copy: the buffer is the text's alone, as the text cannot be copied (`~Copyable`), so no
/// append has to ask whether it is shared. The text is made a `String` once, if at all.
///
/// The template renderer writes the generated Swift into one as well (`TemplateRenderer`): a
/// file is thousands of pieces of template text and values.
struct MarkupText: ~Copyable {
    /// The buffer.
    private var base: UnsafeMutablePointer<UInt8>
    /// Its size.
    private var capacity: Int
    /// The number of bytes so far.
    private(set) var count = 0
    /// The holes left so far (`MarkupNode.holeKey`), in order.
    var holes: [Hole] = []

    /// A place where an attribute is left out, to be written later: a preview's colour, written
    /// in each appearance of a drawing made once (`DrawnMarkup`).
    struct Hole: Sendable {
        /// The offset the attribute goes at.
        var offset: Int
        /// Which attribute goes there, for the writer that fills it (`PreviewColors`).
        var index: Int
    }

    /// Empty markup with room for `capacity` bytes.
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes so far, copied at once (`Array(_:)` of the buffer copies them one at a time).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: base, count: count) }
            initialized = count
        }
    }

    /// Calls `body` with the bytes so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The markup as text.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Appends `text`.
    mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends `text`, a literal.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends `bytes`, UTF-8 text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        if count + length > capacity { grow(toHold: length) }
        let target = UnsafeMutableRawPointer(base + count), from = UnsafeRawPointer(source)
        // Most pieces are a few bytes (a quote, a tag's name, a number): copied here, without the
        // call to `memcpy`, which costs more than they do. From 4 to 16 bytes, as two words that
        // overlap in the middle (the first and the last 4 or 8 bytes), never reading or writing
        // outside either buffer; below 4, byte by byte.
        switch length {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        case 0..<4:
            for offset in 0..<length { base[count + offset] = source[offset] }
        default:
            (base + count).initialize(from: source, count: length)
        }
        count += length
    }

    /// Appends what `write` writes into room for at least `maximum` bytes it is given; `write`
    /// returns how many it wrote. For text made byte by byte, such as a number's digits, written
    /// where it goes rather than into a buffer of its own and copied.
    mutating func append(writingAtMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity { grow(toHold: maximum) }
        count += write(base + count)
    }

    /// Appends `byte`, an ASCII character: a separator between numbers, thousands of them a preview.
    mutating func append(byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `count` copies of `byte`, an ASCII character.
    mutating func append(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if self.count + count > capacity { grow(toHold: count) }
        (base + self.count).initialize(repeating: byte, count: count)
        self.count += count
    }

    /// The byte at `offset`, which is below `count`.
    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "a byte outside the text")
        return base[offset]
    }

    /// Whether the bytes in `range` are the bytes in `other`.
    func bytes(in range: Range<Int>, equal other: Range<Int>) -> Bool {
        guard range.count == other.count else { return false }
        return range.isEmpty || memcmp(base + range.lowerBound, base + other.lowerBound, range.count) == 0
    }

    /// Appends `scalar`.
    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0, count: 1) }
    }

    /// Appends `text`, a literal: the markup's own punctuation (`"=\""`, `"</"`), appended from
    /// where the literal is stored. (Appending a `String` costs about ninety instructions even
    /// for one character: a short string's bytes are copied out of it first.)
    static func += (markup: inout MarkupText, text: StaticString) {
        markup.append(text)
    }

    /// Empties the markup, keeping its buffer.
    mutating func removeAll() {
        count = 0
        holes.removeAll()
    }

    /// Moves the bytes into a buffer with room for `extra` more, at least twice the size.
    private mutating func grow(toHold extra: Int) {
        let larger = Swift.max(count + extra, 2 * capacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }
}
