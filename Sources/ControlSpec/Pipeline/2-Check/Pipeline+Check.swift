extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    ///
    /// The specs accepted are kept with their summaries (`CheckSummary`: name, findings, images),
    /// not their models, which the generate stage makes again one spec at a time: ten thousand
    /// checked models take 20 MB.
    ///
    /// With `recorded`, a spec whose summary an earlier run recorded under the key it has now
    /// (`CheckSummary.key`: the same bytes, options and tool) is not checked again: its findings
    /// are the recorded ones, and it is accepted with that summary and no model.
    public static func check(_ files: [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil, recorded: RecordedChecks? = nil) -> CheckedProject {
        let checking = recorded.map { CheckSummary.checkingKey(options: options, toolIdentity: $0.toolIdentity) }
        let results = Parallel.map(files.count, threads: threads) { index -> (diagnostics: [Diagnostic], accepted: AcceptedSpec?) in
            let file = files[index]
            let key = checking.map { CheckSummary.key(of: file.bytes, after: $0) }
            if let key, let summary = recorded?.summaries[file.shownPath], summary.key == key {
                return (summary.diagnostics, AcceptedSpec(file: file, summary: summary, options: options))
            }
            let result = Linter.lint(file.bytes, options: options)
            // Only the summary is kept: the generate stage checks the spec again for its model
            // (`AcceptedSpec.model()`, 0.14 ms) rather than every model being held until then.
            return (result.diagnostics, result.spec.map { AcceptedSpec(file: file, summary: CheckSummary($0, key: key, diagnostics: result.diagnostics), options: options) })
        }
        let valid = results.compactMap(\.accepted)
        let (clashes, accepted) = ProjectChecks.separateTypeNameClashes(valid)
        let checked = files.indices.map { CheckedFile(source: files[$0], diagnostics: results[$0].diagnostics) }
        return CheckedProject(files: checked, projectFindings: clashes, accepted: accepted)
    }
}
