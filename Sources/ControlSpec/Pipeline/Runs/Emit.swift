extension Pipeline {
    /// Stages 3 and 4 as `compile` and `preview` run them: each accepted spec's files are
    /// generated and written at once, spec by spec on up to `threads` threads (all cores when
    /// `nil`), so that only the files of the specs being worked on are in memory; then the
    /// gallery, from the list of previews, when the project accepted every file. The images
    /// next to a spec are read first when `readsAssets`. What is written, and the report, do not
    /// depend on the number of threads: the report lists the specs in discovery order.
    static func emit(_ project: CheckedProject, plan: GenerationPlan, readsAssets: Bool, threads: Int?) -> WriteReport {
        let session = OutputSession()
        let results = Parallel.map(project.accepted.count, threads: threads) { index in
            let entry = project.accepted[index]
            let output = generate(entry, assets: readsAssets ? readAssets(of: entry) : [:], plan: plan)
            return (report: session.write(output.files), previews: output.previews)
        }
        var report = WriteReport()
        var controls: [ControlPreviews] = []
        for result in results {
            report.append(result.report)
            controls += result.previews.map { [$0] } ?? []
        }
        if project.acceptsEveryFile, let gallery = gallery(controls, plan: plan) {
            report.append(session.write([gallery]))
        }
        return report
    }
}
