extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes where they are stored, native and small strings
    /// and their substrings alike, without a copy of the text to reach them: `withUTF8` needs a
    /// mutable copy, a retain and a release that writing markup and templates made millions of
    /// times a run. Text whose bytes are not stored contiguously (bridged) is copied into a
    /// string first.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return try copy.withUTF8(body)
    }
}
