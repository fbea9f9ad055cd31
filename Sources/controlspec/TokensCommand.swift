import ArgumentParser
import ControlSpec

/// `controlspec tokens`: lists the design tokens each spec uses, resolved.
struct TokensCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List the design tokens specs use, resolved.",
        discussion: """
            For each spec, prints the tokens its values refer to ("{group.token}"), each once: name, type, \
            value (a colour per appearance when it differs) and where it is defined, from the token files \
            the configuration's tokens: lists. Then prints the specs' findings, as lint does. Exit status: \
            as lint's.
            """
    )

    /// The spec files and directories to list.
    @OptionGroup var specs: SpecPaths

    /// The spec paths.
    var paths: [String] { specs.paths }

    /// The output format of the findings.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity.
    @OptionGroup var failure: FailureOptions

    @OptionGroup var absolute: AbsolutePathsFlag

    /// Whether files are named by absolute paths.
    var absolutePaths: Bool { absolute.absolutePaths }

    /// Lists the tokens, prints the findings and exits with the run's status.
    func run() throws {
        let configuration = try RunOutput.configuration(explicitPath: failure.config, report: report)
        let result = Pipeline.tokens(paths, configuration: configuration, absolutePaths: absolutePaths)
        print(result.listing, terminator: "")
        try RunOutput.finish(result.report, options: report, failSeverity: failure.failSeverity)
    }
}
