import ControlSpec
import Foundation

/// The benchmark: for each corpus size, writes the corpus, measures the floors, the in-process
/// stages and the `controlspec` executable, and prints the tables.
struct Benchmark {
    /// The options.
    var options: BenchOptions

    /// The figures of one corpus size.
    struct Row {
        /// How many specs.
        var count: Int
        /// The specs' bytes.
        var inputBytes: Int
        /// The bytes of every file the compile wrote.
        var outputBytes: Int
        /// The floor: a bare libyaml parse of the same bytes, one thread, best of the runs.
        var floor: Measurement
        /// `controlspec compile` into an empty folder.
        var compile: Measurement
        /// How many files the compile wrote.
        var outputFiles: Int
        /// The write floor: the compile's files written again by the writer alone, all cores,
        /// best of the runs (`WriteFloor`).
        var writeFloor: Measurement
        /// The write floor's files written by the system calls alone, as compiled and with a
        /// folder per control, best of the runs; only with `--layouts` (`LayoutFloor`).
        var layoutFloors: (asCompiled: Measurement, folderPerControl: Measurement)?
        /// The processor time of those compiles.
        var compileCPU: Measurement
        /// `controlspec compile` again with nothing changed.
        var rerun: Measurement
        /// `controlspec lint` of the same folder.
        var lint: Measurement
        /// The peak resident memory of the compile, the largest of its runs.
        var peakBytes: Int
        /// The in-process stages, one thread.
        var stages: StageTimes
    }

    /// Runs every corpus size and prints the tables.
    func run() throws {
        let root = options.work ?? NSTemporaryDirectory() + "controlspec-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { if options.work == nil { try? FileManager.default.removeItem(atPath: root) } }
        print("controlspec-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(Self.loadAverage()), seed \(options.seed), \(options.runs) " +
              "run(s) each, tool \(options.tool)")
        print(PageCache.canDrop
              ? "page cache: dropped before each clean compile and each write floor"
              : "page cache: kept (dropping it needs root); later runs may be slower where fresh memory is slow to fill")
        if let other = options.compareTool {
            for count in options.counts {
                let folder = root + "/\(count)"
                let bytes = try writeCorpus(count: count, in: folder)
                let floor = yamlFloor(of: bytes)
                Report.print(try Comparison.measure(before: other, after: options.tool, specs: folder + "/specs", runs: options.runs, benchmark: self),
                             count: count, floor: floor)
            }
            print("load after: \(Self.loadAverage())")
            return
        }
        var rows: [Row] = []
        for count in options.counts {
            rows.append(try measure(count: count, in: root + "/\(count)"))
        }
        let oneSpec = try lintOneSpec(in: root + "/\(options.counts[0])/specs")
        Report.print(rows, oneSpecLint: oneSpec)
        print("load after: \(Self.loadAverage())")
    }

    /// The figures of a corpus of `count` specs, written into `folder`.
    func measure(count: Int, in folder: String) throws -> Row {
        let specs = folder + "/specs"
        let bytes = try writeCorpus(count: count, in: folder)
        let floor = yamlFloor(of: bytes)
        let stages = try StageTimes.measure(specs: specs, output: folder + "/in-process")
        var compiles: [ToolRun] = []
        var reruns: [ToolRun] = []
        // Each clean compile writes into a folder of its own, and the folders are removed only at
        // the end: a file system that just deleted tens of thousands of files creates new ones
        // slowly for a while (ext4 skips recently freed inodes), which would time the deletion.
        // Each command starts once the file system has written out what the one before it left
        // in memory (`sync`): a clean compile leaves a gigabyte at 10,000 specs, and the kernel
        // writing it out while the next command runs would time the one before. Each clean
        // compile also starts with the page cache of the runs before it dropped (`PageCache`).
        for run in 0..<options.runs {
            try settle(specs: specs)
            compiles.append(try tool(["compile", "specs", "--output", "out-\(run)"], in: folder))
            sync()
            reruns.append(try tool(["compile", "specs", "--output", "out-\(run)"], in: folder))
        }
        sync()
        let lints = try (0..<options.runs).map { _ in try tool(["lint", "specs"], in: folder) }
        let outputBytes = try Self.size(of: folder + "/out-0")
        let writeFloor = try WriteFloor(copying: folder + "/out-0")
        var writeFloorSeconds: [Double] = []
        for run in 0..<options.runs {
            try settle(specs: specs)
            writeFloorSeconds.append(try writeFloor.seconds(writingInto: folder + "/write-floor-\(run)", threads: ProcessInfo.processInfo.activeProcessorCount))
        }
        var layoutFloors: (asCompiled: Measurement, folderPerControl: Measurement)?
        if options.layouts {
            let layoutFloor = LayoutFloor(files: writeFloor.files)
            func seconds(_ layout: LayoutFloor.Layout, run: Int) throws -> Double {
                try settle(specs: specs)
                return try layoutFloor.seconds(writingInto: folder + "/layout-\(layout)-\(run)", layout: layout,
                                               threads: ProcessInfo.processInfo.activeProcessorCount)
            }
            var asCompiled: [Double] = [], folderPerControl: [Double] = []
            for run in 0..<options.runs {
                asCompiled.append(try seconds(.asCompiled, run: run))
                folderPerControl.append(try seconds(.folderPerControl, run: run))
            }
            layoutFloors = (Measurement(asCompiled), Measurement(folderPerControl))
        }
        for run in 0..<options.runs {
            try? FileManager.default.removeItem(atPath: folder + "/out-\(run)")
            try? FileManager.default.removeItem(atPath: folder + "/write-floor-\(run)")
            for layout in [LayoutFloor.Layout.asCompiled, .folderPerControl] {
                try? FileManager.default.removeItem(atPath: folder + "/layout-\(layout)-\(run)")
            }
        }
        try? FileManager.default.removeItem(atPath: folder + "/in-process")
        return Row(
            count: count, inputBytes: bytes.reduce(0) { $0 + $1.count }, outputBytes: outputBytes,
            floor: floor, compile: Measurement(compiles.map(\.seconds)),
            outputFiles: writeFloor.count, writeFloor: Measurement(writeFloorSeconds), layoutFloors: layoutFloors,
            compileCPU: Measurement(compiles.map(\.cpuSeconds)), rerun: Measurement(reruns.map(\.seconds)),
            lint: Measurement(lints.map(\.seconds)), peakBytes: compiles.map(\.peakBytes).max() ?? 0, stages: stages)
    }

