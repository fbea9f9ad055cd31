import Foundation
import Testing
@testable import ControlSpec

/// `.controlspec.yml` as `lint` and `compile` use it: found by walking up or named with
/// `--config`, its errors located in it, rule severities, include / exclude, compile defaults.
@Suite struct ConfigurationCommandTests {
    /// A clean spec whose only finding is a `touch-target-size` warning (30x30 points).
    static let smallSpec = Rule.touchTargetSize.triggering[0].bytes
    /// A clean spec whose only finding is an `accessibility-label` warning.
    static let unlabeledSpec = Rule.accessibilityLabel.triggering[0].bytes
    /// A spec with an `unknown-key` error.
    static let brokenSpec = Rule.minimalKnob.replacingOccurrences(of: "size: 64x64", with: "sise: 64x64")

    @Test func touchTargetSizeOffMakesASmallSpecClean() throws {
        let workspace = try Workspace()
        try workspace.write(Self.smallSpec, to: "Specs/Dial.control.yaml")
        let before = try CLIRunner.run(["lint", "--strict", "Specs"], in: workspace)
        #expect(before.status == 1 && before.stdout.contains("[touch-target-size]"), "\(before)")
        try workspace.write("rules:\n  touch-target-size: off\n", to: ".controlspec.yml")
        let after = try CLIRunner.run(["lint", "--strict", "Specs"], in: workspace)
        #expect(after.status == 0 && after.stdout == "" && after.stderr == "", "\(after)")
    }

    @Test func accessibilityLabelErrorFailsTheRunAndNothingIsGenerated() throws {
        let workspace = try Workspace()
        try workspace.write(Self.unlabeledSpec, to: "Specs/Dial.control.yaml")
        try workspace.write("rules:\n  accessibility-label: error\n", to: ".controlspec.yml")
        let lint = try CLIRunner.run(["lint", "Specs"], in: workspace)
        #expect(lint.status == 1)
        #expect(lint.stdoutLines.first == "Specs/Dial.control.yaml:2:7: error: value control 'Dial' has no accessibility label [accessibility-label]")
        let compile = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(compile.status == 1 && compile.stdout == lint.stdout)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated/Dial.swift")))
    }

    @Test(arguments: [".controlspec.yml", ".controlspec.yaml"])
    func theFileIsFoundByWalkingUpFromTheWorkingDirectory(name: String) throws {
        let workspace = try Workspace()
        try workspace.write(Self.smallSpec, to: "app/ui/Dial.control.yaml")
        try workspace.write("rules:\n  touch-target-size: error\n", to: name)
        let result = try CLIRunner.run(["lint", "Dial.control.yaml"], in: workspace, subdirectory: "app/ui")
        #expect(result.status == 1)
        #expect(result.stdoutLines.first == "Dial.control.yaml:5:7: error: touch target 30x30 is smaller than 44x44 points [touch-target-size]")
    }

    @Test func theNearestFileWinsAndYmlComesBeforeYaml() throws {
        let workspace = try Workspace()
        try workspace.write(Self.smallSpec, to: "app/Dial.control.yaml")
        try workspace.write("rules:\n  touch-target-size: error\n", to: ".controlspec.yml")
        try workspace.write("rules:\n  touch-target-size: note\n", to: "app/.controlspec.yml")
        try workspace.write("rules:\n  touch-target-size: off\n", to: "app/.controlspec.yaml")
        let result = try CLIRunner.run(["lint", "Dial.control.yaml"], in: workspace, subdirectory: "app")
        #expect(result.status == 0)
        #expect(result.stdoutLines.first?.contains("note: touch target 30x30") == true, "\(result)")
    }

    @Test func configChoosesAFileInsteadOfTheOneFoundByWalkingUp() throws {
        let workspace = try Workspace()
        try workspace.write(Self.smallSpec, to: "Dial.control.yaml")
        try workspace.write("rules:\n  touch-target-size: error\n", to: ".controlspec.yml")
        try workspace.write("rules:\n  touch-target-size: off\n", to: "ci/lenient.yml")
        let result = try CLIRunner.run(["lint", "--config", "ci/lenient.yml", "Dial.control.yaml"], in: workspace)
        #expect(result.status == 0 && result.stdout == "", "\(result)")
    }

