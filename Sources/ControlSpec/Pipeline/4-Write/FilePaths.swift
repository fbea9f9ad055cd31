/// A list of file paths held as one buffer of their UTF-8 bytes. A run's report lists every file
/// it wrote or kept, 150,000 of them for 10,000 specs, and a `String` each took twice the memory
/// (a heap object per path longer than 15 bytes, and a slot in the array).
public struct FilePaths: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Every path's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes`.
    private var ends: [Int] = []

    /// No path.
    public init() {}

    /// The paths given.
    public init(arrayLiteral paths: String...) {
        for path in paths { append(path) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// The path at `position`.
    public subscript(position: Int) -> String {
        String(decoding: bytes[(position == 0 ? 0 : ends[position - 1])..<ends[position]], as: UTF8.self)
    }

    /// Adds `path` at the end.
    public mutating func append(_ path: String) {
        bytes.append(contentsOf: path.utf8)
        ends.append(bytes.count)
    }

    /// Adds every path of `other` at the end.
    public mutating func append(contentsOf other: FilePaths) {
        let base = bytes.count
        bytes.append(contentsOf: other.bytes)
        ends.append(contentsOf: other.ends.lazy.map { $0 + base })
    }

    /// Makes room for `count` more paths of `byteCount` bytes in all, so that appending them
    /// allocates once instead of doubling (a doubling of a large list holds it twice for a moment).
    public mutating func reserveCapacity(adding count: Int, bytes byteCount: Int) {
        ends.reserveCapacity(ends.count + count)
        bytes.reserveCapacity(bytes.count + byteCount)
    }

    /// Adds every path of `other`, the `done`-th of `total` lists of about the same size: when it
    /// does not fit, room is made for what all `total` will likely take (a twentieth more than
    /// the lists so far foretell), so that a list made of ten thousand small ones is moved a few
    /// times while it is small rather than doubled (and held twice) when it is large.
    mutating func append(contentsOf other: FilePaths, listDone done: Int, of total: Int) {
        if bytes.count + other.bytes.count > bytes.capacity || ends.count + other.ends.count > ends.capacity {
            let share = Double(Swift.max(total, done)) / Double(Swift.max(done, 1)) * 1.05
            reserveCapacity(adding: Int(Double(ends.count + other.ends.count) * share) - ends.count,
                            bytes: Int(Double(bytes.count + other.bytes.count) * share) - bytes.count)
        }
        append(contentsOf: other)
    }

    /// The number of bytes of every path.
    var byteCount: Int { bytes.count }

    public var description: String { Array(self).description }

    /// Adds every path of `other` to `paths`.
    public static func += (paths: inout FilePaths, other: FilePaths) {
        paths.append(contentsOf: other)
    }

    /// Adds every path of `other` to `paths`.
    public static func += (paths: inout FilePaths, other: some Sequence<String>) {
        for path in other { paths.append(path) }
    }

    /// The paths of `first`, then those of `second`.
    public static func + (first: FilePaths, second: FilePaths) -> FilePaths {
        var both = first
        both.append(contentsOf: second)
        return both
    }
}
