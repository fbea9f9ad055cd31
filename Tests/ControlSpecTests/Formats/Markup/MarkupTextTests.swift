import Testing
@testable import ControlSpec

/// The byte buffer markup is written into: appends of every kind land in order, the buffer grows
/// past any capacity, and emptied markup starts again. (It cannot be copied: `~Copyable`.)
@Suite struct MarkupTextTests {
    @Test func appendsLandInOrderPastTheCapacity() {
        var text = MarkupText(capacity: 1)
        var expected = ""
        for round in 0..<500 {
            text.append("é<\(round)>")
            text += "/>"
            text.append("lit" as StaticString)
            text.append(UInt8(ascii: " "), count: round % 3)
            text.append("→" as Unicode.Scalar)
            text.appendNumber(Double(round) / 8)
            expected += "é<\(round)>/>lit" + String(repeating: " ", count: round % 3) + "→" + SVGFormat.number(Double(round) / 8)
        }
        let string = text.string, bytes = text.bytes, count = text.count, borrowed = text.withBytes { Array($0) }
        #expect(string == expected)
        #expect(bytes == Array(expected.utf8))
        #expect(count == expected.utf8.count)
        #expect(borrowed == Array(expected.utf8))
    }

    /// Pieces of every length from 0 to 40 bytes (the short ones are copied as two overlapping
    /// words, or byte by byte), from buffers of exactly their length, at every offset in the text,
    /// land byte for byte, across growth from the smallest capacity.
    @Test func piecesOfEveryLengthLandByteForByte() {
        var text = MarkupText(capacity: 1)
        var expected: [UInt8] = []
        var seed: UInt8 = 1
        for round in 0..<3 {
            for length in 0...40 {
                let piece = (0..<length).map { _ in
                    seed = seed &* 37 &+ 11
                    return seed
                }
                // A buffer of the piece's length alone, so that a read past it would be seen by
                // the address sanitizer, and a write past the piece by the bytes that follow.
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: length)
                _ = buffer.initialize(from: piece)
                text.append(UnsafeBufferPointer(buffer))
                buffer.deallocate()
                expected += piece
                text.append(byte: UInt8(round))
                expected.append(UInt8(round))
            }
        }
        let bytes = text.bytes
        #expect(bytes == expected)
    }

    @Test func emptiedMarkupIsWrittenAgainFromTheStart() {
        var text = MarkupText(capacity: 4)
        text += "a long first text, past the capacity"
        text.removeAll()
        let emptied = text.string
        #expect(emptied == "")
        text += "new"
        let again = text.string
        #expect(again == "new")
    }

    @Test func rangesOfBytesCompare() {
        var text = MarkupText()
        text += "1 2;1 2;1 3"
        let same = text.bytes(in: 4..<7, equal: 0..<3), different = text.bytes(in: 8..<11, equal: 0..<3)
        let shorter = text.bytes(in: 0..<2, equal: 0..<3), empty = text.bytes(in: 3..<3, equal: 0..<0)
        #expect(same && !different && !shorter && empty)
    }
}
