/// What a run of `lint`, `compile` or `preview` has to tell: the report of its findings and its
/// tool failures. The executable prints it and exits with `exitStatus(failSeverity:)`.
public struct RunReport: Sendable {
    /// The shown paths of the files checked, in the order checked (a format that lists clean
    /// files, such as JUnit, uses them).
    public var files: [String]
    /// Every finding, sorted.
    public var findings: [FileDiagnostic]
    /// The problems of the tool itself, in the order they happened.
    public var failures: [ToolFailure]
    /// What the write stage did, for a run that writes files.
    public var writes = WriteReport()
    /// The files the accepted specs' images may be read from, existing or not (watch mode
    /// watches them).
    public var imageFiles: [String] = []

    /// Creates a report.
    public init(files: [String], findings: [FileDiagnostic], failures: [ToolFailure]) {
        self.files = files
        self.findings = findings
        self.failures = failures
    }

    /// The run's exit status when findings at or above `failSeverity` fail it.
    public func exitStatus(failSeverity: Severity?) -> ExitStatus {
        ExitStatus.decide(diagnostics: findings.map(\.diagnostic), failSeverity: failSeverity, toolFailed: !failures.isEmpty)
    }
}
