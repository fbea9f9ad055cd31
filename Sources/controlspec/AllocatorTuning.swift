import ControlSpec

/// Process-wide settings of the C library's allocator, made before anything runs.
enum AllocatorTuning {
    /// glibc serves a block of 128 KB or more with its own mapping, returned to the system when
    /// freed; but after such a block is freed it raises that threshold, up to 32 MB, so that
    /// later large blocks come from the heap, where freed ones leave holes a long run never gives
    /// back. Fixing the threshold at its starting value (which turns the raising off) took a
    /// compile of 10,000 specs from 66 to 61 MB at its peak, with no change in its time
    /// (docs/performance.md). Other C libraries are left as they are.
    static func apply() {
        // `M_MMAP_THRESHOLD` is -3 in <malloc.h>.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3
        _ = GlibcMalloc.function("mallopt", as: Mallopt.self)?(mmapThreshold, 128 * 1024)
    }
}
