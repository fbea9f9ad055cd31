import ArgumentParser
import ControlSpec

/// The `--format` option that `lint` and `compile` share.
struct ReportOptions: ParsableArguments {
    /// The chosen output format; `nil` when the option is not given.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The output format (default: text; github when GITHUB_ACTIONS=true).",
            valueName: "format"))
    var format: ReportFormat?

    /// The format to print in: the one given, or the automatic choice for `environment`.
    func chosenFormat(environment: [String: String]) -> ReportFormat {
        format ?? .automatic(environment: environment)
    }

    /// Refuses `--watch` with a format other than text: watch mode prints what changed, for a
    /// person at a terminal.
    func validate(watch: Bool) throws {
        if watch, let format, format != .text {
            throw ValidationError("--watch prints text; it cannot be combined with --format \(format.rawValue)")
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
