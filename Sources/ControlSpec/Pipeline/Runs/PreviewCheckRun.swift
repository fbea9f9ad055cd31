/// What `controlspec preview --check DIR` found: the run's findings and failures, and how the
/// previews the specs give now differ from those committed in the folder.
public struct PreviewCheckReport: Sendable {
    /// The findings of the specs and the tool failures, as `lint` reports them.
    public var run: RunReport
    /// The folder compared with, as given.
    public var folder: String
    /// The differences; `nil` when nothing could be compared (a path or the folder could not be read).
    public var comparison: PreviewComparison?
    /// The specs whose previews were not compared because the check refused them (errors, or a
    /// clash with another spec), as shown; the gallery is not compared while this is not empty.
    public var specsNotCompared: [String]

    /// The exit status: 2 when the tool failed, 1 when a preview differs or a finding is at or
    /// above `failSeverity`, else 0.
    public func exitStatus(failSeverity: Severity?) -> ExitStatus {
        let status = run.exitStatus(failSeverity: failSeverity)
        if status == .clean, let comparison, !comparison.isIdentical { return .findings }
        return status
    }
}

extension Pipeline {
    /// `controlspec preview --check DIR`: checks the specs as `lint` does, makes their previews
    /// in memory as `preview` would write them into `folder`, and compares them with the files in
    /// `folder` (`readPreviews`). Writes nothing.
    public static func checkPreviews(_ arguments: [String], configuration: RunConfiguration, against folder: String) -> PreviewCheckReport {
        let read = read(arguments, configuration: configuration)
        let project = check(read.files, options: configuration.lintOptions)
        var failures = read.failures
        var comparison: PreviewComparison?
        var notCompared: [String] = []
        switch readPreviews(folder) {
        case .failure(let failure):
            failures.append(failure)
        case .success(let old) where failures.isEmpty:
            let new = generate(project, assets: readAssets(of: project), plan: GenerationPlan(swift: nil, previews: folder))
            (comparison, notCompared) = comparedPreviews(old, new, project: project)
        case .success:
            break
        }
        let run = RunReport(files: project.shownPaths, findings: project.findings, failures: failures)
        return PreviewCheckReport(run: run, folder: folder, comparison: comparison, specsNotCompared: notCompared)
    }

    /// Compares the committed previews `old` with the files generated for `project`, leaving out
    /// what the project cannot make now: the previews of the specs it refused (known by the spec
    /// their header names) and, unless it accepted every file, the gallery. Also returns the
    /// refused specs' shown paths.
    static func comparedPreviews(_ old: [PreviewFile], _ generated: [OutputFile], project: CheckedProject) -> (PreviewComparison, notCompared: [String]) {
        let accepted = Set(project.accepted.map(\.file.shownPath))
        let refused = project.shownPaths.filter { !accepted.contains($0) }
        let comparable = old.filter { file in
            if file.name == GalleryPage.fileName { return project.acceptsEveryFile }
            return file.specPath.map { !refused.contains($0) } ?? true
        }
        let new = generated.filter { isPreviewFileName($0.name) }.map { PreviewFile(name: $0.name, text: $0.text) }
        return (PreviewComparison.compare(old: comparable, new: new), refused)
    }
}
