import ControlSpec

/// Process-wide settings of the C library's allocator, made before anything runs.
enum AllocatorTuning {
    /// Two settings of glibc's allocator, measured on compiles of 10,000 specs
    /// (docs/performance.md, "Where the time goes"):
    ///
    /// - **The mapping threshold, fixed at its starting value, 128 KB.** glibc serves a block that
    ///   large with its own mapping, returned to the system when freed; but after such a block is
    ///   freed it raises the threshold, up to 32 MB, so that later large blocks come from the
    ///   heap, where freed ones leave holes a long run never gives back. Fixing it (which turns
    ///   the raising off) took the peak from 66 to 61 MB, with no change in time.
    /// - **The trim threshold, 4 MB instead of 128 KB.** Fixing the first setting also fixes this
    ///   one at its starting value, and a worker thread's heap then gives its free top back to the
    ///   system (`madvise`) whenever more than 128 KB of it is free: after nearly every spec, whose
    ///   output buffers are tens of kilobytes each, so the next spec's buffers fault in fresh pages
    ///   again. Keeping up to 4 MB free per heap took 0.6 s of system time off a 10,000-spec
    ///   compile (about 6% of its wall time) and left the peak where it was; the run still gives
    ///   everything free back every thousand specs (`FreeMemory`).
    ///
    /// Other C libraries are left as they are.
    static func apply() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = GlibcMalloc.function("mallopt", as: Mallopt.self) else { return }
        // `M_TRIM_THRESHOLD` is -1 and `M_MMAP_THRESHOLD` -3 in <malloc.h>.
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 128 * 1024)
        _ = mallopt(trimThreshold, 4 * 1024 * 1024)
    }
}
