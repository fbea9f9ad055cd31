import Foundation
import Testing

/// What `controlspec lint` prints for specs with errors: format, paths, order, colour.
@Suite struct LintOutputTests {
    /// A file that is not UTF-8.
    static let invalidUTF8: [UInt8] = [0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]
    /// A file with two YAML documents.
    static let twoDocuments = "a: 1\n---\nb: 2\n"

    /// Whether `line` is `path:line:column: error: message [rule-id]`.
    func isError(_ line: String, in path: String) -> Bool {
        guard line.hasPrefix(path + ":") else { return false }
        return line.dropFirst(path.count + 1).wholeMatch(of: /\d+:\d+: error: .+ \[[a-z0-9-]+\]/) != nil
    }

    /// The distinct paths of the diagnostic lines of `output`, in order of appearance.
    func paths(in result: CLIResult) -> [String] {
        var seen: [String] = []
        for line in result.stdoutLines {
            let path = String(line.prefix { $0 != ":" })
            if seen.last != path { seen.append(path) }
        }
        return seen
    }

    @Test func invalidUTF8IsAnErrorAndExitsOne() throws {
        let workspace = try Workspace()
        try workspace.write(Self.invalidUTF8, to: "bad.control.yaml")
        let result = try CLIRunner.run(["lint", "bad.control.yaml"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first.map { isError($0, in: "bad.control.yaml") } == true)
        #expect(result.stderr == "")
    }

    @Test func twoDocumentsAreAnErrorAndExitOne() throws {
        let workspace = try Workspace()
        try workspace.write(Self.twoDocuments, to: "two.control.yaml")
        let result = try CLIRunner.run(["lint", "two.control.yaml"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first.map { isError($0, in: "two.control.yaml") } == true)
    }

    @Test func fileOverTheSizeLimitIsAnError() throws {
        let workspace = try Workspace()
        let size = (1 << 20) + 10
        try workspace.write(Array(repeating: 0x23, count: size), to: "huge.control.yaml")
        let result = try CLIRunner.run(["lint", "huge.control.yaml"], in: workspace)
        #expect(result.status == 1)
    }

    @Test func diagnosticsOfAllFilesAreSortedByPath() throws {
        let workspace = try Workspace()
        try workspace.write(Self.twoDocuments, to: "b.control.yaml")
        try workspace.write(Self.invalidUTF8, to: "a/z.control.yaml")
        let result = try CLIRunner.run(["lint", "b.control.yaml", "a"], in: workspace)
        #expect(paths(in: result) == ["a/z.control.yaml", "b.control.yaml"])
        #expect(result.status == 1)
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() throws {
        let workspace = try Workspace()
        try workspace.makeDirectory("work")
        try workspace.write(Self.invalidUTF8, to: "work/specs/inside.control.yaml")
        try workspace.write(Self.invalidUTF8, to: "other/outside.control.yaml")
        let result = try CLIRunner.run(
            [
                "lint", workspace.path("work/specs/inside.control.yaml"),
                workspace.path("other/outside.control.yaml"),
            ], in: workspace, subdirectory: "work")
        #expect(paths(in: result) == ["../other/outside.control.yaml", "specs/inside.control.yaml"])
    }

    @Test func directoryArgumentLintsOnlySpecFilesRecursively() throws {
        let workspace = try Workspace()
        for file in [
            "specs/a.control.yaml", "specs/sub/b.control.yml", "specs/notes.yaml",
            "specs/c.control.json", "specs/.hidden/d.control.yaml",
        ] {
            try workspace.write(Self.invalidUTF8, to: file)
        }
        let result = try CLIRunner.run(["lint", "specs"], in: workspace)
        #expect(paths(in: result) == ["specs/a.control.yaml", "specs/sub/b.control.yml"])
    }

    @Test func fileReachedTwiceIsReportedOnce() throws {
        let workspace = try Workspace()
        try workspace.write(Self.invalidUTF8, to: "bad.control.yaml")
        let once = try CLIRunner.run(["lint", "bad.control.yaml"], in: workspace)
        let twice = try CLIRunner.run(["lint", "bad.control.yaml", "./bad.control.yaml", "."], in: workspace)
        #expect(!once.stdout.isEmpty)
        #expect(twice.stdout == once.stdout)
    }

    @Test func unreadablePathWinsOverFindingsButFindingsArePrinted() throws {
        let workspace = try Workspace()
        try workspace.write(Self.invalidUTF8, to: "bad.control.yaml")
        let result = try CLIRunner.run(["lint", "missing.control.yaml", "bad.control.yaml"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stdoutLines.first.map { isError($0, in: "bad.control.yaml") } == true)
    }

    @Test(arguments: [[:], ["NO_COLOR": "1"]])
    func noColourWhenNotATerminal(environment: [String: String]) throws {
        let workspace = try Workspace()
        try workspace.write(Self.invalidUTF8, to: "bad.control.yaml")
        let result = try CLIRunner.run(["lint", "bad.control.yaml"], in: workspace, environment: environment)
        #expect(!result.stdout.isEmpty)
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
