/// The exit status of `controlspec lint`, `compile` and `preview` (usage errors, 64, are the
/// argument parser's).
public enum ExitStatus: Int32, Sendable {
    /// No finding at or above the failing severity, and every input was read and every output written.
    case clean = 0
    /// At least one finding at or above the failing severity, or a configuration with errors.
    case findings = 1
    /// The tool itself failed: a path could not be read or written, or a directory held no spec.
    case toolFailure = 2

    /// The status of a run: a tool failure wins over findings; otherwise the run fails when a
    /// finding is at or above `failSeverity` (`nil`, from `--fail-severity off`, fails on none).
    public static func decide(diagnostics: [Diagnostic], failSeverity: Severity?, toolFailed: Bool) -> ExitStatus {
        if toolFailed { return .toolFailure }
        guard let failSeverity else { return .clean }
        return diagnostics.contains { $0.severity >= failSeverity } ? .findings : .clean
    }
}
