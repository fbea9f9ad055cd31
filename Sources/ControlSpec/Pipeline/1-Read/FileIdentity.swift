#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names on disk, following symbolic links: its kind and its identity (device and
/// inode), so that a file reached twice is linted once.
struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    var device: UInt64
    /// The file's inode number on that device.
    var inode: UInt64
    /// Whether the path names a directory.
    var isDirectory: Bool
    /// Whether the path names a regular file (not a FIFO, a socket or a device).
    var isRegularFile: Bool

    /// The identity of the file at `path`, or the system's reason (`No such file or directory`)
    /// when it cannot be looked up.
    static func of(_ path: String) -> Result<FileIdentity, FileSystemError> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(FileSystemError(errno: errno)) }
        return .success(
            FileIdentity(
                device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
                isDirectory: status.st_mode & S_IFMT == S_IFDIR, isRegularFile: status.st_mode & S_IFMT == S_IFREG))
    }
}

extension FileIdentity {
    /// Whether `path` itself is a symbolic link (not followed), so that a walk never loops.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
