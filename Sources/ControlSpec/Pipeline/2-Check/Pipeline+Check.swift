extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    ///
    /// The specs accepted are kept with their summaries (`CheckSummary`: name, findings, images).
    /// The first `keptModels` files (`Pipeline.keptModels` unless given) also keep their models,
    /// without their source maps, which only the checks read (`AcceptedSpec.forGeneration`); the
    /// generate stage makes the models of the others again, one spec at a time. A model kept so
    /// takes about 2 KB (8 KB with its source map), so a project of up to a thousand specs is
    /// checked once, and ten thousand models are not all held.
    ///
    /// With `recorded`, a spec whose summary an earlier run recorded under the key it has now
    /// (`CheckSummary.key`: the same bytes, options and tool) is not checked again: its findings
    /// are the recorded ones, and it is accepted with that summary and no model.
    public static func check(_ files: [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil, recorded: RecordedChecks? = nil,
                             keptModels: Int = Pipeline.keptModels) -> CheckedProject {
        let checking = recorded.map { CheckSummary.checkingKey(options: options, toolIdentity: $0.toolIdentity) }
        let results = Parallel.map(files.count, threads: threads) { index -> (diagnostics: [Diagnostic], accepted: AcceptedSpec?) in
            let file = files[index]
            let key = checking.map { CheckSummary.key(of: file.bytes, after: $0) }
            if let key, let summary = recorded?.summaries[file.shownPath], summary.key == key {
                return (summary.diagnostics, AcceptedSpec(file: file, summary: summary, options: options))
            }
            let result = Linter.lint(file.bytes, options: options)
            guard let spec = result.spec else { return (result.diagnostics, nil) }
            // Past the first files only the summary is kept: the generate stage checks the spec
            // again for its model (`AcceptedSpec.model()`) rather than every model being held.
            let model = index < keptModels ? AcceptedSpec.forGeneration(spec) : nil
            return (result.diagnostics, AcceptedSpec(file: file, summary: CheckSummary(spec, key: key, diagnostics: result.diagnostics), model: model, options: options))
        }
        let valid = results.compactMap(\.accepted)
        let (clashes, accepted) = ProjectChecks.separateTypeNameClashes(valid)
        let checked = files.indices.map { CheckedFile(source: files[$0], diagnostics: results[$0].diagnostics) }
        return CheckedProject(files: checked, projectFindings: clashes, accepted: accepted)
    }

    /// How many files, the first in discovery order, keep their checked models for the generate
    /// stage: about 2 MB of models.
    public static let keptModels = 1_000
}
