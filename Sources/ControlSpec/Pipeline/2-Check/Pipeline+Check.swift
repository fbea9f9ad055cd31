extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    ///
    /// The specs accepted are kept with their summaries (`CheckSummary`: name, findings, images).
    /// The first `keptModels` files (`Pipeline.keptModels` unless given; none for `lint`, which
    /// generates nothing) keep their models, without their source maps, which only the checks
    /// read (`AcceptedSpec.forGeneration`), and let their bytes go once checked: the generate
    /// stage does not check them again, and needs only the key of their bytes
    /// (`AcceptedSpec.sourceKey`). The others keep their bytes instead (the check stage takes the
    /// files it is given), and the generate stage checks them again for their models, one at a
    /// time: a model takes about twice a spec's bytes, so that past the cap memory grows half as
    /// fast.
    ///
    /// With `recorded`, a spec whose summary an earlier run recorded under the key it has now
    /// (`CheckSummary.key`: the same bytes, options and tool) is not checked again: its findings
    /// are the recorded ones, and it is accepted with that summary, no model and its bytes.
    public static func check(_ files: consuming [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil,
                             recorded: RecordedChecks? = nil, keptModels: Int = Pipeline.keptModels) -> CheckedProject {
        let checking = recorded.map { CheckSummary.checkingKey(options: options, toolIdentity: $0.toolIdentity) }
        // Each file is handed to the worker that checks it, so its bytes go once it is checked.
        let count = files.count
        let handed = Slots(files.map(Optional.some))
        files = []
        var results = Parallel.map(count, threads: threads) { index -> (file: SourceFile, diagnostics: [Diagnostic], accepted: AcceptedSpec?) in
            let file = handed.take(at: index)!
            let sourceKey = AcceptedSpec.sourceKey(of: file.bytes)
            let key = checking.map { CheckSummary.key(ofSource: sourceKey, after: $0) }
            if let key, let summary = recorded?.summaries[file.shownPath], summary.key == key {
                return (file.withoutBytes, summary.diagnostics, AcceptedSpec(file: file, sourceKey: sourceKey, summary: summary, options: options))
            }
            let result = Linter.lint(file.bytes, options: options)
            guard let spec = result.spec else { return (file.withoutBytes, result.diagnostics, nil) }
            // A spec keeps its model or its bytes, for `model()`.
            let model = index < keptModels ? AcceptedSpec.forGeneration(spec) : nil
            return (file.withoutBytes, result.diagnostics, AcceptedSpec(file: model == nil ? file : file.withoutBytes, sourceKey: sourceKey,
                                                                      summary: CheckSummary(spec, key: key, diagnostics: result.diagnostics),
                                                                      model: model, options: options))
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

    /// How many files, the first in discovery order, keep their checked models for the generate
    /// stage rather than their bytes. A compile of ten thousand specs keeps them all and peaks
    /// within 64 MB (docs/performance.md); a larger project checks the specs past the cap twice
    /// rather than hold every model.
    public static let keptModels = 20_000
}
