import Foundation

/// One run of an executable as a child process: its wall time, exit status and peak resident
/// memory, read with `wait4` from the child's own resource usage.
struct ToolRun {
    /// Wall time from spawn to exit, in seconds.
    var seconds: Double
    /// The exit status (or 128 + the signal that ended it).
    var status: Int32
    /// The child's peak resident set size, in bytes.
    var peakBytes: Int
    /// The processor time the child used, user and system, in seconds: less disturbed than wall
    /// time by other work on a shared machine.
    var cpuSeconds: Double

    /// A problem starting the child.
    struct SpawnError: Error, CustomStringConvertible {
        /// The system's reason.
        var description: String
    }

    /// Runs `executable` with `arguments` in `directory` (this process enters it for the spawn), its
    /// output thrown away, and waits for it.
    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ToolRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw SpawnError(description: "cannot enter '\(directory)'") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(description: "cannot run '\(executable)': \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw SpawnError(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = ContinuousClock.now - start
        let exited = status & 0x7f == 0
        return ToolRun(
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
            peakBytes: Int(usage.ru_maxrss) * 1024,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
    }
}
