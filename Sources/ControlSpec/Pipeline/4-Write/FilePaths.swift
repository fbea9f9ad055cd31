/// A list of file paths held as their UTF-8 bytes, in pieces of at most `pieceSize` bytes (never
/// copied once full), each path without the bytes it shares with the one before it: a run's report
/// lists every file it wrote or kept, 150,000 of them for 10,000 specs, and a spec's files share
/// most of their paths. Every `restartInterval`-th path is kept whole, so that reading one path
/// reads at most that many.
public struct FilePaths: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most bytes a piece holds, unless one path is longer.
    static let pieceSize = 32 * 1024
    /// How often a path is kept whole.
    static let restartInterval = 16

    /// Some paths, one after another, the first kept whole.
    private struct Piece: Sendable {
        /// What each path adds to the bytes it shares with the one before it.
        var bytes: [UInt8] = []
        /// Where each path's added bytes end in `bytes`.
        var ends: [Int32] = []
        /// How many bytes each path shares with the one before it (0 for a path kept whole).
        var shared: [UInt16] = []

        /// Makes `path`, the bytes of the path at `offset - 1` (any bytes when `offset` starts a
        /// run), the bytes of the path at `offset`.
        func advance(_ path: inout [UInt8], to offset: Int) {
            path.removeSubrange(Int(shared[offset])...)
            path += bytes[(offset == 0 ? 0 : Int(ends[offset - 1]))..<Int(ends[offset])]
        }
    }

    /// The pieces, in order; the last one is filled next.
    private var pieces: [Piece] = []
    /// The number of paths.
    public private(set) var count = 0
    /// The bytes of the last path, which the next one is kept against.
    private var last: [UInt8] = []

    /// No path.
    public init() {}

    /// The paths given.
    public init(arrayLiteral paths: String...) {
        self += paths
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The path at `position`, made from the last path kept whole at or before it.
    public subscript(position: Int) -> String {
        precondition(position >= 0 && position < count, "FilePaths index out of range")
        var piece = 0, offset = position
        while offset >= pieces[piece].ends.count {
            offset -= pieces[piece].ends.count
            piece += 1
        }
        var path: [UInt8] = []
        for step in (offset - offset % Self.restartInterval)...offset { pieces[piece].advance(&path, to: step) }
        return String(decoding: path, as: UTF8.self)
    }

    /// The number of bytes the paths take as kept.
    var keptByteCount: Int { pieces.reduce(0) { $0 + $1.bytes.count } }

    /// Adds a path of `bytes` at the end.
    private mutating func append(bytes: [UInt8]) {
        if pieces.isEmpty || (pieces[pieces.count - 1].bytes.count + bytes.count > Self.pieceSize && !pieces[pieces.count - 1].ends.isEmpty) {
            pieces.append(Piece())
        }
        var shared = 0
        if pieces[pieces.count - 1].ends.count % Self.restartInterval != 0 {
            let limit = Swift.min(bytes.count, last.count, Int(UInt16.max))
            while shared < limit && bytes[shared] == last[shared] { shared += 1 }
        }
        pieces[pieces.count - 1].bytes += bytes[shared...]
        pieces[pieces.count - 1].ends.append(Int32(pieces[pieces.count - 1].bytes.count))
        pieces[pieces.count - 1].shared.append(UInt16(shared))
        last.removeSubrange(shared...)
        last += bytes[shared...]
        count += 1
    }

    /// Adds `path` at the end.
    public mutating func append(_ path: String) {
        append(bytes: Array(path.utf8))
    }

    /// Adds every path of `other` at the end, each made from the one before it: a compile adds
    /// 150,000 paths report by report, and a rerun that keeps every file adds them all at once.
    public mutating func append(contentsOf other: FilePaths) {
        var path: [UInt8] = []
        for piece in other.pieces {
            for offset in piece.ends.indices {
                piece.advance(&path, to: offset)
                append(bytes: path)
            }
        }
    }

    public var description: String { Array(self).description }

    /// Equal when they hold the same paths in the same order, however they are kept.
    public static func == (lhs: FilePaths, rhs: FilePaths) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the paths in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for path in self { hasher.combine(path) }
    }

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
