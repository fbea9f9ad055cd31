extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure. The files are checked on up to `threads` threads (all
    /// cores when `nil`); the result does not depend on how many.
    public static func check(_ files: [SourceFile], options: LintOptions = LintOptions(), threads: Int? = nil) -> CheckedProject {
        let results = Parallel.map(files.count, threads: threads) { index in
            var result = Linter.lint(files[index].bytes, options: options)
            let name = result.spec?.sourceMap["name"]
            result.spec?.sourceMap = name.map { ["name": $0] } ?? [:]
            return result
        }
        let valid = files.indices.compactMap { index in results[index].spec.map { AcceptedSpec(file: files[index], spec: $0) } }
        let (clashes, accepted) = ProjectChecks.separateTypeNameClashes(valid)
        let checked = files.indices.map { CheckedFile(source: files[$0], diagnostics: results[$0].diagnostics) }
        return CheckedProject(files: checked, projectFindings: clashes, accepted: accepted)
    }
}
