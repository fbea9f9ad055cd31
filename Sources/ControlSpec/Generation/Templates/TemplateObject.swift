/// An object of a template context: a view-model's entries by name.
///
/// A name is found by a hash that the template's names carry from when the template was compiled
/// (`TemplateName.hashes`), so a look-up while rendering hashes nothing. A `Dictionary` hashed the
/// name on every look-up, with its seeded hash, and a file's templates look up about 160 names,
/// most of them in two or three contexts before one has them: a third of the renderer's
/// instructions went to hashing and probing.
final class TemplateObject: ExpressibleByDictionaryLiteral {
    /// One entry: its name, the name's hash (`hash(_:)`) and its value.
    struct Entry {
        let name: String
        let hash: UInt64
        var value: TemplateValue

        /// The entry `name` with `value`.
        init(_ name: String, _ value: TemplateValue) {
            self.name = name
            hash = TemplateObject.hash(name)
            self.value = value
        }
    }

    /// The entries, each name once, in the order first given.
    let entries: [Entry]
    /// For an object of more than `scannedCount` entries, an open-addressing table: for each slot,
    /// the index of its entry plus one, or 0 for a free slot. Its size is a power of two above
    /// twice the number of entries, so a look-up probes a slot or two. Smaller objects, most of
    /// them, are looked through.
    private let slots: [Int32]
    /// The most entries an object is looked through for, comparing hashes, rather than given a table.
    private static let scannedCount = 8
    /// The object as swift-mustache reads it, once made (`mustacheObject`).
    private var madeMustacheObject: [String: Any]?

    /// The object of `entries`; where a name comes twice, the later value is kept.
    init(entries: [Entry]) {
        var entries = entries
        var slots: [Int32] = []
        if entries.count > Self.scannedCount {
            var size = 4
            while size < 2 * entries.count + 1 { size *= 2 }
            slots = [Int32](repeating: 0, count: size)
        }
        var kept = 0
        for index in entries.indices {
            if let earlier = Self.index(of: entries[index].name, hash: entries[index].hash, in: entries[..<kept], slots: slots) {
                entries[earlier].value = entries[index].value
                continue
            }
            if kept != index { entries[kept] = entries[index] }
            if !slots.isEmpty {
                var slot = Int(truncatingIfNeeded: entries[kept].hash) & (slots.count - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Int32(kept + 1)
            }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        self.entries = entries
        self.slots = slots
    }

    /// The object of a dictionary's entries.
    convenience init(_ entries: [String: TemplateValue]) {
        self.init(entries: entries.map { Entry($0.key, $0.value) })
    }

    convenience init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(entries: elements.map { Entry($0.0, $0.1) })
    }

    /// The object as swift-mustache reads it: a dictionary of the entries' values as it reads
    /// them. It is made once, so that a variable tag naming an object writes the dictionary in one
    /// order in both renderers (a dictionary's order is its own: two of the same entries differ).
    var mustacheObject: [String: Any] {
        if let made = madeMustacheObject { return made }
        let made = Dictionary(uniqueKeysWithValues: entries.lazy.map { ($0.name, $0.value.mustacheObject) })
        madeMustacheObject = made
        return made
    }

    /// The value named `name`, whose hash is `hash`.
    func value(named name: String, hash: UInt64) -> TemplateValue? {
        Self.index(of: name, hash: hash, in: entries[...], slots: slots).map { entries[$0].value }
    }

    /// The value named `name`.
    func value(named name: String) -> TemplateValue? {
        value(named: name, hash: Self.hash(name))
    }

    /// The index of the entry `name` (whose hash is `hash`) in `entries`, through `slots` when
    /// there is a table.
    private static func index(of name: String, hash: UInt64, in entries: ArraySlice<Entry>, slots: [Int32]) -> Int? {
        guard !slots.isEmpty else {
            // By index, not `firstIndex(where:)`, whose closure is handed a copy of each entry.
            for index in entries.indices where entries[index].hash == hash && entries[index].name == name {
                return index
            }
            return nil
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot]) - 1
            guard entry >= 0 else { return nil }
            if entries[entry].hash == hash && entries[entry].name == name { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// The hash of a name: FNV-1a over its UTF-8 bytes, the same in every process (the table's
    /// order never reaches the output; the template's names are hashed once, when it is compiled).
    static func hash(_ name: String) -> UInt64 {
        name.withUTF8Bytes { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
