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
    /// The processor time the child used in its own code, in seconds.
    var userSeconds: Double
    /// The processor time the kernel used for the child, in seconds.
    var systemSeconds: Double
    /// The processor time the child used, user and system, in seconds: less disturbed than wall
    /// time by other work on a shared machine.
    var cpuSeconds: Double { userSeconds + systemSeconds }

    /// A problem starting the child.
    struct SpawnError: Error, CustomStringConvertible {
        /// The system's reason.
        var description: String
    }

    /// The first argument that makes `controlspec-bench` a launcher (`launch(_:)`).
    static let launcherFlag = "--launch-and-measure"

    /// Runs `executable` with `arguments` in `directory` as `run` does, but from a small launcher
    /// process (this executable again, `launch(_:)`), which reports the figures.
    ///
    /// Linux counts in a child's peak resident memory the memory of the process image it replaced
    /// at `exec`: for a child spawned by the benchmark, the benchmark's own memory at the time (a
    /// corpus and its in-process stages, more than 150 MB at 10,000 specs), which then hides the
    /// tool's. The launcher's image is a few megabytes, so the peak the launcher reads is the tool's.
    static func runFromLauncher(_ executable: String, _ arguments: [String], in directory: String) throws -> ToolRun {
        guard let launcher = Bundle.main.executablePath else { throw SpawnError(description: "cannot find controlspec-bench's own executable") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let launch = try run(launcher, [launcherFlag, output, directory, executable] + arguments, in: directory)
        guard launch.status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            throw SpawnError(description: "the launcher of '\(executable)' exited \(launch.status)")
        }
        let fields = text.split(separator: " ").map(String.init)
        guard fields.count == 5, let seconds = Double(fields[0]), let status = Int32(fields[1]), let peak = Int(fields[2]),
              let user = Double(fields[3]), let system = Double(fields[4]) else {
            throw SpawnError(description: "the launcher's report '\(text)' does not read")
        }
        return ToolRun(seconds: seconds, status: status, peakBytes: peak, userSeconds: user, systemSeconds: system)
    }

    /// The launcher: `arguments` are the report file, the folder, the executable and its
    /// arguments; runs it, writes `seconds status peakBytes userSeconds systemSeconds` to the report file and
    /// returns the exit status for the launcher to exit with.
    static func launch(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 3 else { return 64 }
        do {
            let run = try run(arguments[2], Array(arguments.dropFirst(3)), in: arguments[1])
            try "\(run.seconds) \(run.status) \(run.peakBytes) \(run.userSeconds) \(run.systemSeconds)"
                .write(toFile: arguments[0], atomically: true, encoding: .utf8)
            return 0
        } catch {
            FileHandle.standardError.write(Data("controlspec-bench: error: \(error)\n".utf8))
            return 2
        }
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
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6)
    }
}
