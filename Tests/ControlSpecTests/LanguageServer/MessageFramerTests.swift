import Testing
@testable import ControlSpec

/// The base protocol's framing: bodies cut at `Content-Length`, whatever the chunks, and headers
/// that cannot be read skipped without losing the messages after them.
@Suite struct MessageFramerTests {
    func frames(_ chunks: [[UInt8]], maxBodyBytes: Int = 1000) -> [MessageFramer.Frame] {
        var framer = MessageFramer(maxBodyBytes: maxBodyBytes)
        var frames: [MessageFramer.Frame] = []
        for chunk in chunks {
            framer.append(chunk)
            while let frame = framer.next() { frames.append(frame) }
        }
        return frames
    }

    let one = MessageFramer.frame(Array(#"{"a":1}"#.utf8)), two = MessageFramer.frame(Array(#"{"b":"é"}"#.utf8))

    @Test func framesCountBytesNotCharacters() {
        #expect(String(decoding: two, as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"b\":\"é\"}")
    }

    @Test func bodiesAreCutWhateverTheChunks() {
        let stream = one + two
        let whole = frames([stream])
        #expect(whole == [.body(Array(#"{"a":1}"#.utf8)), .body(Array(#"{"b":"é"}"#.utf8))])
        #expect(frames(stream.map { [$0] }) == whole)
        #expect(frames([Array(stream[..<5]), Array(stream[5..<30]), Array(stream[30...])]) == whole)
    }

    @Test func otherHeaderFieldsAndCaseAreAccepted() {
        let body = Array("{}".utf8)
        let header = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8)
        #expect(frames([header + body]) == [.body(body)])
    }

    @Test func anUnreadableHeaderIsReportedAndTheNextMessageStillArrives() {
        let noLength = Array("Content-Type: x\r\n\r\n{}".utf8)
        let badNumber = Array("Content-Length: 1e3\r\n\r\n{}".utf8)
        let noColon = Array("garbage\r\n\r\n".utf8)
        for bad in [noLength, badNumber, noColon] {
            let result = frames([bad + one])
            #expect(result.count == 2)
            if case .badHeader = result.first {} else { Issue.record("expected a bad header first, got \(result)") }
            #expect(result.last == .body(Array(#"{"a":1}"#.utf8)))
        }
    }

    @Test func aBodyOverTheLimitIsSkippedWithoutBeingHeld() {
        let big = MessageFramer.frame([UInt8](repeating: 0x20, count: 5000))
        #expect(frames([big + one]) == [.tooLarge(5000), .body(Array(#"{"a":1}"#.utf8))])
        // Arriving in pieces, the skipped body never reaches the next message.
        let pieces = stride(from: 0, to: big.count, by: 700).map { Array(big[$0..<min($0 + 700, big.count)]) }
        #expect(frames(pieces + [one]) == [.tooLarge(5000), .body(Array(#"{"a":1}"#.utf8))])
    }

    @Test func anEndlessHeaderIsCutOff() {
        let endless = [UInt8](repeating: 0x41, count: MessageFramer.maxHeaderBytes + 10)
        let result = frames([endless, one])
        if case .badHeader = result.first {} else { Issue.record("expected a bad header, got \(result)") }
        #expect(result.last == .body(Array(#"{"a":1}"#.utf8)))
    }
}
