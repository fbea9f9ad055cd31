extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    public static func check(_ files: [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil) -> CheckedProject {
        let checked = Parallel.map(files.count, threads: threads) { CheckedFile(source: files[$0], result: Linter.lint(files[$0].bytes, options: options)) }
        let valid = checked.compactMap { file in file.result.spec.map { AcceptedSpec(file: file.source, spec: $0) } }
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes(valid)
        return CheckedProject(files: checked, projectFindings: clashes, accepted: unique)
    }
}
