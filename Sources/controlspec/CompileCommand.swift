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
            spec, --output-file names the file instead), atomically and only when its bytes change; \
            a file without controlspec's header is never overwritten. Exit status as for lint: 0 \
            clean, 1 findings, 2 a path could not be read or written, 64 usage error.
            """
    )

    /// The spec files and directories to compile.
    @Argument(help: "Spec files, or directories to search for *.control.yaml files.")
    var paths: [String]

    /// Where the Swift files go.
    @Option(name: .long, help: "The folder the Swift files are written to.")
    var output = "Generated"

    /// A folder of templates replacing bundled ones by name.
    @Option(name: .long, help: "A folder of *.mustache templates that replace bundled templates of the same name.")
    var templates: String?

    /// The access level of the generated declarations.
    @Option(name: .long, help: "The access level of generated declarations: internal or public.")
    var access: GenerationOptions.AccessLevel = .internal

    /// Whether warnings fail the run too.
    @Flag(help: "Fail on warnings as well as errors (files are still written).")
    var strict = false

    /// With a single spec, the path of its Swift file instead of `<output>/<name>.swift`.
    @Option(name: .long, help: "With a single spec: write its Swift file here instead of <output>/<name>.swift.")
    var outputFile: String?

    /// Whether diagnostics name files by absolute paths, as build systems and IDEs need.
    @Flag(help: "Show files by absolute paths (for build systems and IDEs).")
    var absolutePaths = false

    /// Checks every spec, generates and writes the files, and exits with the run's status.
    func run() throws {
        var failures: [String] = []
        let templateSet = loadTemplates(&failures)
        let run = SpecRun(paths: paths, absolutePaths: absolutePaths)
        failures += run.failures
        if outputFile != nil, run.files.count > 1 {
            failures.append("--output-file needs exactly one spec; found \(run.files.count)")
        }
        var findings = run.findings + templateSet.diagnostics
        if let set = templateSet.set, failures.isEmpty {
            let (clashes, sources) = generate(run, with: set)
            findings += clashes
            failures += write(sources)
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
            let shown = outputFile ?? (output as NSString).appendingPathComponent(source.fileName)
            let outcome = outputFile.map { GeneratedFileWriter.write(source, to: URL(fileURLWithPath: $0)) } ?? writer.write(source)
            switch outcome {
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
