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
            Writes <Name>.swift into the output folder for every spec without errors, and its SVG \
            previews with an index.html gallery into <output>/Previews (--previews DIR, --no-previews), \
            atomically and only when their bytes change; a file without controlspec's header is never overwritten. \
            Exit status as for lint: 0 clean, 1 findings, 2 a path could not be read or written, 64 \
            usage error.
            """
    )

    /// The spec files and directories to compile.
    @Argument(help: "Spec files, or directories to search for *.control.yaml files.")
    var paths: [String]

    /// Where the Swift files go.
    @Option(name: .long, help: "The folder the Swift files are written to.")
    var output = "Generated"

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
    @Option(name: .long, help: "The access level of generated declarations: internal or public.")
    var access: GenerationOptions.AccessLevel = .internal

    /// Whether warnings fail the run too.
    @Flag(help: "Fail on warnings as well as errors (files are still written).")
    var strict = false

    /// Checks every spec, generates and writes the files, and exits with the run's status.
    func run() throws {
        var failures: [String] = []
        let templateSet = loadTemplates(&failures)
        let run = SpecRun(paths: paths)
        failures += run.failures
        var findings = run.findings + templateSet.diagnostics
        if let set = templateSet.set, failures.isEmpty {
            let (clashes, sources) = generate(run, with: set)
            findings += clashes
            failures += write(sources)
            if !noPreviews {
                let folder = previews ?? (output as NSString).appendingPathComponent("Previews")
                failures += PreviewWriter(output: folder).write(PreviewWriter.previews(of: run))
            }
        }
        findings.sort()
        RunOutput.print(findings: findings, failures: failures)
        let status = LintExitStatus.decide(diagnostics: findings.map(\.diagnostic), strict: strict, toolFailed: !failures.isEmpty)
        if status != .clean {
            throw ExitCode(status.rawValue)
        }
    }

    /// The bundled templates with the `--templates` folder's replacing them.
    private func loadTemplates(_ failures: inout [String]) -> (set: TemplateSet?, diagnostics: [FileDiagnostic]) {
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

    /// The Swift file of every spec without errors; two specs naming the same type are both refused.
    private func generate(_ run: SpecRun, with templates: TemplateSet) -> (clashes: [FileDiagnostic], sources: [GeneratedSource]) {
        let valid = run.files.compactMap { file in file.result.spec.map { (path: file.shownPath, spec: $0) } }
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes(valid)
        let sources = unique.map { SwiftGenerator.generate($0.spec, options: GenerationOptions(access: access, specPath: $0.path), templates: templates) }
        return (clashes, sources)
    }

    /// Writes the files; returns one failure message per file that could not be written.
    private func write(_ sources: [GeneratedSource]) -> [String] {
        let writer = GeneratedFileWriter(directory: URL(fileURLWithPath: output, isDirectory: true))
        var failures: [String] = []
        for source in sources {
            let shown = (output as NSString).appendingPathComponent(source.fileName)
            switch writer.write(source) {
            case .written, .unchanged: break
            case .refusedHandWritten:
                failures.append("refusing to overwrite '\(shown)': it does not start with controlspec's generated header, so it was not written by controlspec")
            case .failed(let reason):
                failures.append("cannot write '\(shown)': \(reason)")
            }
        }
        return failures
    }
}

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}
