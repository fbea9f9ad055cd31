import ArgumentParser
import ControlSpec
import Foundation

/// `controlspec preview`: checks specs and writes SVG previews and an HTML gallery; or compares
/// them with committed previews (`--check`, `--compare`), or keeps them up to date (`--watch`).
struct PreviewCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write SVG previews of each spec and an index.html gallery.",
        discussion: """
            Writes <Name>-<state>.svg for every spec without errors, and index.html listing them, \
            atomically and only when their bytes change; a file without controlspec's header is never \
            overwritten. Exit status as for lint: 0 clean, 1 findings, 2 a path could not be read or \
            written, 64 usage error. With --check DIR, writes nothing and lists how the previews differ \
            from those in DIR (exit 1 when they differ, 2 when DIR cannot be read).
            """
    )

    /// The spec files and directories.
    @OptionGroup var specs: SpecPaths

    /// The spec paths.
    var paths: [String] { specs.paths }

    /// Where the previews go.
    @Option(name: .long, help: "The folder the SVG files and index.html are written to (default: the configuration's previews, else Previews).")
    var output: String?

    /// The committed previews to compare with, writing nothing.
    @Option(name: .long, help: ArgumentHelp("Write nothing; compare the previews the specs give with those in DIR and list each changed, "
        + "added and removed file (exit status 1 when any differs).", valueName: "DIR"))
    var check: String?

    /// The committed previews the review page compares with.
    @Option(name: .long,
            help: ArgumentHelp("Also write review.html into the output folder: each preview that differs from DIR's, before and after.", valueName: "DIR"))
    var compare: String?

    /// Whether to write the previews again on every saved change.
    @Flag(help: ArgumentHelp("Write the previews again whenever a spec or the configuration file is saved, printing only what changed; "
        + "the gallery reloads itself meanwhile. Ctrl-C stops (exit status 0)."))
    var watch = false

    /// Where the record of the output folder's files is kept.
    @OptionGroup var cache: CacheOption

    /// The output format of the findings.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity (files are still written when warnings fail the run).
    @OptionGroup var failure: FailureOptions

    /// Refuses `--check` with options that write, or with a format it cannot print, and
    /// `--watch` with a format other than text.
    func validate() throws {
        try report.validate(watch: watch)
        if check != nil, output != nil || compare != nil || watch {
            throw ValidationError("--check writes nothing; it cannot be combined with --output, --compare or --watch")
        }
        if check != nil, let format = report.format, PreviewCheckReporter(format: format, colored: false) == nil {
            let formats = PreviewCheckReporter.formats.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--check prints \(formats); it cannot be combined with --format \(format.rawValue)")
        }
    }

    /// Checks every spec, writes the previews and the gallery (or compares them, or watches), and
    /// exits with the run's status.
    func run() throws {
        if watch {
            let paths = paths, output = output, compare = compare, cache = cache
            return try WatchSession.run(WatchedCommand(
                paths: paths, configPath: failure.config, templates: { _ in nil },
                run: { configuration, liveReload in
                    Pipeline.preview(paths, configuration: cache.applied(to: configuration), output: output, compare: compare, liveReload: liveReload)
                },
                writesGallery: true))
        }
        let configuration = try RunOutput.configuration(explicitPath: failure.config, report: report)
        if let check {
            let result = Pipeline.checkPreviews(paths, configuration: configuration, against: check)
            RunOutput.printFailures(result.run.failures)
            let environment = ProcessInfo.processInfo.environment
            let colored = ColorPolicy.usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
            let format = report.chosenFormat(environment: environment)
            let reporter = PreviewCheckReporter(format: format, colored: colored) ?? PreviewCheckReporter(format: .text, colored: colored)!
            print(reporter.render(result), terminator: "")
            let status = result.exitStatus(failSeverity: failure.failSeverity)
            if status != .clean { throw ExitCode(status.rawValue) }
            return
        }
        let result = Pipeline.preview(paths, configuration: cache.applied(to: configuration), output: output, compare: compare)
        try RunOutput.finish(result, options: report, failSeverity: failure.failSeverity)
    }
}
