/// The findings of reading a run's token files, in every file read: a token is resolved once per
/// appearance, so the same finding may be made several times and is kept once.
final class TokenFindings {
    /// The findings, in the order first made.
    private(set) var findings: [FileDiagnostic] = []
    /// The findings made, to keep each once.
    private var seen: Set<FileDiagnostic> = []

    /// Adds the findings of `collector`, made in the file shown as `path`.
    func add(_ collector: DiagnosticCollector, path: String) {
        for diagnostic in collector.diagnostics { add(FileDiagnostic(path: path, diagnostic: diagnostic)) }
    }

    /// Adds a finding of `rule` at `location`.
    func emit(_ rule: Rule, _ message: String, at location: TokenLocation, notes: [DiagnosticNote] = []) {
        let collector = DiagnosticCollector()
        collector.emit(rule, message, at: location.span, notes: notes)
        add(collector, path: location.path)
    }

    /// Whether any finding is an error.
    var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }

    /// Adds `finding` unless it was made before.
    private func add(_ finding: FileDiagnostic) {
        if seen.insert(finding).inserted { findings.append(finding) }
    }
}
