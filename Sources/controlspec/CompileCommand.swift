import ArgumentParser
import ControlSpec
import Foundation

/// `controlspec compile`: checks specs and writes one Swift file per spec without errors.
struct CompileCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Generate a Swift control type from each spec.",
        discussion: """
            Writes <Name>.swift into the output folder for every spec without errors (for a single \
            spec, --output-file names the file instead), and its SVG previews with an index.html \
            gallery into <output>/Previews (--previews DIR, --no-previews), atomically and only when \
            their bytes change; a file without controlspec's header is never overwritten. Exit status \
            as for lint: 0 clean, 1 findings, 2 a path could not be read or written, 64 usage error.
            """
    )

    /// The spec files and directories to compile.
    @Argument(help: "Spec files, or directories to search for *.control.yaml files.")
    var paths: [String]

    /// Where the Swift files go.
    @Option(name: .long, help: "The folder the Swift files are written to (default: the configuration's output, else Generated).")
    var output: String?

    /// Where the SVG previews go (`<output>/Previews` when not given).
    @Option(name: .long, help: "The folder the SVG previews and index.html are written to (default: <output>/Previews).")
    var previews: String?

    /// Whether to skip the previews.
    @Flag(name: .long, help: "Do not write SVG previews.")
    var noPreviews = false

    /// A folder of templates replacing bundled ones by name.
    @Option(name: .long, help: "A folder of *.mustache templates that replace bundled templates of the same name.")
    var templates: String?

    /// The access level of the generated declarations.
    @Option(name: .long, help: "The access level of generated declarations: internal or public (default: the configuration's access, else internal).")
    var access: GenerationOptions.AccessLevel?

    /// The output format.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity (files are still written when warnings fail the run).
    @OptionGroup var failure: FailureOptions

    /// With a single spec, the path of its Swift file instead of `<output>/<name>.swift`; then
    /// previews are written only into an explicit `--previews DIR`.
    @Option(name: .long, help: "With a single spec: write its Swift file here instead of <output>/<name>.swift.")
    var outputFile: String?

    /// Whether diagnostics name files by absolute paths, as build systems and IDEs need.
    @Flag(help: "Show files by absolute paths (for build systems and IDEs).")
    var absolutePaths = false

    /// Checks every spec, generates and writes the files, and exits with the run's status.
    func run() throws {
        let configuration = try RunConfiguration.load(explicitPath: failure.config, report: report)
        let output = output ?? configuration.configuration.output.map(configuration.resolve) ?? "Generated"
        let templates = templates ?? configuration.configuration.templates.map(configuration.resolve)
        let access = access ?? configuration.configuration.access ?? .internal
        var failures: [String] = []
        let templateSet = loadTemplates(templates, &failures)
        let run = SpecRun(paths: paths, configuration: configuration, absolutePaths: absolutePaths)
        failures += run.failures
        if outputFile != nil, run.files.count > 1 {
            failures.append("--output-file needs exactly one spec; found \(run.files.count)")
        }
        var findings = run.findings + templateSet.diagnostics
        if let set = templateSet.set, failures.isEmpty {
            let (clashes, unique) = ProjectChecks.separateTypeNameClashes(run.validSpecs)
            findings += clashes
            failures += write(generate(unique, with: set, access: access), to: output)
            if !noPreviews, outputFile == nil || previews != nil {
                let folder = previews ?? configuration.configuration.previews.map(configuration.resolve) ?? (output as NSString).appendingPathComponent("Previews")
                failures += PreviewWriter(output: folder).write(PreviewWriter.previews(of: unique))
            }
        }
        findings.sort()
        RunOutput.print(findings: findings, failures: failures, files: run.files.map(\.shownPath), options: report)
        let status = LintExitStatus.decide(diagnostics: findings.map(\.diagnostic), failSeverity: failure.failSeverity, toolFailed: !failures.isEmpty)
        if status != .clean {
            throw ExitCode(status.rawValue)
        }
    }

    /// The bundled templates with those of the folder `templates` replacing them.
    private func loadTemplates(_ templates: String?, _ failures: inout [String]) -> (set: TemplateSet?, diagnostics: [FileDiagnostic]) {
        guard let templates else { return TemplateSet.make() }
        switch TemplateDirectory.read(templates) {
        case .failure(let error):
            failures.append("cannot read templates '\(templates)': \(error.reason)")
            return (nil, [])
        case .success(let sources):
            failures += TemplateSet.unmatched(sources).map(\.message)
            return TemplateSet.make(overrides: sources)
        }
    }

    /// The Swift file of every spec.
    private func generate(_ specs: [(path: String, spec: ControlSpecification)], with templates: TemplateSet, access: GenerationOptions.AccessLevel) -> [GeneratedSource] {
        specs.map { SwiftGenerator.generate($0.spec, options: GenerationOptions(access: access, specPath: $0.path), templates: templates) }
    }

    /// Writes the files into `output`; returns one failure message per file that could not be written.
    private func write(_ sources: [GeneratedSource], to output: String) -> [String] {
        let writer = GeneratedFileWriter(directory: URL(fileURLWithPath: output, isDirectory: true))
        var failures: [String] = []
        for source in sources {
            let shown = outputFile ?? (output as NSString).appendingPathComponent(source.fileName)
            let outcome = outputFile.map { GeneratedFileWriter.write(source, to: URL(fileURLWithPath: $0)) } ?? writer.write(source)
            failures += GeneratedFileWriter.failure(outcome, shown: shown).map { [$0] } ?? []
        }
        return failures
    }
}

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}
