import ControlSpec
import Foundation
import Testing

/// `--format` on the command line: the goldens, the automatic GitHub format, usage errors and
/// exit statuses that do not depend on the format.
@Suite struct ReportFormatCLITests {
    /// The folder of golden input specs, relative to the package root and to the workspace.
    static let input = "Tests/Goldens/Reporters/input"

    /// The golden file of each format.
    static let goldens: [(format: ReportFormat, path: String)] = [
        (.text, "Tests/Goldens/Reporters/lint.txt"), (.json, "Tests/Goldens/Reporters/lint.json"),
        (.sarif, "Tests/Goldens/Reporters/lint.sarif"), (.github, "Tests/Goldens/Reporters/lint.github"),
        (.junit, "Tests/Goldens/Reporters/lint.junit.xml"),
    ]

    /// A workspace holding a copy of the golden input at the same relative path, so that the
    /// paths printed match a run from the package root.
    static func workspaceWithInput() throws -> Workspace {
        let workspace = try Workspace()
        let target = workspace.url.appendingPathComponent(input)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(input), to: target)
        return workspace
    }

    @Test(arguments: goldens.map(\.format))
    func lintMatchesTheGolden(_ format: ReportFormat) throws {
        let result = try CLIRunner.run(["lint", Self.input, "--format", format.rawValue], in: Self.workspaceWithInput())
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(format == .text || result.stdout.hasSuffix("\n"))
        let golden = try #require(Self.goldens.first { $0.format == format }).path
        GoldenFile.expect(golden, equals: result.stdout, regeneratedBy: "scripts/update-generated")
    }

    @Test func compilePrintsTheSameJSON() throws {
        let workspace = try Self.workspaceWithInput()
        let result = try CLIRunner.run(["compile", Self.input, "--output", "Generated", "--format", "json"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdout == PackagePaths.text(of: "Tests/Goldens/Reporters/lint.json"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("Generated/Clean.swift")))
    }

    @Test func githubIsChosenInsideGitHubActions() throws {
        let workspace = try Self.workspaceWithInput()
        let automatic = try CLIRunner.run(["lint", Self.input], in: workspace, environment: ["GITHUB_ACTIONS": "true"])
        #expect(automatic.stdout == PackagePaths.text(of: "Tests/Goldens/Reporters/lint.github"))
        #expect(automatic.status == 1)
        let chosen = try CLIRunner.run(["lint", Self.input, "--format", "text"], in: workspace, environment: ["GITHUB_ACTIONS": "true"])
        #expect(chosen.stdout == PackagePaths.text(of: "Tests/Goldens/Reporters/lint.txt"))
        let elsewhere = try CLIRunner.run(["compile", Self.input, "--output", "Generated"], in: workspace, environment: ["GITHUB_ACTIONS": "false"])
        #expect(elsewhere.stdout == PackagePaths.text(of: "Tests/Goldens/Reporters/lint.txt"))
    }

    @Test(arguments: ["lint", "compile"])
    func anUnknownFormatIsAUsageError(_ command: String) throws {
        let workspace = try Self.workspaceWithInput()
        let result = try CLIRunner.run([command, Self.input, "--format", "xml"], in: workspace)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("'xml'"))
    }

    /// Clean, strict warnings and a tool failure give 0, 1 and 2 whatever the format, and the
    /// report of a failed run is still complete.
    @Test(arguments: ReportFormat.allCases)
    func exitStatusDoesNotDependOnTheFormat(_ format: ReportFormat) throws {
        let workspace = try Self.workspaceWithInput()
        let clean = "\(Self.input)/Clean.control.yaml", warned = "\(Self.input)/with space/Dial, 100%.control.yaml"
        let flags = ["--format", format.rawValue]
        #expect(try CLIRunner.run(["lint", clean] + flags, in: workspace).status == 0)
        #expect(try CLIRunner.run(["lint", warned] + flags, in: workspace).status == 0)
        #expect(try CLIRunner.run(["lint", warned, "--strict"] + flags, in: workspace).status == 1)
        let failed = try CLIRunner.run(["lint", warned, "missing.control.yaml"] + flags, in: workspace)
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("controlspec: error: cannot read 'missing.control.yaml'"))
        #expect(failed.stdout.contains("touch-target-size"))
        if format == .json || format == .sarif {
            #expect((try? JSONSerialization.jsonObject(with: Data(failed.stdout.utf8))) != nil)
        }
    }

    @Test func versionIsTheLibrarysVersion() throws {
        let result = try CLIRunner.run(["--version"], in: Workspace())
        #expect(result.stdout == "\(ControlSpecVersion.current)\n")
        #expect(result.status == 0)
    }
}
