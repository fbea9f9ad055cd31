import ControlSpec
import Foundation

/// The part `lint` and `compile` share: find the spec files, read them and check each one.
struct SpecRun {
    /// One checked spec file.
    struct Checked {
        /// The file's path as shown to the user.
        var shownPath: String
        /// The result of checking it.
        var result: LintResult
    }

    /// Every file that could be read and checked, in discovery order.
    private(set) var files: [Checked] = []
    /// One message per path that could not be used, as printed after `controlspec: error: `.
    private(set) var failures: [String]

    /// Finds, reads and checks the specs named by `paths`, with the configuration's rule
    /// severities and its selection of the files found below folders. Files are shown relative to
    /// the working directory, or as absolute paths when `absolutePaths` is set.
    init(paths: [String], configuration: RunConfiguration, absolutePaths: Bool = false) {
        let options = configuration.lintOptions
        let discovery = SpecFileDiscovery(arguments: paths, selects: configuration.selects)
        failures = discovery.failures
        let workingDirectory = FileManager.default.currentDirectoryPath
        for file in discovery.files {
            switch SpecFileReader.read(file.path, upTo: options.limits.maxBytes + 1) {
            case .failure(let error):
                failures.append("cannot read '\(file.path)': \(error.reason)")
            case .success(let bytes):
                let shownPath =
                    absolutePaths
                    ? DisplayPath.absolute(file.path, base: workingDirectory)
                    : DisplayPath.shown(file.path, workingDirectory: workingDirectory)
                files.append(Checked(shownPath: shownPath, result: Linter.lint(bytes, options: options)))
            }
        }
    }

    /// The specs without errors, with their shown paths, in discovery order.
    var validSpecs: [(path: String, spec: ControlSpecification)] {
        files.compactMap { file in file.result.spec.map { (path: file.shownPath, spec: $0) } }
    }

    /// Every finding of every file, sorted.
    var findings: [FileDiagnostic] {
        files.flatMap { file in file.result.diagnostics.map { FileDiagnostic(path: file.shownPath, diagnostic: $0) } }.sorted()
    }
}

/// Printing for `lint` and `compile`: the report on standard output, tool failures on standard error.
enum RunOutput {
    /// Prints tool failures, then the report of `findings` about `files` in the format `options`
    /// choose (text is coloured on a terminal unless `NO_COLOR` is set).
    static func print(findings: [FileDiagnostic], failures: [String], files: [String], options: ReportOptions) {
        printFailures(failures)
        let environment = ProcessInfo.processInfo.environment
        let colored = ColorPolicy.usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        let reporter = options.chosenFormat(environment: environment).reporter(colored: colored)
        Swift.print(reporter.render(findings, files: files), terminator: "")
    }

    /// Prints problems of the tool itself on standard error, one `controlspec: error:` line each.
    static func printFailures(_ failures: [String]) {
        for failure in failures {
            FileHandle.standardError.write(Data("controlspec: error: \(failure)\n".utf8))
        }
    }
}
