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
        var read = read(arguments, configuration: configuration)
        // A run comparing with old previews renders every spec, so it checks every spec too.
        let recorded = compare == nil ? recordedOutputs([folder], cache: configuration.cache) : []
        let project = check(read.takeFiles(), options: configuration.lintOptions, threads: configuration.threads,
                            recorded: RecordedChecks(toolIdentity: configuration.toolIdentity, manifests: recorded.map(\.manifest)))
        var failures = read.failures
        var old: [PreviewFile]?
        if let compare {
            switch readPreviews(compare) {
            case .failure(let failure): failures.append(failure)
            case .success(let files): old = files
            }
        }
        var writes = WriteReport()
        let (shownPaths, findings, imageFiles) = (project.shownPaths, project.findings, project.imageFiles)
        if failures.isEmpty {
            let plan = GenerationPlan(swift: nil, previews: folder, liveReload: liveReload)
            if let old, let compare {
                // The review page shows every changed preview beside its old version, so this
                // run holds all the new previews in memory and writes them at once.
                var files = generate(project, assets: readAssets(of: project), plan: plan)
                let (comparison, notCompared) = comparedPreviews(old, files, project: project)
                let new = files.filter { isPreviewFileName($0.name) }.map { PreviewFile(name: $0.name, text: $0.text) }
                let page = ReviewPage.html(comparison, old: old, new: new, folder: compare, notCompared: notCompared)
                files.append(OutputFile(folder: folder, name: ReviewPage.fileName, text: page, headerPrefix: PreviewHeader.prefix))
                let session = OutputSession()
                writes = session.write(files)
                if liveReload { writes.append(session.writeLiveReloadVersion(in: folder, after: writes)) }
            } else {
                writes = emit(consume project, plan: plan, readsAssets: true, threads: configuration.threads, toolIdentity: configuration.toolIdentity,
                              cache: configuration.cache,
                              recorded: Dictionary(recorded.map { ($0.folder, $0.manifest) }, uniquingKeysWith: { first, _ in first }))
            }
            failures += writes.failures
            if !liveReload, let failure = removeLiveReloadFile(in: folder) { failures.append(failure) }
        }
        var report = RunReport(files: shownPaths, findings: findings, failures: failures)
        report.writes = writes
        report.imageFiles = imageFiles
        return report
    }
}
