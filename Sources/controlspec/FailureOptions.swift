import ArgumentParser
import ControlSpec

/// The options of `lint` and `compile` that choose the configuration file and which findings
/// fail the run.
struct FailureOptions: ParsableArguments {
    /// The severity at and above which findings fail the run, as `--fail-severity` takes it.
    enum FailSeverity: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, off

        /// The failing severity, `nil` for `off`.
        var threshold: Severity? { Severity(rawValue: rawValue) }
    }

    /// The configuration file chosen on the command line, instead of the one found by walking up.
    @Option(name: .long, help: "The configuration file to use instead of the .controlspec.yml found by walking up from the working directory.")
    var config: String?

    /// Whether warnings fail the run too.
    @Flag(help: "Fail on warnings as well as errors; the same as --fail-severity warning.")
    var strict = false

    /// The failing severity, when given.
    @Option(name: .customLong("fail-severity"),
            help: "Fail when a finding is at or above this severity: error (default), warning, note, or off to fail on none.")
    var failSeverityOption: FailSeverity?

    /// Refuses `--strict` together with a `--fail-severity` other than `warning`.
    func validate() throws {
        if strict, let failSeverityOption, failSeverityOption != .warning {
            throw ValidationError("--strict means --fail-severity warning; it cannot be combined with --fail-severity \(failSeverityOption.rawValue)")
        }
    }

    /// The severity at and above which findings fail the run; `nil` when none does.
    var failSeverity: Severity? {
        if let failSeverityOption { return failSeverityOption.threshold }
        return strict ? .warning : .error
    }
}
