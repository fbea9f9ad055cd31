#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file-system call, described by the system's message for its `errno`.
struct FileSystemError: Error, Sendable {
    /// The system's description, e.g. `Permission denied`.
    var reason: String

    /// The error for an `errno` value.
    init(errno code: Int32) {
        reason = String(cString: strerror(code))
    }

    /// An error with a given description.
    init(reason: String) {
        self.reason = reason
    }
}
