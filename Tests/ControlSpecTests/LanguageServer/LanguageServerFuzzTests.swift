import Foundation
import Testing
@testable import ControlSpec

/// Thousands of malformed, truncated and random frames through the framer and the server: every
/// request is answered with a result or an error, nothing else is answered but with notifications,
/// and the server still serves a well-formed session afterwards.
@Suite struct LanguageServerFuzzTests {
    static let methods = ["initialize", "shutdown", "textDocument/hover", "textDocument/completion", "textDocument/codeAction",
                          "textDocument/documentColor", "textDocument/colorPresentation", "workspace/executeCommand",
                          "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave", "$/x", "nope"]

    /// A random JSON value, nested a little.
    static func value(_ random: inout SplitMix64, depth: Int = 0) -> Any {
        switch random.next() % (depth > 2 ? 5 : 7) {
        case 0: return NSNull()
        case 1: return random.next() % 2 == 0
        case 2: return Int(truncatingIfNeeded: random.next() % 200) - 100
        case 3:
            let strings = ["", "untitled:f.control.yaml", "file:///nonexistent/x.control.yaml", "kind: knob\n  - ]", "\u{0}😀", "controlspec.preview"]
            return strings[Int(random.next() % 6)]
        case 4: return Double(random.next() % 1000) / 7
        case 5: return (0..<Int(random.next() % 4)).map { _ in value(&random, depth: depth + 1) }
        default:
            let keys = ["textDocument", "uri", "text", "position", "line", "character", "range", "start", "end", "contentChanges",
                        "command", "arguments", "color", "red", "version", "capabilities"]
            var object: [String: Any] = [:]
            for _ in 0..<Int(random.next() % 5) { object[keys[Int(random.next() % UInt64(keys.count))]] = value(&random, depth: depth + 1) }
            return object
        }
    }

    /// A random position inside or outside `text`.
    static func position(_ random: inout SplitMix64) -> [String: Int] {
        ["line": Int(random.next() % 20) - 2, "character": Int(random.next() % 90) - 5]
    }

    /// One random message body: valid JSON-RPC with plausible or random params, or bytes.
    static func body(_ random: inout SplitMix64, spec: String) -> [UInt8] {
        let method = methods[Int(random.next() % UInt64(methods.count))]
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if random.next() % 3 != 0 { message["id"] = random.next() % 5 == 0 ? "s\(random.next() % 9)" as Any : Int(random.next() % 1000) }
        let plausible: [String: Any] = [
            "textDocument": ["uri": "untitled:f.control.yaml", "text": String(spec.prefix(Int(random.next() % UInt64(spec.count + 1)))), "version": 1],
            "position": position(&random),
            "range": ["start": position(&random), "end": position(&random)],
            "contentChanges": [["text": String(spec.suffix(Int(random.next() % UInt64(spec.count + 1))))],
                               ["range": ["start": position(&random), "end": position(&random)], "text": "é😀\n- "]],
            "color": ["red": 0.2, "green": 2.0, "blue": -1.0, "alpha": 0.5],
        ]
        message["params"] = random.next() % 4 == 0 ? value(&random) : plausible
        switch random.next() % 6 {
        case 0:
            let bytes = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return bytes
        case 1:
            let json = Array((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
            return Array(json.prefix(Int(random.next() % UInt64(json.count + 1))))
        default:
            return Array((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
        }
    }

    @Test func randomFramesAreAnsweredOrIgnoredAndTheServerStaysAlive() throws {
        var random = SplitMix64(seed: 0x15_0F_F1CE)
        let server = LanguageServer(previewRunner: { _ in .failed("not in this test") })
        var framer = MessageFramer(maxBodyBytes: 4096)
        var stream: [UInt8] = []
        var requests = 0
        let spec = LanguageServerHelpTests.button
        for _ in 0..<3000 {
            let body = Self.body(&random, spec: spec)
            switch random.next() % 20 {
            case 0: stream += Array("Content-Length: x\r\n\r\n".utf8) + body
            case 1: stream += Array("Content-Length: \(body.count + 5)\r\n".utf8) + body
            case 2 where random.next() % 10 == 0: stream += Array("Content-Length: 5000\r\n\r\n".utf8)
            case 3: stream += (0..<Int(random.next() % 30)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            default:
                stream += MessageFramer.frame(body)
                if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], object["id"] != nil, object["method"] != nil {
                    requests += 1
                }
            }
        }
        // Fed in random chunks, as a pipe delivers them.
        var offset = 0
        var answered = 0
        while offset < stream.count {
            let count = min(stream.count - offset, 1 + Int(random.next() % 600))
            framer.append(stream[offset..<(offset + count)])
            offset += count
            while let frame = framer.next() {
                for out in server.handle(frame) {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any])
                    #expect(object["jsonrpc"] as? String == "2.0")
                    if object["method"] == nil {
                        answered += 1
                        #expect((object["result"] != nil) != (object["error"] != nil), "\(object)")
                    }
                }
            }
        }
        #expect(requests > 500)
        #expect(answered >= requests / 2)
        // Still alive: a well-formed request is answered.
        var fresh = MessageFramer()
        fresh.append(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":"last","method":"shutdown"}"#.utf8)))
        let next = fresh.next()
        let frame = try #require(next)
        #expect(server.handle(frame).contains { String(decoding: $0, as: UTF8.self).contains(#""id":"last""#) })
    }
}
