/// Checks across the specs of one run (the check stage runs them after each file's own checks).
enum ProjectChecks {
    /// The specs whose `name` another spec of the run also declares, each with a diagnostic at its
    /// `name`; the others, which can be generated.
    ///
    /// The specs are not copied: they are grouped by index, so the check stage's peak memory does
    /// not hold its ten thousand accepted specs twice over.
    static func separateTypeNameClashes(_ specs: consuming [AcceptedSpec]) -> (clashes: [FileDiagnostic], unique: [AcceptedSpec]) {
        var byName: [String: [Int]] = [:]
        byName.reserveCapacity(specs.count)
        for index in specs.indices {
            byName[specs[index].summary.name, default: []].append(index)
        }
        var clashes: [FileDiagnostic] = []
        var refused: Set<Int> = []
        for (index, entry) in specs.enumerated() {
            let others = byName[entry.summary.name, default: []].map { specs[$0].file.shownPath }.filter { $0 != entry.file.shownPath }
            guard !others.isEmpty else { continue }
            refused.insert(index)
            clashes.append(FileDiagnostic(path: entry.file.shownPath, diagnostic: Diagnostic(
                severity: Rule.duplicateTypeName.defaultSeverity,
                message: "type '\(entry.summary.name)' is also generated from \(others.joined(separator: ", "))",
                ruleID: Rule.duplicateTypeName.id, span: entry.summary.nameSpan ?? .fileStart, keyPath: "name",
                notes: [DiagnosticNote("each spec becomes <name>.swift in one folder; give each control its own name")])))
        }
        guard !refused.isEmpty else { return (clashes, specs) }
        return (clashes, specs.indices.filter { !refused.contains($0) }.map { specs[$0] })
    }
}
