import Foundation
import Testing
@testable import ControlSpec

/// The life cycle and the robustness of `controlspec lsp`: what is answered before `initialize`,
/// after `shutdown`, to unknown methods, malformed JSON and bad parameters.
@Suite struct LanguageServerTests {
    @Test func initializeAnnouncesWhatIsServed() throws {
        let session = LSPSession(initialize: false)
        let result = try #require(session.result("initialize", ["capabilities": [:] as [String: Any]]) as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["colorProvider"] as? Bool == true)
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        #expect(((capabilities["executeCommandProvider"] as? [String: Any])?["commands"] as? [String]) == [LanguageServer.previewCommand])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "controlspec")
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        let session = LSPSession(initialize: false)
        let hover = session.request("textDocument/hover", LSPSession.at("untitled:a.control.yaml", 0, 0)).response
        #expect((hover?["error"] as? [String: Any])?["code"] as? Int == ResponseError.serverNotInitializedCode)
        #expect(session.open("kind: knob\n").isEmpty)
        #expect(session.notify("textDocument/didOpen", ["textDocument": ["uri": "untitled:a.control.yaml", "text": "x"]]).isEmpty)
    }

    @Test func unknownMethodsAreMethodNotFoundAndUnknownNotificationsIgnored() {
        let session = LSPSession()
        let response = session.request("textDocument/rename", LSPSession.at("untitled:a.control.yaml", 0, 0)).response
        #expect((response?["error"] as? [String: Any])?["code"] as? Int == ResponseError.methodNotFoundCode)
        #expect(session.notify("$/cancelRequest", ["id": 3]).isEmpty)
        #expect(session.notify("workspace/didChangeConfiguration", ["settings": NSNull()]).isEmpty)
    }

    @Test func malformedMessagesGetTheirJSONRPCErrors() {
        let session = LSPSession()
        let notJSON = session.send(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, ".utf8))
        #expect((notJSON.first?["error"] as? [String: Any])?["code"] as? Int == ResponseError.parseErrorCode)
        #expect(notJSON.first?["id"] is NSNull)
        let array = session.send(Array("[1, 2]".utf8))
        #expect((array.first?["error"] as? [String: Any])?["code"] as? Int == ResponseError.invalidRequestCode)
        let noMethod = session.send(["jsonrpc": "2.0", "id": 7])
        #expect((noMethod.first?["error"] as? [String: Any])?["code"] as? Int == ResponseError.invalidRequestCode)
        #expect(noMethod.first?["id"] as? Int == 7)
        let badParams = session.request("textDocument/hover", ["textDocument": 5]).response
        #expect((badParams?["error"] as? [String: Any])?["code"] as? Int == ResponseError.invalidParamsCode)
        // A response to a request of the server's is taken without an answer.
        #expect(session.send(["jsonrpc": "2.0", "id": 1, "result": NSNull()]).isEmpty)
    }

    @Test func otherYAMLFilesAreLeftAlone() {
        let session = LSPSession()
        let messages = session.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///p/.github/ci.yaml", "version": 1, "text": "on: push\n"]])
        #expect(messages.isEmpty)
        #expect(!session.open("kind: knob\n", uri: "file:///p/Dial.control.yml").isEmpty)
    }

    @Test func shutdownThenExitIsStatusZeroAndExitAloneIsOne() {
        let polite = LSPSession()
        #expect(polite.request("shutdown", NSNull()).response?["result"] is NSNull)
        let after = polite.request("textDocument/hover", LSPSession.at("untitled:a.control.yaml", 0, 0)).response
        #expect((after?["error"] as? [String: Any])?["code"] as? Int == ResponseError.invalidRequestCode)
        #expect(!polite.server.hasExited)
        polite.notify("exit", NSNull())
        #expect(polite.server.exitStatus == 0)
        let abrupt = LSPSession()
        abrupt.notify("exit", NSNull())
        #expect(abrupt.server.exitStatus == 1)
    }

    @Test func aDocumentOverTheLimitGetsOneClearFinding() {
        let session = LSPSession(server: LanguageServer(maxDocumentBytes: 1000))
        let diagnostics = session.open(Rule.minimalKnob + "\n" + String(repeating: "# padding\n", count: 200))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "yaml-limit")
        #expect((diagnostics.first?["message"] as? String)?.contains("larger than") == true)
        // Within the limit, the same spec is clean.
        #expect(session.open(Rule.minimalKnob, uri: "untitled:small.control.yaml").isEmpty)
    }

    @Test func frameErrorsAreReportedToTheClient() {
        let server = LanguageServer()
        let tooLarge = server.handle(.tooLarge(99_000_000))
        let bad = server.handle(.badHeader("a header line without ':'"))
        #expect(tooLarge.count == 1 && bad.count == 1)
        #expect(String(decoding: tooLarge[0], as: UTF8.self).contains("99000000 bytes"))
        #expect(String(decoding: bad[0], as: UTF8.self).contains("window/logMessage"))
    }
}
