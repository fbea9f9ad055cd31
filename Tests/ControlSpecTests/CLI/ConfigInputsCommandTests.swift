import Foundation
import Testing

/// `controlspec config inputs`: the files a configuration makes a run read besides specs and
/// templates, which the build plugin declares as inputs.
@Suite struct ConfigInputsCommandTests {
    @Test func listsNothingWithoutAConfiguration() throws {
        let workspace = try Workspace()
        let result = try CLIRunner.run(["config", "inputs"], in: workspace)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result)")
    }

    @Test func listsTheTokenFilesAbsoluteAndSortedAlsoWhenOneIsMissing() throws {
        let workspace = try TokenFixtures.workspace()
        try workspace.write("tokens: [tokens/theme.resolver.json, Design/missing.json]\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(["config", "inputs"], in: workspace, subdirectory: "tokens")
        let root = workspace.url.path
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines == ["\(root)/Design/missing.json", "\(root)/tokens/theme.resolver.json"],
                "a missing file stops the tokens loading, so the resolver's files are not known yet")
        try workspace.write("tokens: [tokens/theme.resolver.json]\n", to: ".controlspec.yml")
        let loaded = try CLIRunner.run(["config", "inputs", "--config", ".controlspec.yml"], in: workspace)
        #expect(loaded.stdoutLines == ["base", "dark", "theme.resolver"].map { "\(root)/tokens/\($0).\($0 == "theme.resolver" ? "json" : "tokens.json")" })
    }

    @Test func aConfigurationWithErrorsFailsWithItsFindings() throws {
        let workspace = try Workspace()
        try workspace.write("tokens: 3\n", to: ".controlspec.yml")
        let result = try CLIRunner.run(["config", "inputs"], in: workspace)
        #expect(result.status == 1 && result.stdout.hasPrefix(".controlspec.yml:1:"), "\(result)")
    }
}
