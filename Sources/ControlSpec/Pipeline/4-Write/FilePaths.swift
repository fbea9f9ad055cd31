/// A list of file paths held as their UTF-8 bytes, in pieces of at most `pieceSize` bytes, each
/// path without the bytes it shares with the one before it.
///
/// A run's report lists every file it wrote or kept, 150,000 of them for 10,000 specs: a `String`
/// each took twice the memory (a heap object per path longer than 15 bytes, and a slot in the
/// array). One buffer for all of them had to grow as the specs were done: by doubling, it was held
/// twice for a moment when it was largest; by making room for the whole run at once, it took its
/// full size while every spec's model was still held. Pieces grow with the list and are never
/// copied once full. A spec's files share most of their paths (`out/Previews/Dial-` starts
/// fourteen of them), so each path keeps only what follows the bytes it shares with the one
/// before; every `restartInterval`-th path is kept whole, so that reading one path reads at most
/// that many.
public struct FilePaths: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most bytes a piece holds, unless one path is longer.
    static let pieceSize = 32 * 1024
    /// How often a path is kept whole.
    static let restartInterval = 16

    /// Some paths, one after another.
    private struct Piece: Sendable {
        /// What each path adds to the bytes it shares with the one before it.
        var bytes: [UInt8] = []
        /// Where each path's added bytes end in `bytes`.
        var ends: [Int32] = []
        /// How many bytes each path shares with the one before it (0 for a path kept whole).
        var shared: [UInt16] = []

        /// The bytes the path at `offset` adds.
        func added(_ offset: Int) -> ArraySlice<UInt8> {
            bytes[(offset == 0 ? 0 : Int(ends[offset - 1]))..<Int(ends[offset])]
        }

        /// Makes `path`, the bytes of the path at `offset - 1` (any bytes when `offset` starts a
        /// run), the bytes of the path at `offset`.
        func advance(_ path: inout [UInt8], to offset: Int) {
            path.removeSubrange(Int(shared[offset])...)
            path.append(contentsOf: added(offset))
        }
    }

    /// The pieces, in order; the last one is filled next.
    private var pieces: [Piece] = []
    /// The position of the first path of each piece.
    private var starts: [Int] = []
    /// The number of paths.
    public private(set) var count = 0
    /// The bytes of the last path, which the next one is kept against.
    private var last: [UInt8] = []

    /// No path.
    public init() {}

    /// The paths given.
    public init(arrayLiteral paths: String...) {
        for path in paths { append(path) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The path at `position`.
    public subscript(position: Int) -> String {
        String(decoding: bytes(at: position), as: UTF8.self)
    }

    /// The paths in order, each made from the one before it.
    public struct Iterator: IteratorProtocol {
        fileprivate let paths: FilePaths
        fileprivate var piece = 0, offset = 0
        fileprivate var path: [UInt8] = []

        public mutating func next() -> String? {
            while piece < paths.pieces.count, offset == paths.pieces[piece].ends.count {
                piece += 1
                offset = 0
            }
            guard piece < paths.pieces.count else { return nil }
            paths.pieces[piece].advance(&path, to: offset)
            offset += 1
            return String(decoding: path, as: UTF8.self)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(paths: self)
    }

    /// The bytes of the path at `position`.
    private func bytes(at position: Int) -> [UInt8] {
        precondition(position >= 0 && position < count, "FilePaths index out of range")
        // The last piece whose first path is at or before `position`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let piece = pieces[low], offset = position - starts[low]
        var path: [UInt8] = []
        for step in (offset - offset % Self.restartInterval)...offset { piece.advance(&path, to: step) }
        return path
    }

    /// The number of bytes the paths take as kept.
    var keptByteCount: Int { pieces.reduce(0) { $0 + $1.bytes.count } }

    /// Adds a path of `bytes` at the end; `known`, when given, is how many bytes it shares with
    /// the last path. Over contiguous bytes: a compile adds 150,000 paths, and a rerun that keeps
    /// every file adds them all in a fraction of a second.
    private mutating func append(bytes: UnsafeBufferPointer<UInt8>, known: Int? = nil) {
        if pieces.isEmpty || (pieces[pieces.count - 1].bytes.count + bytes.count > Self.pieceSize && !pieces[pieces.count - 1].ends.isEmpty) {
            pieces.append(Piece())
            starts.append(count)
        }
        let offset = pieces[pieces.count - 1].ends.count
        var shared = 0
        if offset % Self.restartInterval != 0 {
            if let known {
                shared = known
            } else {
                let limit = Swift.min(bytes.count, last.count, Int(UInt16.max))
                while shared < limit && bytes[shared] == last[shared] { shared += 1 }
            }
        }
        let added = UnsafeBufferPointer(rebasing: bytes[shared...])
        pieces[pieces.count - 1].bytes.append(contentsOf: added)
        pieces[pieces.count - 1].ends.append(Int32(pieces[pieces.count - 1].bytes.count))
        pieces[pieces.count - 1].shared.append(UInt16(shared))
        last.removeSubrange(shared...)
        last.append(contentsOf: added)
        count += 1
    }

    /// Adds `path` at the end.
    public mutating func append(_ path: String) {
        var path = path
        path.withUTF8 { append(bytes: $0) }
    }

    /// Adds every path of `other` at the end. Past the first path of each of its pieces, what a
    /// path shares with the one before is what `other` counted, as that one is now the last here.
    public mutating func append(contentsOf other: FilePaths) {
        var path: [UInt8] = []
        for piece in other.pieces {
            for offset in piece.ends.indices {
                piece.advance(&path, to: offset)
                let known = offset % Self.restartInterval == 0 ? nil : Int(piece.shared[offset])
                path.withUnsafeBufferPointer { append(bytes: $0, known: known) }
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