    /// Writes the corpus of `count` specs into `folder`/specs, replacing the folder, and gives
    /// the specs' bytes; stops the benchmark if one does not parse.
    func writeCorpus(count: Int, in folder: String) throws -> [[UInt8]] {
        try? FileManager.default.removeItem(atPath: folder)
        let specs = folder + "/specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        var generator = CorpusGenerator(seed: options.seed)
        var bytes: [[UInt8]] = []
        for spec in generator.specs(count: count) {
            let data = Array(spec.text.utf8)
            bytes.append(data)
            try Data(data).write(to: URL(fileURLWithPath: specs + "/" + spec.name))
        }
        guard YAMLFloor.parse(bytes) != nil else { throw ToolRun.SpawnError(description: "a generated spec does not parse") }
        return bytes
    }

    /// The bare libyaml parse of `bytes`, timed at least three times (`YAMLFloor`).
    func yamlFloor(of bytes: [[UInt8]]) -> Measurement {
        Measurement((0..<max(options.runs, 3)).map { _ in Self.seconds { _ = YAMLFloor.parse(bytes) } })
    }

    /// Readies the machine for a clean compile or a write floor: what waits to be written is
    /// written (`sync`), and where the benchmark may, the page cache is dropped, then the specs
    /// and the tool (or `executable`) read again, as they would be in a developer's cache.
    func settle(specs: String, executable: String? = nil) throws {
        sync()
        guard PageCache.drop() else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: specs) {
            _ = FileManager.default.contents(atPath: specs + "/" + name)
        }
        _ = try tool(["--version"], in: specs, executable: executable)
    }

    /// Runs the tool (or `executable`); a run that does not exit 0 stops the benchmark, since its
    /// figures would mean nothing.
    func tool(_ arguments: [String], in folder: String, executable: String? = nil) throws -> ToolRun {
        let run = try ToolRun.runFromLauncher(executable ?? options.tool, arguments, in: folder)
        guard run.status == 0 else {
            throw ToolRun.SpawnError(description: "'controlspec \(arguments.joined(separator: " "))' in \(folder) exited \(run.status)")
        }
        return run
    }

    /// `controlspec lint` of one spec, process start to exit, 21 runs.
    func lintOneSpec(in folder: String) throws -> Measurement {
        Measurement(try (0..<21).map { _ in try tool(["lint", "Control0.control.yaml"], in: folder).seconds })
    }

    /// The seconds `work` takes.
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The bytes of every regular file below `folder`.
    static func size(of folder: String) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
            if attributes[.type] as? FileAttributeType == .typeRegular, !name.hasPrefix(".") && !name.contains("/.") {
                total += (attributes[.size] as? Int) ?? 0
            }
        }
        return total
    }

    /// The one-minute load average, to judge how noisy the machine was.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) == 3 ? String(format: "%.2f", loads[0]) : "unknown"
    }
}

/// Repeated timings of one thing: the median, with the spread of the runs.
struct Measurement {
    /// The times, sorted.
    var seconds: [Double]

    /// Timings of runs.
    init(_ seconds: [Double]) { self.seconds = seconds.sorted() }

    /// The median.
    var median: Double { seconds[seconds.count / 2] }
    /// The fastest.
    var best: Double { seconds[0] }
    /// The spread of the runs, (slowest − fastest) / median.
    var spread: Double { (seconds[seconds.count - 1] - seconds[0]) / median }
}
