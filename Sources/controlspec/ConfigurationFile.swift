import ArgumentParser
import ControlSpec
import Foundation

/// Finding the configuration file: the first `.controlspec.yml` (or `.controlspec.yaml`) in the
/// working directory or a folder above it, up to the filesystem root.
enum ConfigurationFile {
    /// The path of the configuration file that applies in `directory` (absolute), if any.
    static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory, isDirectory: true).standardized
        while true {
            for name in ConfigLanguage.fileNames {
                let candidate = folder.appendingPathComponent(name).path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return candidate
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

/// The configuration a run of `lint` or `compile` uses, with the folder its paths are relative to.
struct RunConfiguration {
    /// The checked configuration (every default when there is no file).
    var configuration: Configuration
    /// The absolute folder of the configuration file; the working directory when there is none.
    var directory: String
    /// The working directory, absolute.
    var workingDirectory: String

    /// The lint options the configuration asks for.
    var lintOptions: LintOptions { LintOptions(severityOverrides: configuration.severityOverrides) }

    /// Whether a spec found by walking a folder argument is checked (`include` and `exclude`).
    func selects(_ path: String) -> Bool {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let relative = DisplayPath.relative(absolute, to: directory)
        let inside = relative != "." && relative != ".." && !relative.hasPrefix("../")
        return configuration.selects(relativePath: inside ? relative : nil)
    }

    /// A folder path written in the configuration, as a path to use from the working directory.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : DisplayPath.relative(directory + "/" + path, to: workingDirectory)
    }

    /// Finds (or takes `explicitPath`), reads and checks the configuration. When it has errors,
    /// prints them in the chosen format like any spec's findings and exits 1; exits 2 when it
    /// cannot be read; both before anything else runs.
    static func load(explicitPath: String?, report: ReportOptions) throws -> RunConfiguration {
        let workingDirectory = FileManager.default.currentDirectoryPath
        guard let path = explicitPath ?? ConfigurationFile.find(from: workingDirectory) else {
            return RunConfiguration(configuration: Configuration(), directory: workingDirectory, workingDirectory: workingDirectory)
        }
        let shownPath = DisplayPath.shown(path, workingDirectory: workingDirectory)
        let limits = YAMLLimits.default
        let bytes: [UInt8]
        switch SpecFileReader.read(path, upTo: limits.maxBytes + 1) {
        case .failure(let error):
            RunOutput.printFailures(["cannot read configuration '\(shownPath)': \(error.reason)"])
            throw ExitCode(LintExitStatus.toolFailure.rawValue)
        case .success(let read):
            bytes = read
        }
        let result = ConfigurationReader.read(bytes, limits: limits)
        guard let configuration = result.configuration, result.diagnostics.isEmpty else {
            RunOutput.print(findings: result.diagnostics.map { FileDiagnostic(path: shownPath, diagnostic: $0) }.sorted(), failures: [], files: [shownPath], options: report)
            throw ExitCode(LintExitStatus.findings.rawValue)
        }
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let directory = URL(fileURLWithPath: absolute).standardized.deletingLastPathComponent().path
        return RunConfiguration(configuration: configuration, directory: directory, workingDirectory: workingDirectory)
    }
}
