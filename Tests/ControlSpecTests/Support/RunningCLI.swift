import Foundation
import Testing

/// A `controlspec` process that keeps running (`--watch`): its output goes to files the test
/// reads while it runs; the test waits for what it expects with a generous timeout, never for a
/// fixed time.
final class RunningCLI {
    /// How long to wait for expected output before the test fails.
    static let timeout: TimeInterval = 30

    /// The process.
    let process: Process
    /// The folder of the output files.
    private let outputFolder: Workspace

    /// Starts `controlspec` with `arguments` in `workspace`, with `CLIRunner.baseEnvironment`.
    init(_ arguments: [String], in workspace: Workspace) throws {
        outputFolder = try Workspace()
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        process.environment = CLIRunner.baseEnvironment
        process.standardInput = FileHandle.nullDevice
        for (name, assign) in [("stdout", { process.standardOutput = $0 }), ("stderr", { process.standardError = $0 })] as [(String, (FileHandle) -> Void)] {
            let url = outputFolder.url.appendingPathComponent(name)
            try Data().write(to: url)
            assign(try FileHandle(forWritingTo: url))
        }
        try process.run()
        self.process = process
    }

    /// Kills the process if the test left it running.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Everything written to standard output so far.
    var stdout: String { read("stdout") }
    /// Everything written to standard error so far.
    var stderr: String { read("stderr") }

    /// Reads one output file.
    private func read(_ name: String) -> String {
        String(decoding: (try? Data(contentsOf: outputFolder.url.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
    }

    /// Waits until `condition` holds, checking every 50 ms; records an issue naming `what` (with
    /// the output so far) and returns `false` after `timeout`, or when the process ended.
    @discardableResult
    func waitUntil(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if try condition() { return true }
            if !process.isRunning {
                Issue.record("the process ended (status \(process.terminationStatus)) before \(what)\nstdout:\n\(stdout)\nstderr:\n\(stderr)", sourceLocation: sourceLocation)
                return false
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what)\nstdout:\n\(stdout)\nstderr:\n\(stderr)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until standard output holds `text` `count` times.
    @discardableResult
    func waitForOutput(_ text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitUntil("'\(text)' \(count) time(s) on standard output", sourceLocation: sourceLocation) {
            stdout.components(separatedBy: text).count - 1 >= count
        }
    }

    /// Waits until standard error holds `text` `count` times (the watch's status lines).
    @discardableResult
    func waitForStatus(_ text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitUntil("'\(text)' \(count) time(s) on standard error", sourceLocation: sourceLocation) {
            stderr.components(separatedBy: text).count - 1 >= count
        }
    }

    /// Sends `signal` and waits for the process to end; its exit status, or `nil` after the timeout.
    func stop(with signal: Int32 = SIGINT) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else { return nil }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }
}
