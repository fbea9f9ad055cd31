import ControlSpec

/// The exit status of `controlspec lint`.
enum LintExitStatus: Int32, Sendable {
    /// No finding at or above the failing severity, and every input was read.
    case clean = 0
    /// At least one finding at or above the failing severity.
    case findings = 1
    /// The tool itself failed: a path could not be read, or a directory held no spec.
    case toolFailure = 2

    /// The status of a run: a tool failure wins over findings. Errors always fail the run,
    /// warnings only when `strict`; notes never do.
    static func decide(diagnostics: [Diagnostic], strict: Bool, toolFailed: Bool) -> LintExitStatus {
        if toolFailed { return .toolFailure }
        let failing: Severity = strict ? .warning : .error
        return diagnostics.contains { $0.severity >= failing } ? .findings : .clean
    }
}
