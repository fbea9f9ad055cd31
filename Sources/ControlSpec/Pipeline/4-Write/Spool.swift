import Foundation

/// Text set aside until the end of a run (each spec's manifest lines, 2 KB a spec, until the
/// manifests and the gallery are written), in an unlinked temporary file so that a run's memory
/// does not grow with its specs, or in memory when the output folder cannot hold one (`descriptor`
/// `nil`). Appended to from several threads at once; read back by range.
final class Spool: @unchecked Sendable {
    /// Guards `length` and `memory`.
    private let lock = NSLock()
    /// The open, unlinked file, or `nil` for memory.
    private let descriptor: Int32?
    /// The text, without a file.
    private var memory: [UInt8] = []
    /// How many bytes were appended.
    private var length = 0

    /// A spool in the open file `descriptor` (closed with the spool), or in memory.
    init(descriptor: Int32?) {
        self.descriptor = descriptor
    }

    /// Closes the file.
    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Appends `bytes`, UTF-8 text; returns their range, or `nil` when they could not be written.
    func append(_ bytes: [UInt8]) -> Range<Int>? {
        lock.withLock {
            if let descriptor {
                guard bytes.withUnsafeBufferPointer({ FileDescriptorIO.writeAll($0, to: descriptor, at: length) }) == nil else { return nil }
            } else {
                memory += bytes
            }
            length += bytes.count
            return length - bytes.count..<length
        }
    }

    /// The bytes appended at `range`, or `nil` when they cannot be read back.
    func bytes(_ range: Range<Int>) -> [UInt8]? {
        // The range is checked with the lock held, the file read without it: the bytes of `range`
        // were written before `length` came to cover them, and threads may read one file at their
        // own offsets at once (the gallery's listings and the manifests are read back on every core).
        guard lock.withLock({ range.lowerBound >= 0 && range.upperBound <= length }) else { return nil }
        guard let descriptor else { return lock.withLock { Array(memory[range]) } }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let read = bytes.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: descriptor, at: range.lowerBound) }
        guard case .success(range.count) = read else { return nil }
        return bytes
    }
}
