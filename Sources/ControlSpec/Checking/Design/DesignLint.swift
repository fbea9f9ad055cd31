/// The check of a design rule: it looks at a spec without errors and reports through `report`.
public typealias DesignCheck = @Sendable (ControlSpecification, DesignReport) -> Void

/// Design advice on a checked spec: warnings a reviewer would raise, each from a rule of the
/// catalogue that carries its own check, so a team can turn it off.
public enum DesignLint {
    /// Runs the check of every design rule in the catalogue.
    public static func run(on spec: ControlSpecification, diagnostics: DiagnosticCollector) {
        // Each rule is read where the catalogue keeps it: a copy of a rule, for each of some
        // seventy rules and each spec, retains its texts and examples, which every thread shares.
        for index in Rule.catalogue.indices {
            guard let check = Rule.catalogue[index].designCheck else { continue }
            check(spec, DesignReport(ruleIndex: index, sourceMap: spec.sourceMap, diagnostics: diagnostics))
        }
    }
}

/// How a design rule's check reports a finding: at the value of a key path of the spec.
public struct DesignReport {
    /// The index in `Rule.catalogue` of the rule whose check reports.
    let ruleIndex: Int
    /// Where each key path of the spec under check is written.
    let sourceMap: SourceMap
    /// Where findings go.
    let diagnostics: DiagnosticCollector

    /// Reports `message` at the value of `keyPath`, or of the first key path of `fallbacks` the
    /// spec writes, or at the start of the file.
    public func finding(_ message: String, keyPath: String, at locations: [String] = [], notes: [String] = []) {
        let span = (locations + [keyPath]).lazy.compactMap { sourceMap[$0] }.first ?? .fileStart
        diagnostics.emit(Rule.catalogue[ruleIndex], message, at: span, keyPath: keyPath, notes: notes.map { DiagnosticNote($0) })
    }
}
