import ArgumentParser
import ControlSpec

/// `controlspec preview`: checks specs and writes SVG previews and an HTML gallery.
struct PreviewCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write SVG previews of each spec and an index.html gallery.",
        discussion: """
            Writes <Name>-<state>.svg for every spec without errors, and index.html listing them, \
            atomically and only when their bytes change; a file without controlspec's header is never \
            overwritten. Exit status as for lint: 0 clean, 1 findings, 2 a path could not be read or \
            written, 64 usage error.
            """
    )

    /// The spec files and directories.
    @Argument(help: "Spec files, or directories to search for *.control.yaml files.")
    var paths: [String]

    /// Where the previews go.
    @Option(name: .long, help: "The folder the SVG files and index.html are written to (default: the configuration's previews, else Previews).")
    var output: String?

    /// The output format of the findings.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity (files are still written when warnings fail the run).
    @OptionGroup var failure: FailureOptions

    /// Checks every spec, writes the previews and the gallery, and exits with the run's status.
    func run() throws {
        let configuration = try RunOutput.configuration(explicitPath: failure.config, report: report)
        let result = Pipeline.preview(paths, configuration: configuration, output: output)
        try RunOutput.finish(result, options: report, failSeverity: failure.failSeverity)
    }
}
