import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Hover, completion, colours and the preview command, read from the language's declarations.
@Suite struct LanguageServerHelpTests {
    /// A button with parts in a sequence, a colour per appearance and a named colour; not the bundled specs.
    static let button = """
        controlspec: 1
        name: Heart
        kind: button
        size: 50x50
        parts:
          - id: heart
            shape: symbol
            symbol: heart.fill
            color: { light: '#ff0000', dark: 'rgb(0, 0.5, 1)' }
          - id: ring
            shape: circle
            diameter: 20
            color: systemPink
        accessibility: { label: Like }
        """

    /// A knob whose track and pointer both have a `lineWidth`.
    static let knob = """
        controlspec: 1
        name: Dial
        kind: knob
        # the track and the pointer
        size: 64x64
        track:
          lineWidth: 3
          color: tint
        pointer:
          lineWidth: 1
        value: { min: -5, max: 5, step: 0.5 }
        angles: { start: -0.75pi, end: 0.75pi, zero: up }
        accessibility: { label: Balance }
        """

    @Test func hoverShowsTheKeysDeclarationWhereverItIsNested() throws {
        let session = LSPSession()
        let uri = "untitled:h.control.yaml"
        session.open(Self.knob, uri: uri)
        let hover = try #require(session.result("textDocument/hover", LSPSession.at(uri, 6, 4)) as? [String: Any])
        let text = try #require((hover["contents"] as? [String: Any])?["value"] as? String)
        let field = try #require(SpecLanguage.objectType("KnobTrack").field("lineWidth"))
        #expect(text.contains(field.description))
        #expect(text.contains("`\(field.defaultText!)`"))
        #expect(start(hover["range"])! == (6, 2) && end(hover["range"])! == (6, 11))
        // The same key name elsewhere is another key: the pointer's line width.
        let pointer = try #require(session.result("textDocument/hover", LSPSession.at(uri, 9, 3)) as? [String: Any])
        let pointerText = (pointer["contents"] as? [String: Any])?["value"] as? String
        #expect(pointerText?.contains(SpecLanguage.objectType("KnobPointer").field("lineWidth")!.description) == true)
        // Inside a sequence item.
        session.open(Self.button, uri: "untitled:b.control.yaml")
        let shape = session.result("textDocument/hover", LSPSession.at("untitled:b.control.yaml", 10, 6)) as? [String: Any]
        let partType = try #require(SpecLanguage.objectTypes.first { $0.field("shape") != nil && $0.field("symbol") != nil })
        #expect(((shape?["contents"] as? [String: Any])?["value"] as? String)?.contains(partType.field("shape")!.description) == true)
        // Nothing on a comment or a blank line.
        #expect(session.result("textDocument/hover", LSPSession.at(uri, 3, 0)) is NSNull)
    }

    @Test func completionOffersTheMappingsKeysAndTheValuesWords() throws {
        let session = LSPSession()
        let uri = "untitled:c.control.yaml"
        // Half typed, so not valid YAML: the outline comes from the indentation.
        session.open("controlspec: 1\nkind: knob\nangles:\n  start: 0deg\n  \n  zero: \ntrack:\n  lin", uri: uri)
        let keys = try #require((session.result("textDocument/completion", LSPSession.at(uri, 4, 2)) as? [String: Any])?["items"] as? [[String: Any]])
        let expectedKeys = SpecLanguage.objectType("Angles").fields.map(\.key).filter { $0 != "start" && $0 != "zero" }
        #expect(keys.compactMap { $0["label"] as? String } == expectedKeys)
        let values = (session.result("textDocument/completion", LSPSession.at(uri, 5, 8)) as? [String: Any])?["items"] as? [[String: Any]]
        #expect(values?.compactMap { $0["label"] as? String } == RotaryZeroDirection.words)
        let track = (session.result("textDocument/completion", LSPSession.at(uri, 7, 5)) as? [String: Any])?["items"] as? [[String: Any]]
        #expect(track?.compactMap { $0["label"] as? String } == ["lineWidth", "color"])
        let top = (session.result("textDocument/completion", LSPSession.at(uri, 8, 0)) as? [String: Any])?["items"] as? [[String: Any]]
        let topKeys = top?.compactMap { $0["label"] as? String } ?? []
        #expect(topKeys.contains("pointer") && !topKeys.contains("kind") && !topKeys.contains("angles"))
        // A colour's value: the named colours.
        session.open("kind: button\nparts:\n  - id: a\n    color: ", uri: "untitled:d.control.yaml")
        let colors = (session.result("textDocument/completion", LSPSession.at("untitled:d.control.yaml", 3, 11)) as? [String: Any])?["items"]
            as? [[String: Any]]
        #expect(colors?.compactMap { $0["label"] as? String } == NamedColors.words)
    }

