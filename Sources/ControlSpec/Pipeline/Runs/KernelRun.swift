extension Pipeline {
    /// `controlspec kernel`: checks the specs `arguments` name as `lint` does and writes the
    /// kernel the controls of those without errors share (`SwiftGenerator.kernelFile`) to
    /// `outputFile`, as `compile --output-file` writes a file: for a build system that compiles
    /// each spec to a file of its own with `--kernel shared`, as the build-tool plugin does.
    ///
    /// It reports no findings: the build's `compile` of each spec reports them once, and a spec
    /// with errors gets no file, so it needs nothing from the kernel. Nothing is written when a
    /// path could not be read or no accepted spec's kind has a kernel. The kernel is the one of
    /// the configuration's target, as `compile` without `--target` writes it.
    public static func kernel(_ arguments: [String], configuration: RunConfiguration, outputFile: String,
                              access: GenerationOptions.AccessLevel?, absolutePaths: Bool = false) -> RunReport {
        var read = read(arguments, configuration: configuration, absolutePaths: absolutePaths)
        let project = check(read.takeFiles(), options: configuration.lintOptions, threads: configuration.threads, keptModels: 0)
        var report = RunReport(files: project.shownPaths, findings: [], failures: read.failures)
        let access = access ?? configuration.configuration.access ?? .internal
        guard report.failures.isEmpty,
              let source = SwiftGenerator.kernelFile(kindNames: project.accepted.map(\.summary.kind), access: access,
                                                     target: configuration.configuration.target ?? .both) else { return report }
        report.writes = write([OutputFile(path: outputFile, contents: source.contents, headerPrefix: GeneratedSource.headerPrefix)])
        report.failures += report.writes.failures
        return report
    }
}
