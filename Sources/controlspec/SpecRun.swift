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

    /// Finds, reads and checks the specs named by `paths`; files are shown relative to the working
    /// directory, or as absolute paths when `absolutePaths` is set.
    init(paths: [String], absolutePaths: Bool = false, options: LintOptions = LintOptions()) {
        let discovery = SpecFileDiscovery(arguments: paths)
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

    /// Every finding of every file, sorted.
    var findings: [FileDiagnostic] {
        files.flatMap { file in file.result.diagnostics.map { FileDiagnostic(path: file.shownPath, diagnostic: $0) } }.sorted()
    }
}

/// Printing for `lint` and `compile`: findings on standard output, tool failures on standard error.
enum RunOutput {
    /// Prints tool failures, then the findings (coloured on a terminal unless `NO_COLOR` is set).
    static func print(findings: [FileDiagnostic], failures: [String]) {
        for failure in failures {
            FileHandle.standardError.write(Data("controlspec: error: \(failure)\n".utf8))
        }
        let colored = ColorPolicy.usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        Swift.print(TextReporter(colored: colored).render(findings), terminator: "")
    }
}
