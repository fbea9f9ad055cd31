import ArgumentParser
import ControlSpec
import Foundation

/// Printing for `lint`, `compile` and `preview`: the report on standard output, tool failures on
/// standard error, then the exit status.
enum RunOutput {
    /// Prints `report` (tool failures first) in the format `options` choose, text coloured on a
    /// terminal unless `NO_COLOR` is set, and exits with its status unless it is clean.
    static func finish(_ report: RunReport, options: ReportOptions, failSeverity: Severity?) throws {
        print(report, options: options)
        let status = report.exitStatus(failSeverity: failSeverity)
        if status != .clean {
            throw ExitCode(status.rawValue)
        }
    }

    /// Prints the tool failures, then the report of the findings.
    static func print(_ report: RunReport, options: ReportOptions) {
        printFailures(report.failures)
        let environment = ProcessInfo.processInfo.environment
        let colored = ColorPolicy.usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        let reporter = options.chosenFormat(environment: environment).reporter(colored: colored)
        Swift.print(reporter.render(report.findings, files: report.files), terminator: "")
    }

    /// Prints problems of the tool itself on standard error, one `controlspec: error:` line each.
    static func printFailures(_ failures: [ToolFailure]) {
        for failure in failures {
            FileHandle.standardError.write(Data("controlspec: error: \(failure.message)\n".utf8))
        }
    }

    /// The configuration that applies in the working directory (or `explicitPath`). When it
    /// cannot be read, prints why and exits 2; when it has errors, prints them in the chosen
    /// format like any spec's findings and exits 1; both before anything else runs. Its token
    /// files are read too unless `readingTokens` is false.
    static func configuration(explicitPath: String?, report: ReportOptions, readingTokens: Bool = true) throws -> RunConfiguration {
        switch RunConfiguration.load(
            explicitPath: explicitPath, workingDirectory: FileManager.default.currentDirectoryPath, readingTokens: readingTokens) {
        case .loaded(let configuration):
            return configuration
        case .unreadable(let failure):
            printFailures([failure])
            throw ExitCode(ExitStatus.toolFailure.rawValue)
        case .invalid(let invalid):
            print(invalid, options: report)
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}
