/// What the read stage found.
public struct ReadResult: Sendable {
    /// Every spec file found and read, in discovery order, each once.
    public var files: [SourceFile]
    /// One failure per path that could not be used.
    public var failures: [ToolFailure]

    /// Moves the files out, leaving none here, for the check stage to take (`Pipeline.check`):
    /// it lets each file's bytes go once it has checked it.
    public mutating func takeFiles() -> [SourceFile] {
        defer { files = [] }
        return files
    }
}

extension Pipeline {
    /// Stage 1: finds the spec files `arguments` name and reads each one.
    ///
    /// A file argument is taken whatever its name; a folder argument means every
    /// `*.control.yaml` / `*.control.yml` below it that the configuration's `include` and
    /// `exclude` select (see `SpecFileDiscovery`). Each file is read up to the input limit plus
    /// one byte. Paths are shown relative to the working directory, or absolute when
    /// `absolutePaths` is set. Relative arguments are opened from the process's working
    /// directory, which `configuration.workingDirectory` names.
    public static func read(_ arguments: [String], configuration: RunConfiguration, absolutePaths: Bool = false) -> ReadResult {
        let discovery = SpecFileDiscovery(arguments: arguments, selects: configuration.selects)
        var failures = discovery.failures
        var files: [SourceFile] = []
        let limit = configuration.lintOptions.limits.maxBytes + 1
        let workingDirectory = configuration.workingDirectory
        // Read on every core, in the order found: ten thousand files read one after another were
        // a tenth of a second with one core idle before checking began.
        let paths = discovery.files
        let shown = DisplayPaths(workingDirectory: workingDirectory)
        let reads = Parallel.map(paths.count, threads: configuration.threads) { index in
            BoundedFileReader.read(paths[index], upTo: limit).map { bytes in
                let shownPath =
                    absolutePaths
                    ? DisplayPath.absolute(paths[index], base: workingDirectory)
                    : shown.shown(paths[index])
                return SourceFile(path: paths[index], shownPath: shownPath, bytes: bytes)
            }
        }
        for (path, read) in zip(paths, reads) {
            switch read {
            case .failure(let error):
                failures.append(ToolFailure("cannot read '\(path)': \(error.reason)"))
            case .success(let file):
                files.append(file)
            }
        }
        return ReadResult(files: files, failures: failures)
    }
}
