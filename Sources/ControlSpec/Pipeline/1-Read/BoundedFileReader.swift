import Foundation

/// Reads input files (specs, the configuration, templates) without ever loading more than the
/// linter accepts.
enum BoundedFileReader {
    /// The first `limit` bytes of the file at `path` (all of it when it is shorter). Passing
    /// `maxBytes + 1` lets the linter tell that a file is too large without reading it whole.
    static func read(_ path: String, upTo limit: Int) -> Result<[UInt8], FileSystemError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(FileSystemError(errno: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var bytes: [UInt8] = []
        do {
            while bytes.count < limit, let chunk = try handle.read(upToCount: limit - bytes.count),
                !chunk.isEmpty
            {
                bytes += chunk
            }
        } catch {
            return .failure(reason(for: error))
        }
        return .success(bytes)
    }

    /// The system's message for a failed read when it carries an `errno`, else its description.
    private static func reason(for error: any Error) -> FileSystemError {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain {
            return FileSystemError(errno: Int32(error.code))
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return FileSystemError(errno: Int32(underlying.code))
        }
        return FileSystemError(reason: error.localizedDescription)
    }
}
