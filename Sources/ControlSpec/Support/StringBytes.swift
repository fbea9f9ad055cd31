extension String {
    /// Calls `body` with the string's UTF-8 bytes where they are stored, native and small strings
    /// alike, without a copy of the string to reach them: `withUTF8` needs a mutable copy, a
    /// retain and a release that writing markup and templates made millions of times a run. A
    /// string whose bytes are not stored contiguously (bridged) is copied as `withUTF8` copies it.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
