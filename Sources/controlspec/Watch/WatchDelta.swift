import ControlSpec

/// What changed between two runs of watch mode: the findings that appeared and those that went,
/// and the tool failures that are new. A finding that only moved (same file, rule, severity,
/// message and key path, another place) counts as neither.
struct WatchDelta {
    /// The findings of the last run.
    private var findings: [FileDiagnostic] = []
    /// The tool failures of the last run.
    private var failures: [ToolFailure] = []

    /// Takes in the report of a new run; returns what is new in it and what went.
    mutating func update(with report: RunReport) -> (appeared: [FileDiagnostic], resolved: [FileDiagnostic], newFailures: [ToolFailure]) {
        var unmatched = findings
        var appeared: [FileDiagnostic] = []
        for finding in report.findings {
            if let index = unmatched.firstIndex(of: finding) ?? unmatched.firstIndex(where: { Self.sameProblem($0, finding) }) {
                unmatched.remove(at: index)
            } else {
                appeared.append(finding)
            }
        }
        let newFailures = report.failures.filter { !failures.contains($0) }
        findings = report.findings
        failures = report.failures
        return (appeared, unmatched, newFailures)
    }

    /// Whether two findings are the same problem, perhaps at another place.
    static func sameProblem(_ a: FileDiagnostic, _ b: FileDiagnostic) -> Bool {
        a.path == b.path && a.diagnostic.ruleID == b.diagnostic.ruleID && a.diagnostic.severity == b.diagnostic.severity
            && a.diagnostic.message == b.diagnostic.message && a.diagnostic.keyPath == b.diagnostic.keyPath
    }
}
