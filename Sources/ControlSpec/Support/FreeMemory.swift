/// Memory the process has freed but the C library still holds.
enum FreeMemory {
    /// Gives the pages the C library holds free back to the system (glibc's `malloc_trim(0)`,
    /// which releases every whole free page of every arena, not only the top of the heap); a
    /// no-op with other C libraries.
    ///
    /// glibc keeps freed memory for later allocations, but a large block cannot use the holes
    /// many small ones left, so it comes on top of them. `emit` calls this after every spec is
    /// made, when the models and the specs' working memory are gone and the run's reports and
    /// manifests are to be made. In a compile of 10,000 specs keeping every model, the rise of
    /// resident memory over that last part fell from about 6 MB to 1 MB with it (sampled from
    /// `/proc`; docs/performance.md).
    static func returnToSystem() {
        typealias Trim = @convention(c) (Int) -> Int32
        _ = GlibcMalloc.function("malloc_trim", as: Trim.self)?(0)
    }
}
