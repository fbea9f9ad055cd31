import ControlSpec
import Foundation
import Testing

/// `--format` on the command line: the goldens, the automatic GitHub format, usage errors and
/// exit statuses that do not depend on the format.
@Suite struct ReportFormatCLITests {
    /// The folder of golden input specs, relative to the package root and to the workspace.
    static let input = "Tests/Goldens/Reporters/input"

    /// The golden file of each format, named by its file extension as `scripts/update-generated`
    /// names it from `controlspec formats`.
    static func golden(_ format: ReportFormat) -> String { "Tests/Goldens/Reporters/lint.\(format.fileExtension)" }

    /// A workspace holding a copy of the golden input at the same relative path, so that the
    /// paths printed match a run from the package root.
    static func workspaceWithInput() throws -> Workspace {
        let workspace = try Workspace()
        let target = workspace.url.appendingPathComponent(input)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(input), to: target)
        return workspace
    }

    @Test(arguments: ReportFormat.allCases)
    func lintMatchesTheGolden(_ format: ReportFormat) throws {
        let result = try CLIRunner.run(["lint", Self.input, "--format", format.rawValue], in: Self.workspaceWithInput())
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(format == .text || result.stdout.hasSuffix("\n"))
        GoldenFile.expect(Self.golden(format), equals: result.stdout, regeneratedBy: "scripts/update-generated")
    }

    /// `controlspec formats` lists every format, one per line with its file extension, which the
    /// golden files are named by.
    @Test func formatsListsEveryFormatWithItsExtension() throws {
        let result = try CLIRunner.run(["formats"], in: Workspace())
        #expect(result.status == 0 && result.stderr == "")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { $0.first ?? "" } == ReportFormat.allCases.map(\.rawValue))
        #expect(rows.map { $0.count > 1 ? $0[1] : "" } == ReportFormat.allCases.map(\.fileExtension))
        for format in ReportFormat.allCases {
            #expect(FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent(Self.golden(format)).path), "\(format): no golden")
        }
    }

    @Test func compilePrintsTheSameJSON() throws {
        let workspace = try Self.workspaceWithInput()
        let result = try CLIRunner.run(["compile", Self.input, "--output", "Generated", "--format", "json"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdout == PackagePaths.text(of: Self.golden(.json)))
        #expect(FileManager.default.fileExists(atPath: workspace.path("Generated/Clean.swift")))
    }

    @Test func githubIsChosenInsideGitHubActions() throws {
        let workspace = try Self.workspaceWithInput()
        let automatic = try CLIRunner.run(["lint", Self.input], in: workspace, environment: ["GITHUB_ACTIONS": "true"])
        #expect(automatic.stdout == PackagePaths.text(of: Self.golden(.github)))
        #expect(automatic.status == 1)
        let chosen = try CLIRunner.run(["lint", Self.input, "--format", "text"], in: workspace, environment: ["GITHUB_ACTIONS": "true"])
        #expect(chosen.stdout == PackagePaths.text(of: Self.golden(.text)))
        let elsewhere = try CLIRunner.run(["compile", Self.input, "--output", "Generated"], in: workspace, environment: ["GITHUB_ACTIONS": "false"])
        #expect(elsewhere.stdout == PackagePaths.text(of: Self.golden(.text)))
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
