/// Checks across the specs of one run.
public enum ProjectChecks {
    /// The specs whose `name` another spec of the run also declares, each with a diagnostic at its
    /// `name`; the others, which can be generated.
    public static func separateTypeNameClashes(_ specs: [(path: String, spec: ControlSpecification)]) -> (clashes: [FileDiagnostic], unique: [(path: String, spec: ControlSpecification)]) {
        let byName = Dictionary(grouping: specs, by: \.spec.name)
        var clashes: [FileDiagnostic] = []
        var unique: [(path: String, spec: ControlSpecification)] = []
        for entry in specs {
            let others = byName[entry.spec.name, default: []].map(\.path).filter { $0 != entry.path }
            guard !others.isEmpty else {
                unique.append(entry)
                continue
            }
            clashes.append(FileDiagnostic(path: entry.path, diagnostic: Diagnostic(
                severity: Rule.duplicateTypeName.defaultSeverity,
                message: "type '\(entry.spec.name)' is also generated from \(others.joined(separator: ", "))",
                ruleID: Rule.duplicateTypeName.id, span: entry.spec.sourceMap["name"] ?? .fileStart, keyPath: "name",
                notes: [DiagnosticNote("each spec becomes <name>.swift in one folder; give each control its own name")])))
        }
        return (clashes, unique)
    }
}
