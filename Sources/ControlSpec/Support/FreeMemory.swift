/// Memory the process has freed but the C library still holds.
enum FreeMemory {
    /// Gives the pages the C library holds free back to the system (glibc's `malloc_trim(0)`,
    /// which releases every whole free page of every arena, not only the top of the heap); a
    /// no-op with other C libraries.
    ///
    /// glibc keeps freed memory for later allocations, but a large block cannot use the holes
    /// many small ones left, so it comes on top of them. `emit` calls this when it starts (what
    /// the check stage let go lies between the models it kept), after every 1,000 specs (their
    /// models are gone), and after every spec is made, when the specs' working memory is gone and
    /// the run's reports and manifests are to be made. In a compile of 10,000 specs keeping every
    /// model, the rise of resident memory over that last part fell from about 6 MB to 1 MB with
    /// it, and the calls during the run took another 1 MiB off the peak (sampled from `/proc`;
    /// docs/performance.md).
    static func returnToSystem() {
        typealias Trim = @convention(c) (Int) -> Int32
        _ = GlibcMalloc.function("malloc_trim", as: Trim.self)?(0)
    }
}
