import Foundation

/// What one run of the `controlspec` executable did.
struct CLIResult: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// The standard output split into lines, without the final empty line.
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// Runs the built `controlspec` executable as a user would, in a chosen working directory and a
/// controlled environment.
enum CLIRunner {
    /// Errors of the runner itself.
    enum Failure: Error, CustomStringConvertible {
        /// The executable is not in the products directory of any bundle or program of this process.
        case executableNotFound(searched: [String])

        /// A description naming the places searched.
        var description: String {
            switch self {
            case .executableNotFound(let searched):
                "controlspec executable not found next to the test bundle; searched \(searched)"
            }
        }
    }

    /// The environment every run starts from: no colour settings, messages in English, the
    /// manifests kept in this process's scratch folder (`TestScratch.cache`).
    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C", "XDG_CACHE_HOME": TestScratch.cache.path]

    /// The `controlspec` executable in the products directory.
    ///
    /// SwiftPM builds it there because the test target depends on it. The products directory is
    /// found from where this process runs, never from source paths: on Linux the test runner is
    /// `<products>/<package>PackageTests.xctest`; on macOS it is a bundle inside the products
    /// directory loaded by `xctest` or `swiftpm-testing-helper`. Each anchor's ancestors are
    /// searched for a regular, executable file named `controlspec`.
    static func executable() throws -> URL {
        let anchors =
            [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
            + Bundle.allBundles.map(\.bundleURL)
        var searched: [String] = []
        for anchor in anchors {
            var directory = anchor.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("controlspec")
                searched.append(candidate.path)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw Failure.executableNotFound(searched: searched)
    }

    /// Runs `controlspec` with `arguments` in `workspace` (or its folder `subdirectory`), with
    /// `baseEnvironment` plus `environment`, and waits for it. Output goes to files, so a large
    /// output cannot block it. `wrapper` (a program and its arguments) runs `controlspec` when given.
    static func run(
        _ arguments: [String], in workspace: Workspace, subdirectory: String? = nil,
        environment: [String: String] = [:], wrapper: [String] = []
    ) throws -> CLIResult {
        try withExtendedLifetime(workspace) {
            try run(
                arguments, in: subdirectory.map(workspace.url.appendingPathComponent) ?? workspace.url,
                environment: environment, wrapper: wrapper)
        }
    }

    /// Runs `controlspec` in `directory`, which the caller keeps alive.
    private static func run(
        _ arguments: [String], in directory: URL, environment: [String: String], wrapper: [String]
    ) throws -> CLIResult {
        let outputDirectory = try Workspace()
        let stdoutURL = outputDirectory.url.appendingPathComponent("stdout")
        let stderrURL = outputDirectory.url.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let process = Process()
        if let program = wrapper.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = wrapper.dropFirst() + [try executable().path] + arguments
        } else {
            process.executableURL = try executable()
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }
}
