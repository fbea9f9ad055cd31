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

/// The configuration a run uses, with the folder its paths are relative to.
public struct RunConfiguration: Sendable {
    /// The checked configuration (every default when there is no file).
    public var configuration: Configuration
    /// The absolute folder of the configuration file; the working directory when there is none.
    public var directory: String
    /// The working directory, absolute: paths are shown relative to it.
    public var workingDirectory: String
    /// How many threads check and generate the specs: all cores when `nil`. The output does not
    /// depend on it; a test runs with one thread to compare.
    public var threads: Int?
    /// The tool's identity, part of the key of every generated file (`InputKey`); a test gives
    /// another to stand for a new version of the tool.
    public var toolIdentity = ToolIdentity.current
    /// The folder the output folders' manifests are kept in (`--cache`, `OutputManifest.defaultCache`), outside
    /// the output folders; `nil` keeps none, and every run renders every spec.
    public var cache = OutputManifest.defaultCache()
    /// The design tokens the configuration's `tokens:` files give (`TokenFileReader`), none without.
    public var tokens = DesignTokens.none

    /// A run without a configuration file in `workingDirectory`.
    public init(workingDirectory: String) {
        self.init(configuration: Configuration(), directory: workingDirectory, workingDirectory: workingDirectory)
    }

    /// A run with `configuration`, read from a file in `directory`.
    init(configuration: Configuration, directory: String, workingDirectory: String) {
        self.configuration = configuration
        self.directory = directory
        self.workingDirectory = workingDirectory
    }

    /// The lint options the configuration asks for.
    public var lintOptions: LintOptions { LintOptions(severityOverrides: configuration.severityOverrides, tokens: tokens) }

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
}

/// What looking for the configuration gave.
public enum ConfigurationLoad: Sendable {
    /// The configuration to run with (every default when there is no file).
    case loaded(RunConfiguration)
    /// The file could not be read: the run stops with exit status 2.
    case unreadable(ToolFailure)
    /// The file has errors, reported like a spec's findings: the run stops with exit status 1.
    case invalid(RunReport)
}

extension RunConfiguration {
    /// Finds (or takes `explicitPath`), reads and checks the configuration that applies in
    /// `workingDirectory` (absolute), and reads its token files unless `readingTokens` is false.
    public static func load(explicitPath: String?, workingDirectory: String, readingTokens: Bool = true) -> ConfigurationLoad {
        guard let path = explicitPath ?? ConfigurationFile.find(from: workingDirectory) else {
            return .loaded(RunConfiguration(workingDirectory: workingDirectory))
        }
        let shownPath = DisplayPath.shown(path, workingDirectory: workingDirectory)
        let limits = YAMLLimits.default
        let bytes: [UInt8]
        // A file found by looking must be a regular file (a FIFO would wait for a writer); one
        // named explicitly may be a pipe.
        switch BoundedFileReader.read(path, upTo: limits.maxBytes + 1, regularFileOnly: explicitPath == nil) {
        case .failure(let error):
            return .unreadable(ToolFailure("cannot read configuration '\(shownPath)': \(error.reason)"))
        case .success(let read):
            bytes = read
        }
        let result = ConfigurationReader.read(bytes, limits: limits)
        guard let configuration = result.configuration, result.diagnostics.isEmpty else {
            let findings = result.diagnostics.map { FileDiagnostic(path: shownPath, diagnostic: $0) }.sorted()
            return .invalid(RunReport(files: [shownPath], findings: findings, failures: []))
        }
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let directory = URL(fileURLWithPath: absolute).standardized.deletingLastPathComponent().path
        var run = RunConfiguration(configuration: configuration, directory: directory, workingDirectory: workingDirectory)
        guard readingTokens else { return .loaded(run) }
        switch TokenFileReader.load(configuration.tokens, directory: directory, workingDirectory: workingDirectory) {
        case .loaded(let tokens): run.tokens = tokens
        case .unreadable(let failure): return .unreadable(failure)
        case .invalid(let report): return .invalid(report)
        }
        return .loaded(run)
    }
}

extension RunConfiguration {
    /// The files besides specs and templates whose change changes a run's results, absolute,
    /// sorted and each once: the token files and resolver documents the configuration's `tokens:`
    /// lists, readable or not (so that a build runs again once one is fixed), and the files the
    /// resolver documents name when the tokens load. `controlspec config inputs` prints them for
    /// the build plugin.
    public var inputFiles: [String] {
        let listed = configuration.tokens.map { DisplayPath.absolute($0, base: directory) }
        var named: [String] = []
        if case .loaded(let tokens) = TokenFileReader.load(configuration.tokens, directory: directory, workingDirectory: workingDirectory) {
            named = tokens.files
        }
        return Set(listed + named).sorted()
    }
}