    @Test(arguments: [["lint"], ["compile"]])
    func aMissingConfigFileIsAToolFailure(command: [String]) throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob, to: "Dial.control.yaml")
        let result = try CLIRunner.run(command + ["--config", "missing.yml", "Dial.control.yaml"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "controlspec: error: cannot read configuration 'missing.yml': No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")))
    }

    @Test(arguments: [["lint"], ["compile"]])
    func configErrorsAreLocatedInTheFileAndNothingElseRuns(command: [String]) throws {
        let workspace = try Workspace()
        try workspace.write(Self.brokenSpec, to: "app/Dial.control.yaml")
        try workspace.write("rules:\n  touch-target-sise: off\nexlcude: []\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(command + ["--fail-severity", "off", "Dial.control.yaml"], in: workspace, subdirectory: "app")
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "../.controlspec.yml:2:3: error: unknown key 'touch-target-sise' in 'rules'; did you mean 'touch-target-size'? [unknown-key]",
            "../.controlspec.yml:3:1: error: unknown key 'exlcude'; did you mean 'exclude'? [unknown-key]",
        ])
        #expect(result.stderr == "")
    }

    @Test func aRefusedRuleOverrideIsAnError() throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob, to: "Dial.control.yaml")
        try workspace.write("rules:\n  unknown-key: off\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(["lint", "Dial.control.yaml"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first == ".controlspec.yml:2:3: error: rule 'unknown-key' cannot be configured: its structure errors mean nothing can be generated from the spec [unconfigurable-rule]")
    }

    @Test func excludeSkipsFilesFoundInFoldersButNotFilesNamedExplicitly() throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob, to: "Specs/Dial.control.yaml")
        try workspace.write(Self.brokenSpec, to: "Specs/Legacy/Old.control.yaml")
        try workspace.write("exclude: [Specs/Legacy]\n", to: ".controlspec.yml")
        let folder = try CLIRunner.run(["lint", "Specs"], in: workspace)
        #expect(folder.status == 0 && folder.stdout == "" && folder.stderr == "", "\(folder)")
        let allExcluded = try CLIRunner.run(["lint", "Specs/Legacy"], in: workspace)
        #expect(allExcluded.status == 0 && allExcluded.stderr == "", "a folder whose specs are all excluded is not a failure")
        let named = try CLIRunner.run(["lint", "Specs/Legacy/Old.control.yaml"], in: workspace)
        #expect(named.status == 1 && named.stdout.contains("[unknown-key]"))
    }

    @Test func includePatternsAreRelativeToTheConfigurationFilesFolder() throws {
        let workspace = try Workspace()
        try workspace.write(Self.brokenSpec, to: "app/Specs/Broken.control.yaml")
        try workspace.write(Self.brokenSpec, to: "app/Specs/Wip/Draft.control.yaml")
        try workspace.write(Rule.minimalKnob, to: "app/Specs/Dial.control.yaml")
        try workspace.write("include: [\"app/Specs/D*\", \"**/Wip/*\"]\nexclude: [\"**/Draft.control.yaml\"]\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(["lint", "Specs"], in: workspace, subdirectory: "app")
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result)")
        let broken = try CLIRunner.run(["lint", "."], in: workspace)
        #expect(broken.status == 0, "Broken is not included, Draft is excluded: \(broken)")
    }

    @Test func compileTakesItsFoldersAndAccessFromTheConfigurationAndFlagsOverrideThem() throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob, to: "app/Specs/Dial.control.yaml")
        let header = try CLIRunner.run(["templates", "cat", "header.swift"], in: workspace)
        try workspace.write(header.stdout + "// Built for ACME.\n", to: "Templates/header.swift.mustache")
        try workspace.write("output: Sources/Generated\ntemplates: Templates\naccess: public\n", to: ".controlspec.yml")
        let configured = try CLIRunner.run(["compile", "Specs"], in: workspace, subdirectory: "app")
        #expect(configured.status == 0 && configured.stderr == "", "\(configured)")
        let text = try String(contentsOfFile: workspace.path("Sources/Generated/Dial.swift"), encoding: .utf8)
        #expect(text.contains("// Built for ACME.\n") && text.contains("public typealias DialModel") && text.contains("public enum DialKernel"))
        let flags = try CLIRunner.run(["compile", "Specs", "--output", "Out", "--access", "internal"], in: workspace, subdirectory: "app")
        #expect(flags.status == 0, "\(flags)")
        let overridden = try String(contentsOfFile: workspace.path("app/Out/Dial.swift"), encoding: .utf8)
        #expect(overridden.contains("// Built for ACME.\n") && !overridden.contains("public typealias DialModel") && !overridden.contains("public enum DialKernel"))
    }
}
