import Foundation
@testable import ControlSpec

/// A language server driven in process, message by message, with the replies read back as JSON.
final class LSPSession {
    let server: LanguageServer
    private var nextID = 1

    init(server: LanguageServer = LanguageServer(), initialize: Bool = true) {
        self.server = server
        if initialize {
            _ = request("initialize", ["capabilities": [:] as [String: Any]])
            notify("initialized", [:])
        }
    }

    /// The messages the server sends for `body`, as JSON objects.
    func send(_ body: [UInt8]) -> [[String: Any]] {
        server.handle(body).map { (try? JSONSerialization.jsonObject(with: Data($0))) as? [String: Any] ?? ["unreadable": true] }
    }

    /// Sends a message built from `object`.
    func send(_ object: [String: Any]) -> [[String: Any]] {
        send(Array(try! JSONSerialization.data(withJSONObject: object)))
    }

    /// Sends a request and returns the server's messages; the response is the one with its id.
    @discardableResult
    func request(_ method: String, _ params: Any) -> (response: [String: Any]?, others: [[String: Any]]) {
        let id = nextID
        nextID += 1
        let messages = send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let response = messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
        return (response, messages.filter { !(($0["id"] as? Int) == id && $0["method"] == nil) })
    }

    /// The result of a request (or `nil` on an error).
    func result(_ method: String, _ params: Any) -> Any? {
        request(method, params).response?["result"]
    }

    /// Sends a notification and returns the server's messages.
    @discardableResult
    func notify(_ method: String, _ params: Any) -> [[String: Any]] {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Opens a document and returns the diagnostics published for it.
    @discardableResult
    func open(_ text: String, uri: String = "untitled:Test.control.yaml", version: Int = 1) -> [[String: Any]] {
        let messages = notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
        return Self.diagnostics(in: messages, uri: uri)
    }

    /// The diagnostics of the last `publishDiagnostics` for `uri` among `messages`.
    static func diagnostics(in messages: [[String: Any]], uri: String) -> [[String: Any]] {
        let published = messages.last { ($0["method"] as? String) == "textDocument/publishDiagnostics"
            && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// A position as the protocol writes it.
    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    /// The parameters of a request at a position of `uri`.
    static func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": position(line, character)]
    }
}

/// The start of a protocol range as (line, character).
func start(_ range: Any?) -> (Int, Int)? {
    guard let start = (range as? [String: Any])?["start"] as? [String: Int] else { return nil }
    return (start["line"] ?? -1, start["character"] ?? -1)
}

/// The end of a protocol range as (line, character).
func end(_ range: Any?) -> (Int, Int)? {
    guard let end = (range as? [String: Any])?["end"] as? [String: Int] else { return nil }
    return (end["line"] ?? -1, end["character"] ?? -1)
}
