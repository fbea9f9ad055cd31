extension Pipeline {
    /// `controlspec tokens`: reads and checks the specs `arguments` name, and lists the design
    /// tokens each uses (`TokenUsage`), resolved with the configuration's token files.
    public static func tokens(_ arguments: [String], configuration: RunConfiguration, absolutePaths: Bool = false) -> (report: RunReport, listing: String) {
        var read = read(arguments, configuration: configuration, absolutePaths: absolutePaths)
        let files = read.takeFiles()
        let listing = files.map { TokenUsage.listing($0.bytes, path: $0.shownPath, tokens: configuration.tokens) }.joined()
        let project = check(files, options: configuration.lintOptions, threads: configuration.threads, keptModels: 0)
        return (RunReport(files: project.shownPaths, findings: project.findings, failures: read.failures), listing)
    }
}
