#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file as it was right after controlspec wrote (or checked) it: a 128-bit key of its
/// size, inode, modification and status change times (docs/decisions.md, "Writing files"). It is
/// kept in the cache (`OutputManifest`), never in an output folder.
struct FileStamp: Hashable, Sendable {
    /// The key of the six numbers.
    private var key: InputKey

    /// The stamp of the regular file `name` in the folder open as `folder`, not following a link,
    /// or without `name` of the open file `folder` itself (where the writer still holds the file
    /// it has just written or compared: no name looked up again in a folder of thousands); `nil`
    /// when it is not a regular file.
    static func of(_ name: String? = nil, in folder: Int32) -> FileStamp? {
        var status = stat()
        guard (name.map { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) } ?? fstat(folder, &status)) == 0,
              status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        return FileStamp(size: Int64(status.st_size), inode: UInt64(status.st_ino), modified: Int64(modified.tv_sec),
                         modifiedNanoseconds: Int64(modified.tv_nsec), changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec))
    }

    /// The stamp of a file of `size` bytes at `inode`, modified and changed at those times
    /// (seconds and nanoseconds).
    init(size: Int64, inode: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
        let numbers = [UInt64(bitPattern: size), inode, UInt64(bitPattern: modified), UInt64(bitPattern: modifiedNanoseconds),
                       UInt64(bitPattern: changed), UInt64(bitPattern: changedNanoseconds)]
        key = InputKey()
        numbers.withUnsafeBytes { key.add($0) }
    }

    /// The stamp as the manifest writes it: 32 hexadecimal digits.
    var text: String { key.description }

    /// A stamp read back from the UTF-8 bytes of its `text`.
    init?(utf8 bytes: some Collection<UInt8>) {
        guard let key = InputKey(utf8: bytes) else { return nil }
        self.key = key
    }
}
