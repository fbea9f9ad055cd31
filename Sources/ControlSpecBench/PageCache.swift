import Foundation

/// The kernel's page cache, dropped between the benchmark's clean compiles where it may be.
///
/// A clean compile of 10,000 specs leaves a gigabyte of files in the page cache (two on a loop
/// device, whose backing file is cached too). On a virtual machine whose memory the host hands
/// out only when it is first touched, the next compile's cache then fills memory never used
/// before, and its system time doubled on the development machine from the first compile to the
/// third. Dropping the clean pages the runs before left (`/proc/sys/vm/drop_caches`, 1: the page
/// cache only, not the file system's inodes and names) starts every compile from the same memory.
/// It needs root; elsewhere the cache is kept and the benchmark says so.
enum PageCache {
    /// The kernel's switch.
    private static let path = "/proc/sys/vm/drop_caches"

    /// Whether this process may drop the page cache.
    static var canDrop: Bool {
        access(path, W_OK) == 0
    }

    /// Drops the page cache's clean pages (call `sync` first); `false` when it may not.
    static func drop() -> Bool {
        guard canDrop else { return false }
        let file = open(path, O_WRONLY | O_CLOEXEC)
        guard file >= 0 else { return false }
        defer { close(file) }
        return write(file, "1\n", 2) == 2
    }
}
