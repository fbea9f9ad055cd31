/// The check of a design rule: it looks at a spec without errors and reports through `report`.
public typealias DesignCheck = @Sendable (ControlSpecification, DesignReport) -> Void

/// Design advice on a checked spec: warnings a reviewer would raise, each from a rule of the
/// catalogue that carries its own check, so a team can turn it off.
public enum DesignLint {
    /// Runs the check of every design rule in the catalogue.
    public static func run(on spec: ControlSpecification, diagnostics: DiagnosticCollector) {
        for rule in Rule.catalogue {
            rule.designCheck?(spec, DesignReport(rule: rule, spec: spec, diagnostics: diagnostics))
        }
    }
}

/// How a design rule's check reports a finding: at the value of a key path of the spec.
public struct DesignReport {
    /// The rule whose check reports.
    let rule: Rule
    /// The spec under check.
    let spec: ControlSpecification
    /// Where findings go.
    let diagnostics: DiagnosticCollector

    /// Reports `message` at the value of `keyPath`, or of the first key path of `fallbacks` the
    /// spec writes, or at the start of the file.
    public func finding(_ message: String, keyPath: String, at locations: [String] = [], notes: [String] = []) {
        let span = (locations + [keyPath]).lazy.compactMap { spec.sourceMap[$0] }.first ?? .fileStart
        diagnostics.emit(rule, message, at: span, keyPath: keyPath, notes: notes.map { DiagnosticNote($0) })
    }
}
