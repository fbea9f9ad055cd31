import Foundation
import Testing

/// The examples in `docs/ci.md` are what controlspec prints for the Knob spec with `lineWidth`
/// misspelt on line 25.
@Suite struct CIDocumentTests {
    /// A workspace holding `Specs/Knob.control.yaml` with the typo.
    static func misspeltKnob() throws -> Workspace {
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        var lines = knob.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[24] == "  lineWidth: 2")
        lines[24] = "  lineWidht: 2"
        let workspace = try Workspace()
        try workspace.write(lines.joined(separator: "\n"), to: "Specs/Knob.control.yaml")
        return workspace
    }

    /// The text of the first fenced block after `opening` (e.g. "```json") in docs/ci.md.
    static func block(_ opening: String) throws -> String {
        let document = try #require(PackagePaths.text(of: "docs/ci.md"))
        let start = try #require(document.range(of: opening + "\n"))
        let end = try #require(document.range(of: "\n```\n", range: start.upperBound..<document.endIndex))
        return String(document[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func jsonExampleIsTheRealOutput() throws {
        let result = try CLIRunner.run(["lint", "Specs", "--format", "json"], in: Self.misspeltKnob())
        #expect(result.stdout == (try Self.block("```json")))
    }

    @Test func annotationExampleIsTheRealOutput() throws {
        let result = try CLIRunner.run(["lint", "Specs", "--format", "github"], in: Self.misspeltKnob())
        #expect(try Self.block("per finding:\n\n```").contains(result.stdout))
        #expect(result.stdout.hasPrefix("::error file=Specs/Knob.control.yaml,line=25,"))
    }
}

/// The preview examples of `docs/ci.md` and `docs/cli.md` are what `preview --check` prints.
@Suite struct PreviewCheckDocumentTests {
    /// A workspace whose `base/Previews` are today's previews but for the knob's pointer at 90°
    /// in `Knob-maximum.svg`.
    static func knobTurnedOnBase() throws -> Workspace {
        let workspace = try CompileCommandTests.workspace()
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "base/Previews"], in: workspace).status == 0)
        let maximum = workspace.path("base/Previews/Knob-maximum.svg")
        let text = try String(contentsOfFile: maximum, encoding: .utf8)
        #expect(text.contains("rotate(67.5 60 60)"))
        try workspace.write(text.replacingOccurrences(of: "rotate(67.5 60 60)", with: "rotate(90 60 60)"), to: "base/Previews/Knob-maximum.svg")
        return workspace
    }

    @Test func previewsMemberExampleIsTheRealOutput() throws {
        let result = try CLIRunner.run(["preview", "Specs", "--check", "base/Previews", "--format", "json"], in: Self.knobTurnedOnBase())
        #expect(result.status == 1)
        let member = try #require(result.stdout.range(of: "  \"previews\": "))
        let indented = try CIDocumentTests.block("its maximum, and the pull request's turns it to 67.5°:\n\n```json")
            .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
        #expect(String(result.stdout[member.upperBound...]) == indented + "}\n", "\(result.stdout)")
    }

    @Test func annotationExampleIsTheRealOutput() throws {
        let result = try CLIRunner.run(["preview", "Specs", "--check", "base/Previews", "--format", "github"], in: Self.knobTurnedOnBase())
        #expect(result.status == 1)
        #expect(result.stdout == (try CIDocumentTests.block("(and, for the gallery, a notice without a file):\n\n```")))
    }

    @Test func textExampleLinesAreRealOutput() throws {
        let document = try #require(PackagePaths.text(of: "docs/cli.md"))
        let start = try #require(document.range(of: "for a changed one what changed, element by element:\n\n```\n"))
        let end = try #require(document.range(of: "\n```\n", range: start.upperBound..<document.endIndex))
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"], in: PreviewCheckCommandTests.changedWorkspace())
        for line in document[start.upperBound..<end.lowerBound].split(separator: "\n") {
            #expect(result.stdoutLines.contains(String(line)), "\(line)")
        }
    }
}
