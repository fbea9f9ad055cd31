import Foundation
import Testing
@testable import ControlSpec

/// Diagnostics as you type: the linter's findings on the unsaved text, with UTF-16 ranges, the
/// rule as code, notes as related information, the configuration applied, and fixes as actions.
@Suite struct LanguageServerDiagnosticsTests {
    /// A knob with a typo in a key and an unknown value.
    static let typos = CleanSpecs.r(CleanSpecs.r(Rule.minimalKnob, "zero: up", "zero: upp"), "size: 64x64", "size: 64x64\ntrack:\n  lineWidht: 3")

    @Test func findingsAreTheLintersWithRangesRulesAndNotes() throws {
        let session = LSPSession()
        let diagnostics = session.open(Self.typos)
        let expected = Linter.lint(Array(Self.typos.utf8)).diagnostics
        #expect(diagnostics.map { $0["message"] as? String } == expected.map(\.message))
        #expect(diagnostics.map { $0["code"] as? String } == expected.map(\.ruleID))
        #expect(diagnostics.allSatisfy { $0["source"] as? String == "controlspec" && $0["severity"] as? Int == 1 })
        let key = try #require(diagnostics.first { ($0["message"] as? String)?.contains("lineWidht") == true })
        #expect(start(key["range"])! == (6, 2))
        #expect(end(key["range"])! == (6, 11))
        // A finding with a note at another place carries it as related information.
        let range = CleanSpecs.r(Rule.minimalKnob, "max: 1", "max: -1")
        let withNote = try #require(session.open(range, uri: "untitled:range.control.yaml").first)
        let related = try #require(withNote["relatedInformation"] as? [[String: Any]])
        #expect(related.first?["message"] as? String == "'min' is here")
        #expect(start((related.first?["location"] as? [String: Any])?["range"])! == (5, 14))
    }

    @Test func positionsCountUTF16CodeUnits() throws {
        // Astral characters are two UTF-16 units and one column; 'é' is one of each.
        let label = "Lautstärke 🎚️😀"
        let text = CleanSpecs.r(Rule.minimalKnob, "accessibility: { label: Level }", "accessibility: { label: \"\(label)\", hnit: x }")
        let diagnostics = LSPSession().open(text)
        let finding = try #require(diagnostics.first { $0["code"] as? String == "unknown-key" })
        let line = text.components(separatedBy: "\n")[7]
        let offset = line.utf16.distance(from: line.utf16.startIndex, to: line.range(of: "hnit")!.lowerBound.samePosition(in: line.utf16)!)
        #expect(offset != line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: line.range(of: "hnit")!.lowerBound))
        #expect(start(finding["range"])! == (7, offset))
        #expect(end(finding["range"])! == (7, offset + 4))
    }

    @Test func documentPositionsRoundTripThroughSurrogatesAndLineBreaks() {
        let document = SpecDocument(uri: "u", version: nil, text: "a: 😀b\r\nc: é\rd\n")
        #expect(document.lines.count == 4)
        #expect(document.position(SourceLocation(line: 1, column: 5)) == LSPPosition(line: 0, character: 5))
        #expect(document.location(LSPPosition(line: 0, character: 5)) == SourceLocation(line: 1, column: 5))
        #expect(document.location(LSPPosition(line: 0, character: 4)) == SourceLocation(line: 1, column: 4))
        #expect(document.position(SourceLocation(line: 3, column: 2)) == LSPPosition(line: 2, character: 1))
        #expect(document.position(SourceLocation(line: 2, column: 99)) == LSPPosition(line: 1, character: 4))
        let bom = SpecDocument(uri: "u", version: nil, text: "\u{FEFF}kind: x")
        #expect(bom.position(SourceLocation(line: 1, column: 7)) == LSPPosition(line: 0, character: 7))
        #expect(bom.location(LSPPosition(line: 0, character: 7)) == SourceLocation(line: 1, column: 7))
    }