    @Test func everyColourLiteralHasASwatchPerAppearance() throws {
        let session = LSPSession()
        let uri = "untitled:colors.control.yaml"
        session.open(Self.button, uri: uri)
        let swatches = try #require(session.result("textDocument/documentColor", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        func color(_ swatch: [String: Any]) -> [Double] {
            let c = swatch["color"] as? [String: Double] ?? [:]
            return [c["red"], c["green"], c["blue"], c["alpha"]].map { $0 ?? -1 }
        }
        let onLine8 = swatches.filter { start($0["range"])?.0 == 8 }
        #expect(onLine8.map(color) == [[1, 0, 0, 1], [0, 0.5, 1, 1]])
        #expect(onLine8.map { start($0["range"])!.1 } == [20, 37])
        let pink = swatches.filter { start($0["range"])?.0 == 12 }
        let expected = Appearance.allCases.map { ColorValue.named("systemPink").resolved(in: $0) }
            .reduce(into: [RGBA]()) { if !$0.contains($1) { $0.append($1) } }
        #expect(pink.count == expected.count && pink.count > 1)
        let wanted = expected.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        #expect(zip(pink.map(color), wanted).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) < 1e-9 } }, "\(pink.map(color)) \(wanted)")
        #expect(swatches.count == 2 + expected.count)
    }

    @Test func aPickedColourIsWrittenInSpecSyntax() throws {
        let session = LSPSession()
        let uri = "untitled:p.control.yaml"
        session.open(Self.button, uri: uri)
        let range = ["start": LSPSession.position(12, 11), "end": LSPSession.position(12, 21)]
        let color = ["red": 1.0, "green": 0.5, "blue": 0.0, "alpha": 1.0]
        let list = try #require(session.result("textDocument/colorPresentation",
            ["textDocument": ["uri": uri], "color": color, "range": range]) as? [[String: Any]])
        #expect(list.compactMap { ($0["textEdit"] as? [String: Any])?["newText"] as? String } == ["'#ff8000'", "'rgb(1, 0.5, 0)'"])
        let quoted = ["start": LSPSession.position(8, 20), "end": LSPSession.position(8, 29)]
        let translucent = try #require(session.result("textDocument/colorPresentation",
            ["textDocument": ["uri": uri], "color": ["red": 0.5, "green": 0.5, "blue": 0.5, "alpha": 0.25], "range": quoted]) as? [[String: Any]])
        #expect(translucent.compactMap { $0["label"] as? String } == ["white(0.5, 0.25)", "rgba(0.5, 0.5, 0.5, 0.25)"])
        #expect((translucent.first?["textEdit"] as? [String: Any])?["newText"] as? String == "'white(0.5, 0.25)'")
    }

    @Test func thePreviewCommandWritesThePreviewsAndAsksToOpenTheGallery() throws {
        let workspace = try Workspace()
        let knob = try #require(PackagePaths.text(of: "Specs/Knob.control.yaml"), "a spec that lints clean")
        let path = workspace.path("Knob.control.yaml")
        try workspace.write(knob, to: "Knob.control.yaml")
        let uri = URL(fileURLWithPath: path).absoluteString
        let session = LSPSession()
        session.open(knob, uri: uri)
        let actions = session.result("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": LSPSession.position(0, 0),
            "end": LSPSession.position(0, 0)], "context": ["diagnostics": []]]) as? [[String: Any]]
        let command = try #require(actions?.first { $0["kind"] as? String == "source" }?["command"] as? [String: Any])
        #expect(command["command"] as? String == LanguageServer.previewCommand)
        let (response, others) = session.request("workspace/executeCommand", command)
        #expect(response?["result"] is NSNull, "\(String(describing: response))")
        let show = try #require(others.first { $0["method"] as? String == "window/showDocument" })
        let gallery = workspace.path("Previews/index.html")
        #expect((show["params"] as? [String: Any])?["uri"] as? String == URL(fileURLWithPath: gallery).absoluteString)
        #expect(FileManager.default.fileExists(atPath: gallery))
        // A spec with errors writes nothing and says why.
        try workspace.write("kind: button\n", to: "Broken.control.yaml")
        let broken = session.request("workspace/executeCommand", ["command": LanguageServer.previewCommand,
            "arguments": [URL(fileURLWithPath: workspace.path("Broken.control.yaml")).absoluteString]])
        #expect((broken.response?["error"] as? [String: Any])?["code"] as? Int == ResponseError.requestFailedCode)
        #expect(broken.others.contains { $0["method"] as? String == "window/showMessage" })
    }
}

