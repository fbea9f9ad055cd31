import ArgumentParser
import ControlSpec

/// `controlspec lint`: checks specs and prints every finding of every file, sorted.
struct LintCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check specs and print their diagnostics.",
        discussion: """
            A directory means every *.control.yaml / *.control.yml file below it. Exit status: \
            0 clean, 1 findings at or above the failing severity (errors unless --strict or \
            --fail-severity say otherwise) or a configuration with errors, 2 a path could not be \
            read or a directory held no spec, 64 usage error.
            """
    )

    /// The spec files and directories to check.
    @OptionGroup var specs: SpecPaths

    /// The spec paths.
    var paths: [String] { specs.paths }

    /// The output format.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity.
    @OptionGroup var failure: FailureOptions

    @OptionGroup var absolute: AbsolutePathsFlag

    /// Whether files are named by absolute paths.
    var absolutePaths: Bool { absolute.absolutePaths }

    /// Whether to check again on every saved change.
    @Flag(help: "Check again whenever a spec or the configuration file is saved, printing only what changed; Ctrl-C stops (exit status 0).")
    var watch = false

    /// Refuses `--watch` with a format other than text.
    func validate() throws {
        try report.validate(watch: watch)
    }

    /// Lints every file, prints the diagnostics and exits with the run's status.
    func run() throws {
        if watch {
            let paths = paths, absolutePaths = absolutePaths
            return try WatchSession.run(WatchedCommand(
                paths: paths, configPath: failure.config, templates: { _ in nil },
                run: { configuration, _ in Pipeline.lint(paths, configuration: configuration, absolutePaths: absolutePaths) },
                writesGallery: false))
        }
        let configuration = try RunOutput.configuration(explicitPath: failure.config, report: report)
        let result = Pipeline.lint(paths, configuration: configuration, absolutePaths: absolutePaths)
        try RunOutput.finish(result, options: report, failSeverity: failure.failSeverity)
    }
}
