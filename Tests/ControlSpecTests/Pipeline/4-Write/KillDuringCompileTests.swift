import Foundation
import Testing
@testable import ControlSpec

/// Real `controlspec compile` runs killed with SIGKILL at random moments, and two runs writing
/// one folder at once: every output file is always either as it was or complete, and the next
/// run leaves no temporary file behind.
///
/// The suite kills 20 runs; `CONTROLSPEC_KILL_RUNS=100 swift test --filter KillDuringCompileTests`
/// kills as many as the variable says.
@Suite(.serialized) struct KillDuringCompileTests {
    /// How many runs are killed.
    static var kills: Int {
        ProcessInfo.processInfo.environment["CONTROLSPEC_KILL_RUNS"].flatMap { Int($0) } ?? 20
    }

    /// A workspace with two sets of specs, `A/` and `B/`, each holding `copies` copies of the
    /// knob, range slider and rotary knob reference specs, each under its own type name (the
    /// button, whose previews take longest to make, is left out to keep the runs short). Every
    /// generated file of one set differs from the same file of the other, since its header names
    /// the spec's folder.
    static func workspace(copies: Int) throws -> Workspace {
        let workspace = try Workspace()
        for set in ["A", "B"] {
            for name in ["Knob", "RangeSlider", "RotaryKnob"] {
                let text = String(decoding: try PackagePaths.bytes("Specs/\(name).control.yaml"), as: UTF8.self)
                for copy in 1...copies {
                    let renamed = text.replacingOccurrences(of: "\nname: \(name)\n", with: "\nname: \(name)\(copy)\n")
                    try workspace.write(renamed, to: "\(set)/\(name)\(copy).control.yaml")
                }
            }
        }
        return workspace
    }

    /// Every file below `folder` by its relative path, temporary files apart.
    static func snapshot(_ folder: URL) -> (files: [String: Data], temporary: [String]) {
        var files: [String: Data] = [:]
        var temporary: [String] = []
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
        for path in paths {
            let url = folder.appendingPathComponent(path)
            if url.lastPathComponent.hasPrefix(".controlspec-tmp-") {
                temporary.append(path)
            } else if let data = FileManager.default.contents(atPath: url.path), (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files[path] = data
            }
        }
        return (files, temporary)
    }

    /// The modification times of `folders` in nanoseconds (-1 for a missing folder); a folder's
    /// time changes when a file is created or renamed in it.
    static func stamps(_ folders: [URL]) -> [Int] {
        folders.map { folder in
            var status = stat()
            guard stat(folder.path, &status) == 0 else { return -1 }
            #if canImport(Darwin)
            return status.st_mtimespec.tv_sec * 1_000_000_000 + status.st_mtimespec.tv_nsec
            #else
            return status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
            #endif
        }
    }

    /// Waits until `process` changes one of `folders` (or ends); returns when the change was seen.
    /// Callers watch the previews folder: a run opens its spool (an unlinked temporary file) in
    /// the Swift folder before it renders anything, which changes that folder's time too.
    static func waitForWriting(_ process: Process, in folders: [URL]) -> Date {
        let before = stamps(folders)
        while process.isRunning, stamps(folders) == before { usleep(50) }
        return Date()
    }

    /// Runs `compile <set> --output <folder>` to the end; returns how long it took.
    static func compile(_ set: String, into folder: String, in workspace: Workspace) throws -> TimeInterval {
        let start = Date()
        let result = try CLIRunner.run(["compile", set, "--output", folder], in: workspace)
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        return Date().timeIntervalSince(start)
    }

    /// How long a run writes when it replaces every file: set B compiled over `CleanA`, the
    /// output of set A (which the caller has read).
    static func writingTime(in workspace: Workspace) throws -> TimeInterval {
        let probe = try CLIRunner.launch(["compile", "B", "--output", "CleanA"], in: workspace)
        let writingStarted = waitForWriting(probe, in: [workspace.url.appendingPathComponent("CleanA/Previews")])
        probe.waitUntilExit()
        return max(Date().timeIntervalSince(writingStarted), 0.001)
    }

