import Foundation

/// Runs `controlspec` from a command plugin as a user would from the package directory: its
/// findings and messages go straight to the terminal.
enum ToolRun {
    /// Runs `tool` with `arguments` in `directory` and waits; throws when it exits with a
    /// non-zero status, so `swift package` fails too.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure.toolFailed(arguments.first ?? "", status: process.terminationStatus)
        }
    }
}
