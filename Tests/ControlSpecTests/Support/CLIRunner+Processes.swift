import Foundation
import Testing

extension CLIRunner {
    /// Starts `controlspec` with `arguments` in `workspace` and returns at once; its output is
    /// discarded. The caller waits for (or kills) the process and keeps `workspace` alive.
    static func launch(_ arguments: [String], in workspace: Workspace) throws -> Process {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        process.environment = baseEnvironment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The wrapper that runs `controlspec` without the power to write where file permissions
    /// forbid it: nothing for a user other than root; for root (who may write anywhere), `setpriv`
    /// as the user and group `nobody`. `nil` when root has no `setpriv`: under `CI=true` the
    /// calling test fails, elsewhere the reason is printed.
    static func unprivilegedWrapper() -> [String]? {
        guard geteuid() == 0 else { return [] }
        return PreviewHarness.tool("setpriv", package: "util-linux").map { [$0, "--reuid=65534", "--regid=65534", "--clear-groups"] }
    }
}