    /// Runs into a folder that already holds a compile's files, so that each writes them in place
    /// (a clean run stages its folder instead: `aCleanRunKilledAtAnyMomentLeavesNoFileOrEveryFile`).
    @Test func aRunKilledAtAnyMomentLeavesEveryFileAsItWasOrComplete() throws {
        let workspace = try Self.workspace(copies: 4)
        let duration = try Self.compile("A", into: "CleanA", in: workspace)
        _ = try Self.compile("B", into: "CleanB", in: workspace)
        _ = try Self.compile("B", into: "Out", in: workspace)
        let expected = ["A": Self.snapshot(workspace.url.appendingPathComponent("CleanA")).files,
                        "B": Self.snapshot(workspace.url.appendingPathComponent("CleanB")).files]
        #expect(expected["A"]?.count ?? 0 > 60 && expected["A"]?.keys.sorted() == expected["B"]?.keys.sorted())
        let out = workspace.url.appendingPathComponent("Out")
        let folders = [out.appendingPathComponent("Previews")]
        let writing = try Self.writingTime(in: workspace)
        var interrupted = 0
        for kill in 0..<Self.kills {
            let set = kill % 2 == 0 ? "A" : "B"
            let before = Self.snapshot(out).files
            let process = try CLIRunner.launch(["compile", set, "--output", "Out"], in: workspace)
            if kill / 2 % 2 == 0 {
                usleep(UInt32.random(in: 0...UInt32(duration * 1.1 * 1_000_000)))
            } else {
                _ = Self.waitForWriting(process, in: folders)
                usleep(UInt32.random(in: 0...UInt32(writing * 1_000_000)))
            }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = Self.snapshot(out).files
            for (path, bytes) in after {
                #expect(bytes == before[path] || bytes == expected[set]?[path], "kill \(kill): \(path) is neither as it was nor complete")
            }
            #expect(Set(before.keys).isSubset(of: after.keys), "kill \(kill): a file disappeared")
            if after != before, after != expected[set] { interrupted += 1 }
        }
        #expect(interrupted > 0, "no kill interrupted the writing; the test proves nothing")
        _ = try Self.compile("A", into: "Out", in: workspace)
        let final = Self.snapshot(out)
        #expect(final.temporary == [], "a rerun removes the temporary files killed runs left")
        #expect(Self.stagingFolders(in: workspace.url) == [], "and the hidden folders of clean runs killed")
        #expect(final.files.keys.sorted() == expected["A"]?.keys.sorted())
        #expect(final.files.filter { expected["A"]?[$0.key] != $0.value }.keys.sorted() == [], "files differing from a clean run")
        print("killed \(Self.kills) runs, \(interrupted) while they were writing (a clean run takes \(duration) s, its writing \(writing) s)")
    }

    /// The hidden folders beside `folder`'s output folders: clean runs stage them there
    /// (`OutputFolderWriter.staged()`).
    static func stagingFolders(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".controlspec-tmp-") }.sorted()
    }

    /// Clean runs (into a folder that does not exist) killed at random moments: the output folder
    /// holds nothing or every file of a complete run, never some of them, since a clean run's
    /// folders are made beside it and put in its place at the end; the next run removes what the
    /// killed ones left beside it.
    @Test func aCleanRunKilledAtAnyMomentLeavesNoFileOrEveryFile() throws {
        let workspace = try Self.workspace(copies: 4)
        let duration = try Self.compile("A", into: "CleanA", in: workspace)
        let expected = Self.snapshot(workspace.url.appendingPathComponent("CleanA")).files
        let out = workspace.url.appendingPathComponent("Out")
        var leftBeside = 0
        for kill in 0..<Self.kills {
            try? FileManager.default.removeItem(at: out)
            let process = try CLIRunner.launch(["compile", "A", "--output", "Out"], in: workspace)
            usleep(UInt32.random(in: 0...UInt32(duration * 1.1 * 1_000_000)))
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = Self.snapshot(out)
            #expect(after.temporary == [], "kill \(kill)")
            #expect(after.files.isEmpty || after.files == expected, "kill \(kill): \(after.files.count) of \(expected.count) files")
            if !Self.stagingFolders(in: workspace.url).isEmpty { leftBeside += 1 }
        }
        #expect(leftBeside > 0, "no kill interrupted a staged run; the test proves nothing")
        try? FileManager.default.removeItem(at: out)
        _ = try Self.compile("A", into: "Out", in: workspace)
        #expect(Self.stagingFolders(in: workspace.url) == [], "a rerun removes what killed runs left beside the folder")
        #expect(Self.snapshot(out).files == expected)
        print("killed \(Self.kills) clean runs, \(leftBeside) while they staged their folders (a clean run takes \(duration) s)")
    }

    /// The second run starts a random moment within the writing time after the first, so that
    /// the two often write the folder at the same time.
    @Test func twoRunsWritingOneFolderAtOnceEndWithTheBytesOfOneRun() throws {
        let workspace = try Self.workspace(copies: 2)
        _ = try Self.compile("A", into: "CleanA", in: workspace)
        _ = try Self.compile("B", into: "CleanB", in: workspace)
        let expected = ["A": Self.snapshot(workspace.url.appendingPathComponent("CleanA")).files,
                        "B": Self.snapshot(workspace.url.appendingPathComponent("CleanB")).files]
        let writing = try Self.writingTime(in: workspace)
        for round in 0..<8 {
            let set = round % 2 == 0 ? "A" : "B"
            let first = try CLIRunner.launch(["compile", set, "--output", "Out"], in: workspace)
            usleep(UInt32.random(in: 0...UInt32(writing * 1.5 * 1_000_000)))
            let second = try CLIRunner.launch(["compile", set, "--output", "Out"], in: workspace)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect([first.terminationStatus, second.terminationStatus] == [0, 0], "round \(round)")
            let out = Self.snapshot(workspace.url.appendingPathComponent("Out"))
            #expect(out.temporary == [], "round \(round)")
            #expect(out.files.keys.sorted() == expected[set]?.keys.sorted(), "round \(round)")
            #expect(out.files.filter { expected[set]?[$0.key] != $0.value }.keys.sorted() == [], "round \(round): files differing from a single run")
        }
    }
}
