import Foundation
import Testing
@testable import ControlSpec

/// Design tokens through the command line: a spec using tokens compiles to the same Swift and
/// previews as the spec with the values written in; a changed token file generates again; errors
/// are located in the spec and in the token file; `controlspec tokens` lists what a spec uses.
@Suite struct TokenCommandTests {
    /// Every file below `folder` of `workspace`, by path relative to it, with its bytes.
    static func files(in folder: String, of workspace: Workspace) throws -> [String: Data] {
        let root = workspace.path(folder)
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        var files: [String: Data] = [:]
        for path in paths.sorted() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)) }
        }
        return files
    }

    @Test func aSpecUsingTokensCompilesToTheSameSwiftAndPreviewsAsTheValuesWrittenIn() throws {
        let withTokens = try TokenFixtures.workspace(tokens: true)
        let written = try TokenFixtures.workspace(tokens: false)
        for workspace in [withTokens, written] {
            let result = try CLIRunner.run(["compile", "Specs", "--output", "Out", "--previews", "Out/Previews"], in: workspace)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }
        let tokenFiles = try Self.files(in: "Out", of: withTokens), writtenFiles = try Self.files(in: "Out", of: written)
        #expect(tokenFiles.keys.sorted() == writtenFiles.keys.sorted())
        #expect(tokenFiles.keys.contains("TokenDial.swift") && tokenFiles.keys.contains("Previews/TokenDial-initial-dark.svg"))
        for (path, bytes) in writtenFiles {
            #expect(tokenFiles[path] == bytes, "\(path) differs")
        }
        let swift = String(decoding: try #require(tokenFiles["TokenDial.swift"]), as: UTF8.self)
        #expect(swift.contains("traits.accessibilityContrast == .high"), "the contrast context reaches the generated colour")
    }

    @Test func aChangedTokenFileGeneratesAgain() throws {
        let workspace = try TokenFixtures.workspace()
        let first = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let again = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        #expect(again.status == 0 && again.stdout == "", "an unchanged run writes nothing: \(again.stdout)")
        try workspace.write(TokenFixtures.base.replacingOccurrences(of: "\"value\": 3.5", with: "\"value\": 5.25"), to: "tokens/base.tokens.json")
        let changed = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        #expect(changed.status == 0, "\(changed.stdout)\(changed.stderr)")
        let swift = try String(contentsOfFile: workspace.path("Out/TokenDial.swift"), encoding: .utf8)
        #expect(swift.contains("5.25") && !swift.contains("3.5"), "the new width is generated")
    }

    @Test func errorsAreLocatedInTheSpecAndTheTokenFile() throws {
        let workspace = try TokenFixtures.workspace()
        let spec = TokenFixtures.knob(tokens: true)
            .replacingOccurrences(of: "lineWidth: \"{size.ring}\"", with: "lineWidth: \"{color.ink}\"")
            .replacingOccurrences(of: "length: \"{size.pointer}\"", with: "length: \"{size.pionter}\"")
        try workspace.write(spec, to: "Specs/TokenDial.control.yaml")
        let result = try CLIRunner.run(["lint", "Specs"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "Specs/TokenDial.control.yaml:9:14: error: expected a length in points, found token 'color.ink' of type color [wrong-type]",
            "tokens/base.tokens.json:5:5: note: 'color.ink' is defined here",
            "Specs/TokenDial.control.yaml:12:11: error: unknown token 'size.pionter'; did you mean 'size.pointer'? [unknown-token]",
        ])
    }

    @Test func aTokenFileWithErrorsStopsTheRun() throws {
        let workspace = try TokenFixtures.workspace()
        try workspace.write(TokenFixtures.dark.replacingOccurrences(of: "\"#90CAF9\"", with: "{ \"colorSpace\": \"lab\", \"components\": [50, 10, 10] }"),
                            to: "tokens/dark.tokens.json")
        let result = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first == "tokens/dark.tokens.json:1:69: error: controlspec cannot convert colour space 'lab' of token " +
                "'color.track' [token-color-space]")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Out/TokenDial.swift")), "nothing is generated")
    }

    @Test func tokensListsTheTokensASpecUses() throws {
        let workspace = try TokenFixtures.workspace()
        let result = try CLIRunner.run(["tokens", "Specs"], in: workspace)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdoutLines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(rows == [
            "Specs/TokenDial.control.yaml:",
            "size.ring dimension tokens/base.tokens.json:10:5 3.5px",
            "color.track color tokens/base.tokens.json:6:5 { light: 'rgb(0.2, 0.4, 1)', dark: 'rgb(0.5647058823529412, 0.792156862745098, 0.9764705882352941)', " +
                "highContrastLight: 'rgb(0, 0, 0)', highContrastDark: 'rgb(0, 0, 0)' }",
            "size.pointer dimension tokens/base.tokens.json:11:5 12px",
            "color.ink color tokens/base.tokens.json:5:5 rgb(0.11764705882352941, 0.5333333333333333, 0.8980392156862745)",
            "color.blue color tokens/base.tokens.json:4:5 rgb(0.2, 0.4, 1)",
            "motion.enter transition tokens/base.tokens.json:16:5 180ms cubic-bezier(0.5, 0, 1, 1) after 0ms",
        ], "each token once, in the order first written")
        #expect(result.stdoutLines[1].hasPrefix("  size.ring     dimension   tokens/base.tokens.json:10:5  3.5px"), "columns are aligned")
    }
}
