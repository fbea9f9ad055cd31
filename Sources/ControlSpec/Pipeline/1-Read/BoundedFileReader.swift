import Foundation

/// Reads input files (specs, the configuration, templates) without ever loading more than the
/// linter accepts.
enum BoundedFileReader {
    /// The first `limit` bytes of the file at `path` (all of it when it is shorter). Passing
    /// `maxBytes + 1` lets the linter tell that a file is too large without reading it whole.
    /// Reads into one buffer of the file's size plus one byte (as `fstat` gives it, at most
    /// `limit`), so a spec costs one `read` that fills it and one that finds the end, and the
    /// buffer kept is no larger than the file; it grows in chunks only if the file turns out
    /// longer. (A buffer of at least 4 KB, trimmed with `removeLast`, kept its capacity: 4 KB
    /// per spec held until the run ends.)
    ///
    /// With `regularFileOnly`, anything but a regular file (a FIFO, a socket, a device) is a
    /// failure, found without waiting: the file is opened without blocking, so a FIFO with no
    /// writer, named like an image next to a spec or like a file in a folder being read, cannot
    /// stop the run. Without it, a path the user names may be a pipe (`lint <(…)`), read to its end.
    static func read(_ path: String, upTo limit: Int, regularFileOnly: Bool = false) -> Result<[UInt8], FileSystemError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { return .failure(FileSystemError(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if regularFileOnly && !isRegular { return .failure(FileSystemError(reason: notRegular)) }
        let expected = isRegular ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: min(expected + 1, limit))
        var filled = 0
        while filled < limit {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit - filled)) }
            switch bytes.withUnsafeMutableBytes({ FileDescriptorIO.readFully(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...]),
                                                                             from: descriptor) }) {
            case .failure(let error): return .failure(error)
            case .success(let got): filled += got
            }
            if filled < bytes.count { break }  // the file ended
        }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    /// Why `read(_:upTo:regularFileOnly:)` refused a file.
    static let notRegular = "not a regular file"
}
