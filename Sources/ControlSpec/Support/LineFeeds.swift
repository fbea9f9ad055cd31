import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first line feed at or after `start`, or `nil` when there is none: one
    /// `memchr`, for the readers of tens of megabytes of text (the generated Swift normalised line
    /// by line, the output manifests read line by line).
    @inline(__always) func firstLineFeed(from start: Int) -> Int? {
        guard start < count, let found = memchr(baseAddress! + start, 0x0A, count - start) else { return nil }
        return baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the line feed that ends the line starting at `start`, or `count` when the
    /// line is the last: the first line feed at or after `start` that is a character of its own,
    /// not the end of a CR LF pair (Swift reads CR LF as one `Character`). So the lines are those
    /// of splitting the text on the character `"\n"`.
    @inline(__always) func lineEnd(from start: Int) -> Int {
        var next = start
        while let found = firstLineFeed(from: next) {
            if found == start || self[found - 1] != 0x0D { return found }
            next = found + 1
        }
        return count
    }
}
