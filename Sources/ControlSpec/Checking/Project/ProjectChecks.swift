/// Checks across the specs of one run (the check stage runs them after each file's own checks).
enum ProjectChecks {
    /// The specs whose `name` another spec of the run also declares, each with a diagnostic at its
    /// `name`; the others, which can be generated.
    static func separateTypeNameClashes(_ specs: [AcceptedSpec]) -> (clashes: [FileDiagnostic], unique: [AcceptedSpec]) {
        let byName = Dictionary(grouping: specs, by: \.summary.name)
        var clashes: [FileDiagnostic] = []
        var unique: [AcceptedSpec] = []
        for entry in specs {
            let others = byName[entry.summary.name, default: []].map(\.file.shownPath).filter { $0 != entry.file.shownPath }
            guard !others.isEmpty else {
                unique.append(entry)
                continue
            }
            clashes.append(FileDiagnostic(path: entry.file.shownPath, diagnostic: Diagnostic(
                severity: Rule.duplicateTypeName.defaultSeverity,
                message: "type '\(entry.summary.name)' is also generated from \(others.joined(separator: ", "))",
                ruleID: Rule.duplicateTypeName.id, span: entry.summary.nameSpan ?? .fileStart, keyPath: "name",
                notes: [DiagnosticNote("each spec becomes <name>.swift in one folder; give each control its own name")])))
        }
        return (clashes, unique)
    }
}
