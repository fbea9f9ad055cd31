import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first line feed at or after `start`, or `nil` when there is none: one
    /// `memchr`, for the readers of tens of megabytes of text (the generated Swift normalised line
    /// by line, the output manifests read line by line).
    func firstLineFeed(from start: Int) -> Int? {
        guard start < count, let found = memchr(baseAddress! + start, 0x0A, count - start) else { return nil }
        return baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
