@testable import ControlSpec
import Foundation
import Testing

/// `controlspec lint`, `schema` and `rules` run as a process: exit statuses, standard error and
/// the parts of the output that do not depend on the checker's findings.
@Suite struct LintCommandTests {
    /// A spec that produces no diagnostic.
    static let cleanSpec = Rule.minimalKnob

    /// A spec whose only findings are warnings (a control smaller than 44 × 44 points).
    static let warningExample: RuleExample? = Rule.touchTargetSize.triggering.first

    @Test(arguments: [[], ["--strict"]])
    func cleanSpecPrintsNothingAndExitsZero(flags: [String]) throws {
        let workspace = try Workspace()
        try workspace.write(Self.cleanSpec, to: "knob.control.yaml")
        let result = try CLIRunner.run(["lint", "knob.control.yaml"] + flags, in: workspace)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test
    func strictTurnsWarningsIntoExitOne() throws {
        let workspace = try Workspace()
        try workspace.write(try #require(Self.warningExample).bytes, to: "knob.control.yaml")
        let lenient = try CLIRunner.run(["lint", "knob.control.yaml"], in: workspace)
        let strict = try CLIRunner.run(["lint", "--strict", "knob.control.yaml"], in: workspace)
        #expect(lenient.status == 0)
        #expect(strict.status == 1)
        #expect(!strict.stdout.isEmpty && strict.stdout == lenient.stdout)
    }

    @Test(arguments: [["lint"], ["lint", "--no-such-option", "knob.control.yaml"], ["frobnicate"]])
    func usageErrorsExitSixtyFour(arguments: [String]) throws {
        let workspace = try Workspace()
        try workspace.write(Self.cleanSpec, to: "knob.control.yaml")
        let result = try CLIRunner.run(arguments, in: workspace)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Usage: controlspec"))
    }

    @Test func missingFileExitsTwoAndOtherFilesAreStillLinted() throws {
        let workspace = try Workspace()
        try workspace.write(Self.cleanSpec, to: "knob.control.yaml")
        let result = try CLIRunner.run(
            ["lint", "missing.control.yaml", "knob.control.yaml"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr == "controlspec: error: cannot read 'missing.control.yaml': No such file or directory\n")
    }

    @Test func directoryWithoutSpecsExitsTwo() throws {
        let workspace = try Workspace()
        try workspace.makeDirectory("empty")
        try workspace.write("a: 1\n", to: "docs/readme.yaml")
        let result = try CLIRunner.run(["lint", "empty", "docs"], in: workspace)
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                controlspec: error: no *.control.yaml files found in 'empty'
                controlspec: error: no *.control.yaml files found in 'docs'

                """)
    }

    @Test func directoryOfCleanSpecsExitsZero() throws {
        let workspace = try Workspace()
        try workspace.write(Self.cleanSpec, to: "specs/knob.control.yaml")
        try workspace.write(Rule.minimalSlider, to: "specs/sub/slider.control.yml")
        let result = try CLIRunner.run(["lint", "specs"], in: workspace)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test func twoSpecsNamingOneTypeAreRefusedAsCompileRefusesThem() throws {
        let workspace = try Workspace()
        try workspace.write(Self.cleanSpec, to: "specs/knob.control.yaml")
        try workspace.write(Self.cleanSpec, to: "specs/sub/knob.control.yml")
        let result = try CLIRunner.run(["lint", "specs"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.contains("specs/sub/knob.control.yml:2:7: error: type 'Dial' is also generated from specs/knob.control.yaml [duplicate-type-name]"), "\(result.stdout)")
    }

    @Test func schemaPrintsTheJSONSchema() throws {
        let result = try CLIRunner.run(["schema"], in: Workspace())
        #expect(result.status == 0)
        #expect(result.stdout == ControlSpecSchema.jsonText)
    }

    @Test func rulesListsTheCatalogue() throws {
        let result = try CLIRunner.run(["rules"], in: Workspace())
        #expect(result.status == 0)
        #expect(result.stdout == RuleDocumentation.plainText())
    }

    @Test func rulesMarkdownPrintsTheDocumentation() throws {
        let result = try CLIRunner.run(["rules", "--markdown"], in: Workspace())
        #expect(result.status == 0)
        #expect(result.stdout == RuleDocumentation.markdown())
        #expect(result.stdout.hasPrefix("# Rules\n"))
    }
}
