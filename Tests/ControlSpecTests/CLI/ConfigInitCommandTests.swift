import Foundation
import Testing
@testable import ControlSpec

/// `controlspec config init`: the commented default file, which loads clean and is never
/// overwritten.
@Suite struct ConfigInitCommandTests {
    @Test func writesTheDefaultFileWhichLintLoadsWithoutFindings() throws {
        let workspace = try Workspace()
        let result = try CLIRunner.run(["config", "init"], in: workspace)
        #expect(result.status == 0 && result.stdout == "wrote .controlspec.yml\n" && result.stderr == "", "\(result)")
        #expect(try String(contentsOfFile: workspace.path(".controlspec.yml"), encoding: .utf8) == DefaultConfiguration.text)
        try workspace.write(Rule.minimalKnob, to: "Specs/Dial.control.yaml")
        let lint = try CLIRunner.run(["lint", "--fail-severity", "note", "Specs"], in: workspace)
        #expect(lint.status == 0 && lint.stdout == "" && lint.stderr == "", "\(lint)")
    }

    @Test func refusesToOverwriteAnExistingFile() throws {
        let workspace = try Workspace()
        try workspace.write("access: public\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(["config", "init"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr == "controlspec: error: refusing to write '.controlspec.yml': it already exists\n")
        #expect(try String(contentsOfFile: workspace.path(".controlspec.yml"), encoding: .utf8) == "access: public\n")
    }

    @Test func pathNamesAFileOrAFolder() throws {
        let workspace = try Workspace()
        try workspace.makeDirectory("app")
        #expect(try CLIRunner.run(["config", "init", "--path", "app"], in: workspace).stdout == "wrote app/.controlspec.yml\n")
        #expect(try CLIRunner.run(["config", "init", "--path", "ci.yml"], in: workspace).stdout == "wrote ci.yml\n")
        try workspace.write(Rule.minimalKnob, to: "Dial.control.yaml")
        let lint = try CLIRunner.run(["lint", "--config", "ci.yml", "Dial.control.yaml"], in: workspace)
        #expect(lint.status == 0 && lint.stdout == "", "\(lint)")
    }
}
