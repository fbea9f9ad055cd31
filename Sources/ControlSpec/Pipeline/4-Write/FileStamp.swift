#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file as it was right after controlspec wrote (or checked) it: any later change to
/// it, even one that keeps its size and sets its modification time back, changes its status
/// change time, which no one can set, so a file with the same stamp still holds what was written.
struct FileStamp: Hashable, Sendable {
    /// The size in bytes.
    var size: Int64
    /// The inode number (a file replaced by renaming another over it has a new one).
    var inode: UInt64
    /// The modification time, seconds and nanoseconds.
    var modified: Int64, modifiedNanoseconds: Int64
    /// The status change time, seconds and nanoseconds.
    var changed: Int64, changedNanoseconds: Int64

    /// The stamp of the regular file `name` in the folder open as `folder`, not following a link;
    /// `nil` when there is no regular file there.
    static func of(_ name: String, in folder: Int32) -> FileStamp? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        return FileStamp(size: Int64(status.st_size), inode: UInt64(status.st_ino),
                         modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                         changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec))
    }

    /// The stamp as the manifest writes it: six numbers separated by spaces.
    var text: String { "\(size) \(inode) \(modified) \(modifiedNanoseconds) \(changed) \(changedNanoseconds)" }

    /// A stamp read back from `text`.
    init?(_ text: some StringProtocol) {
        let numbers = text.split(separator: " ")
        guard numbers.count == 6, let size = Int64(numbers[0]), let inode = UInt64(numbers[1]), let modified = Int64(numbers[2]),
              let modifiedNanoseconds = Int64(numbers[3]), let changed = Int64(numbers[4]), let changedNanoseconds = Int64(numbers[5])
        else { return nil }
        self.init(size: size, inode: inode, modified: modified, modifiedNanoseconds: modifiedNanoseconds, changed: changed, changedNanoseconds: changedNanoseconds)
    }

    /// A stamp with every field given.
    init(size: Int64, inode: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }
}
