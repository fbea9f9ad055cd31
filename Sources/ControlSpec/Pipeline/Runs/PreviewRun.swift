extension Pipeline {
    /// `controlspec preview`: checks the specs as `lint` does, then writes the SVG previews of
    /// every accepted spec, and the gallery when every spec was accepted, into `output` (default:
    /// the configuration's `previews`, else `Previews`). Nothing is written when a path could
    /// not be read.
    public static func preview(_ arguments: [String], configuration: RunConfiguration, output: String?) -> RunReport {
        let folder = output ?? configuration.configuration.previews.map(configuration.resolve) ?? "Previews"
        let read = read(arguments, configuration: configuration)
        let project = check(read.files, options: configuration.lintOptions, threads: configuration.threads)
        var failures = read.failures
        var writes = WriteReport()
        if failures.isEmpty {
            writes = emit(project, plan: GenerationPlan(swift: nil, previews: folder), readsAssets: true, threads: configuration.threads, toolIdentity: configuration.toolIdentity)
            failures += writes.failures
        }
        var report = RunReport(files: project.shownPaths, findings: project.findings, failures: failures)
        report.writes = writes
        return report
    }
}
