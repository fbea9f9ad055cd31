extension Pipeline {
    /// `controlspec lint`: reads and checks the specs `arguments` name, the project checks
    /// included, and writes nothing.
    public static func lint(_ arguments: [String], configuration: RunConfiguration, absolutePaths: Bool = false) -> RunReport {
        var read = read(arguments, configuration: configuration, absolutePaths: absolutePaths)
        let project = check(read.takeFiles(), options: configuration.lintOptions, threads: configuration.threads, keptModels: 0)
        var report = RunReport(files: project.shownPaths, findings: project.findings, failures: read.failures)
        report.imageFiles = project.imageFiles
        return report
    }
}