    @Test func changesAreCheckedAgainFromTheUnsavedText() {
        let session = LSPSession()
        let uri = "untitled:k.control.yaml"
        #expect(session.open(Rule.minimalKnob, uri: uri).isEmpty)
        let full = session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                             "contentChanges": [["text": Self.typos]]])
        #expect(LSPSession.diagnostics(in: full, uri: uri).count == 2)
        #expect((full.last?["params"] as? [String: Any])?["version"] as? Int == 2)
        // A ranged change (incremental sync, sent anyway by some clients) is applied to the text.
        let fix = ["range": ["start": LSPSession.position(6, 2), "end": LSPSession.position(6, 11)], "text": "lineWidth"] as [String: Any]
        let ranged = session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [fix]])
        #expect(LSPSession.diagnostics(in: ranged, uri: uri).map { $0["code"] as? String } == ["unknown-value"])
        let closed = session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(LSPSession.diagnostics(in: closed, uri: uri).isEmpty && closed.count == 1)
    }

    @Test func theConfigurationFoundFromTheSpecsFolderApplies() throws {
        let workspace = try Workspace()
        try workspace.write("rules:\n  touch-target-size: error\n  accessibility-label: off\n", to: ".controlspec.yml")
        let small = CleanSpecs.r(CleanSpecs.r(Rule.minimalKnob, "size: 64x64", "size: 30x30"), "\naccessibility: { label: Level }", "")
        let uri = URL(fileURLWithPath: workspace.path("Specs/Small.control.yaml")).absoluteString
        let configured = LSPSession().open(small, uri: uri)
        #expect(configured.map { $0["code"] as? String } == ["touch-target-size"])
        #expect(configured.first?["severity"] as? Int == 1)
        let unconfigured = LSPSession().open(small, uri: "untitled:Small.control.yaml")
        #expect(unconfigured.map { $0["code"] as? String } == ["accessibility-label", "touch-target-size"])
        #expect(unconfigured.allSatisfy { $0["severity"] as? Int == 2 })
        // A broken configuration is said once, and the spec is checked with the defaults.
        try workspace.write("rules: [\n", to: ".controlspec.yml")
        let messages = LSPSession().notify("textDocument/didOpen", ["textDocument": ["uri": uri, "version": 1, "text": small]])
        #expect(messages.contains { ($0["method"] as? String) == "window/showMessage" })
        #expect(LSPSession.diagnostics(in: messages, uri: uri).count == 2)
    }

    @Test func fixItsAreQuickFixes() throws {
        let session = LSPSession()
        let uri = "untitled:typos.control.yaml"
        session.open(Self.typos, uri: uri)
        let range = ["start": LSPSession.position(6, 4), "end": LSPSession.position(6, 4)]
        let actions = try #require(session.result("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range,
                                                                               "context": ["diagnostics": []]]) as? [[String: Any]])
        let fix = try #require(actions.first { $0["kind"] as? String == "quickfix" })
        #expect(actions.count { $0["kind"] as? String == "quickfix" } == 1)
        #expect(fix["title"] as? String == "Replace with 'lineWidth'")
        let edits = try #require(((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.first?["newText"] as? String == "lineWidth")
        #expect(start(edits.first?["range"])! == (6, 2) && end(edits.first?["range"])! == (6, 11))
        #expect((fix["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "unknown-key")
        // The unknown value two lines below has its own fix, offered only at its range.
        let valueLine = Self.typos.components(separatedBy: "\n").firstIndex { $0.contains("upp") }!
        let there = ["start": LSPSession.position(valueLine, 0), "end": LSPSession.position(valueLine, 60)]
        let valueActions = session.result("textDocument/codeAction", ["textDocument": ["uri": uri], "range": there,
                                                                      "context": ["diagnostics": []]]) as? [[String: Any]]
        #expect(valueActions?.compactMap { $0["title"] as? String } == ["Replace with 'up'"])
    }
}
