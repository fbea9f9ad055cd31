extension Pipeline {
    /// Stage 2: checks every file on its own (`Linter.lint`: YAML, structure, semantics, then
    /// design lint on error-free specs), then the specs without errors against each other
    /// (`ProjectChecks`). `lint`, `compile` and `preview` all call it, so they report the same
    /// findings for the same files. Pure.
    public static func check(_ files: [SourceFile], options: LintOptions = LintOptions()) -> CheckedProject {
        let checked = files.map { CheckedFile(source: $0, result: Linter.lint($0.bytes, options: options)) }
        let valid = checked.compactMap { file in file.result.spec.map { AcceptedSpec(file: file.source, spec: $0) } }
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes(valid)
        return CheckedProject(files: checked, projectFindings: clashes, accepted: unique)
    }
}
