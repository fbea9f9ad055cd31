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
