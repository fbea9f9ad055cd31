extension Pipeline {
    /// `controlspec preview`: checks the specs as `lint` does, then writes the SVG previews of
    /// every accepted spec, and the gallery when every spec was accepted, into `output` (default:
    /// the configuration's `previews`, else `Previews`). Nothing is written when a path could
    /// not be read.
    ///
    /// With `compare` (`--compare OLD_DIR`), the previews committed there are read first and
    /// `review.html` (`ReviewPage`) is written with the others, comparing them with the new ones.
    /// With `liveReload` (`--watch`), the gallery reloads itself when the previews change
    /// (`LiveReload`); without it, a version file watch mode left is removed.
    public static func preview(_ arguments: [String], configuration: RunConfiguration, output: String?,
                               compare: String? = nil, liveReload: Bool = false) -> RunReport {
        let folder = output ?? configuration.configuration.previews.map(configuration.resolve) ?? "Previews"
        let read = read(arguments, configuration: configuration)
        let project = check(read.files, options: configuration.lintOptions)
        var failures = read.failures
        var old: [PreviewFile]?
        if let compare {
            switch readPreviews(compare) {
            case .failure(let failure): failures.append(failure)
            case .success(let files): old = files
            }
        }
        var written: [String] = []
        if failures.isEmpty {
            var files = generate(project, assets: readAssets(of: project), plan: GenerationPlan(swift: nil, previews: folder, liveReload: liveReload))
            if let old, let compare {
                let (comparison, notCompared) = comparedPreviews(old, files, project: project)
                let new = files.filter { isPreviewFileName($0.name) }.map { PreviewFile(name: $0.name, text: $0.text) }
                let page = ReviewPage.html(comparison, old: old, new: new, folder: compare, notCompared: notCompared)
                files.insert(OutputFile(folder: folder, name: ReviewPage.fileName, text: page, headerPrefix: PreviewHeader.prefix),
                             at: files.firstIndex { $0.name == LiveReload.fileName } ?? files.endIndex)
            }
            let report = write(files)
            failures += report.failures
            written = report.written
            if !liveReload, let failure = removeLiveReloadFile(in: folder) { failures.append(failure) }
        }
        return RunReport(files: project.shownPaths, findings: project.findings, failures: failures, written: written)
    }
}
