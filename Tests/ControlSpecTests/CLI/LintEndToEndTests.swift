import Foundation
import Testing
@testable import ControlSpec

/// `controlspec lint` as the issue's acceptance describes it: the bundled specs, a typo, a hostile corpus.
@Suite struct LintEndToEndTests {
    /// Copies the bundled specs into `Specs/` of a workspace.
    func workspaceWithSpecs() throws -> Workspace {
        let workspace = try Workspace()
        for name in ReferenceSpecTests.names {
            try workspace.write(try PackagePaths.bytes("Specs/\(name).control.yaml"), to: "Specs/\(name).control.yaml")
        }
        return workspace
    }

    @Test func bundledSpecsLintCleanWithNoOutput() throws {
        let result = try CLIRunner.run(["lint", "Specs", "--strict"], in: try workspaceWithSpecs())
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func misspeltKeyIsLocatedWithADidYouMean() throws {
        let workspace = try workspaceWithSpecs()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        let misspelt = knob.replacingOccurrences(of: "track:\n  lineWidth: 2", with: "track:\n  lineWidht: 2")
        #expect(misspelt != knob)
        try workspace.write(misspelt, to: "Specs/X.control.yaml")
        let line = misspelt.components(separatedBy: "\n").firstIndex { $0.contains("lineWidht") }! + 1
        let result = try CLIRunner.run(["lint", "Specs"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines == ["Specs/X.control.yaml:\(line):3: error: unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'? [unknown-key]"])
    }

    @Test func findingsOfSeveralFilesAreSortedByPathLineAndColumn() throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob.replacingOccurrences(of: "size: 64x64", with: "size: 30x30").replacingOccurrences(of: "\naccessibility: { label: Level }", with: ""), to: "b.control.yaml")
        try workspace.write(Rule.minimalKnob.replacingOccurrences(of: "max: 1", with: "max: -1").replacingOccurrences(of: "zero: up", with: "zero: upp"), to: "a.control.yaml")
        let result = try CLIRunner.run(["lint", "."], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "a.control.yaml:6:23: error: 'max' (-1) must be greater than 'min' (0) [value-range]",
            "a.control.yaml:6:15: note: 'min' is here",
            "a.control.yaml:7:46: error: unknown value 'upp'; did you mean 'up'? [unknown-value]",
            "b.control.yaml:2:7: warning: value control 'Dial' has no accessibility label [accessibility-label]",
            "b.control.yaml:2:7: note: VoiceOver reads the label first; add 'accessibility: { label: ... }'",
            "b.control.yaml:5:7: warning: touch target 30x30 is smaller than 44x44 points [touch-target-size]",
            "b.control.yaml:5:7: note: Apple's Human Interface Guidelines ask for at least 44x44 points so a finger can hit the control",
        ])
    }

    @Test func everyHostileFileIsRefusedWithALocatedError() throws {
        let directory = try HostileCorpus.writeToTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = try Workspace()
        for file in HostileCorpus.files() {
            let path = directory.appendingPathComponent(file.name).path
            let result = try CLIRunner.run(["lint", path], in: workspace)
            #expect(result.status == 1, "\(file.name)")
            #expect(result.stdoutLines.first?.contains(/^\.\.\/.*\.control\.yaml:\d+:\d+: error: .+ \[yaml-[a-z-]+\]$/) == true, "\(file.name): \(result.stdoutLines.first ?? "")")
        }
    }
}
