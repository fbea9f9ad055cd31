/// Checks across the specs of one run (the check stage runs them after each file's own checks).
enum ProjectChecks {
    /// The specs whose generated code would declare a type another spec of the run also declares
    /// (the same `name`, or one's `name` is a type the other's code declares beside its own, such
    /// as `KnobView` beside `Knob`: `ControlKind.declaredTypeNames(of:)`), each with a diagnostic
    /// at its `name` for every such type; the others, which can be generated.
    ///
    /// The specs are not copied: they are grouped by index, so the check stage's peak memory does
    /// not hold its ten thousand accepted specs twice over.
    static func separateTypeNameClashes(_ specs: consuming [AcceptedSpec]) -> (clashes: [FileDiagnostic], unique: [AcceptedSpec]) {
        var byName: [String: [Int]] = [:]
        byName.reserveCapacity(specs.count)
        for index in specs.indices {
            byName[specs[index].summary.name, default: []].append(index)
        }
        /// For each spec that clashes, each type it shares, with the specs it shares it with.
        var shared: [Int: [(type: String, with: [Int])]] = [:]
        func add(_ type: String, _ others: [Int], to index: Int) {
            if let known = shared[index]?.firstIndex(where: { $0.type == type }) {
                shared[index]![known].with += others
            } else {
                shared[index, default: []].append((type, others))
            }
        }
        for index in specs.indices {
            let name = specs[index].summary.name
            let types = ControlKinds.named(specs[index].summary.kind)?.declaredTypeNames(of: name) ?? [name]
            for type in types {
                let others = byName[type, default: []].filter { specs[$0].file.shownPath != specs[index].file.shownPath }
                guard !others.isEmpty else { continue }
                add(type, others, to: index)
                // A spec named like a type of this one's code learns of it here, as its own
                // `name` is not a derived type of its own.
                if type != name {
                    for other in others { add(type, [index], to: other) }
                }
            }
        }
        guard !shared.isEmpty else { return ([], specs) }
        var clashes: [FileDiagnostic] = []
        for index in specs.indices {
            guard let types = shared[index] else { continue }
            let entry = specs[index]
            for (type, others) in types {
                let paths = others.map { specs[$0].file.shownPath }
                let sameName = type == entry.summary.name && others.allSatisfy { specs[$0].summary.name == type }
                let note = sameName
                    ? "each spec becomes <name>.swift and <name>View.swift in one folder; give each control its own name"
                    : "a control's code declares types named after it (<name>View, <name>Kernel, …); give each control a name no other control's types take"
                clashes.append(FileDiagnostic(path: entry.file.shownPath, diagnostic: Diagnostic(
                    severity: Rule.duplicateTypeName.defaultSeverity,
                    message: "type '\(type)' is also generated from \(paths.joined(separator: ", "))",
                    ruleID: Rule.duplicateTypeName.id, span: entry.summary.nameSpan ?? .fileStart, keyPath: "name",
                    notes: [DiagnosticNote(note)])))
            }
        }
        return (clashes, specs.indices.filter { shared[$0] == nil }.map { specs[$0] })
    }
}
