extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    ///
    /// The specs accepted are kept with their summaries (`CheckSummary`: name, findings, images)
    /// and their models, without their source maps, which only the checks read
    /// (`AcceptedSpec.forGeneration`): about 1.7 KB each, so the generate stage does not check a
    /// spec again. A file's bytes are let go once it is checked (the check stage takes the files
    /// it is given): they weigh about half as much as a model, and the later stages need only
    /// their key (`AcceptedSpec.sourceKey`).
    ///
    /// With `recorded`, a spec whose summary an earlier run recorded under the key it has now
    /// (`CheckSummary.key`: the same bytes, options and tool) is not checked again: its findings
    /// are the recorded ones, and it is accepted with that summary, no model and its bytes.
    ///
    /// Without `keepsModels` (`lint`, which generates nothing), the accepted specs keep their
    /// bytes instead of their models, so `AcceptedSpec.model()` can still make them.
    public static func check(_ files: consuming [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil,
                             recorded: RecordedChecks? = nil, keepsModels: Bool = true) -> CheckedProject {
        let checking = recorded.map { CheckSummary.checkingKey(options: options, toolIdentity: $0.toolIdentity) }
        // Each file is handed to the worker that checks it, so its bytes go once it is checked.
        let count = files.count
        let handed = Slots(files.map(Optional.some))
        files = []
        var results = Parallel.map(count, threads: threads) { index -> (file: SourceFile, diagnostics: [Diagnostic], accepted: AcceptedSpec?) in
            let file = handed.take(at: index)!
            let sourceKey = AcceptedSpec.sourceKey(of: file.bytes)
            let key = checking.map { CheckSummary.key(of: file.bytes, after: $0) }
            if let key, let summary = recorded?.summaries[file.shownPath], summary.key == key {
                return (file.withoutBytes, summary.diagnostics, AcceptedSpec(file: file, sourceKey: sourceKey, summary: summary, options: options))
            }
            let result = Linter.lint(file.bytes, options: options)
            guard let spec = result.spec else { return (file.withoutBytes, result.diagnostics, nil) }
            let summary = CheckSummary(spec, key: key, diagnostics: result.diagnostics)
            guard keepsModels else { return (file.withoutBytes, result.diagnostics, AcceptedSpec(file: file, sourceKey: sourceKey, summary: summary, options: options)) }
            return (file.withoutBytes, result.diagnostics, AcceptedSpec(file: file.withoutBytes, sourceKey: sourceKey, summary: summary,
                                                                      model: AcceptedSpec.forGeneration(spec), options: options))
        }
        let checked = results.map { CheckedFile(source: $0.file, diagnostics: $0.diagnostics) }
        // The accepted specs are moved out of the results, not copied: ten thousand models are
        // most of a run's memory.
        var valid: [AcceptedSpec] = []
        valid.reserveCapacity(results.count { $0.accepted != nil })
        for index in results.indices {
            if let accepted = results[index].accepted.take() { valid.append(accepted) }
        }
        results = []
        let (clashes, accepted) = ProjectChecks.separateTypeNameClashes(consume valid)
        return CheckedProject(files: checked, projectFindings: clashes, accepted: accepted)
    }
}
