import Foundation
import Testing
@testable import ControlSpec

/// Output folders made anew beside their names and put in place at the end
/// (`OutputSession(stagesNewFolders:)`, `OutputFolderWriter.staged()`): which folders are staged,
/// what can be seen before and after, and what happens when someone else touches the folder
/// meanwhile. Linux only: elsewhere no folder is staged.
#if os(Linux)
@Suite struct StagedOutputFolderTests {
    static func file(_ folder: String, _ name: String, _ body: String = "struct A {}\n") -> OutputFile {
        WriteStageTests.file(folder, name, body)
    }

    static func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The stamp of the file at `path`.
    static func stamp(_ path: String) -> FileStamp? {
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        return FileStamp.of((path as NSString).lastPathComponent, in: folder)
    }

    /// The hidden folders of staged output folders in `folder`.
    static func stagingFolders(in folder: String) -> [String] {
        entries(folder).filter { $0.hasPrefix(TemporaryFileName.prefix) }
    }

    @Test func aMissingFolderIsMadeBesideItsNameAndAppearsWhole() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out"), previews = workspace.path("Out/Previews")
        let session = OutputSession(stagesNewFolders: true)
        let report = session.write([Self.file(out, "A.swift"), Self.file(out, "B.swift"), Self.file(previews, "A.swift")])
        #expect(report.failures.isEmpty && report.written == [out + "/A.swift", out + "/B.swift", previews + "/A.swift"])
        // Before `publish()`: the output folder is there (made and locked) but empty, and its files
        // are in one hidden folder beside it, the previews' folder inside that one.
        #expect(Self.entries(out) == [])
        let staging = Self.stagingFolders(in: workspace.url.path)
        #expect(staging.count == 1)
        if let hidden = staging.first {
            #expect(Self.entries(workspace.path(hidden)) == ["A.swift", "B.swift", "Previews"])
            #expect(Self.entries(workspace.path(hidden + "/Previews")) == ["A.swift"])
        }
        #expect(session.publish().failures.isEmpty)
        #expect(Self.entries(out) == ["A.swift", "B.swift", "Previews"])
        #expect(Self.entries(previews) == ["A.swift"])
        #expect(try WriteStageTests.text(out + "/B.swift") == Self.file(out, "B.swift").contents.string)
        #expect(Self.stagingFolders(in: workspace.url.path) == [], "nothing is left beside the folder")
        #expect(Self.entries(workspace.url.path) == ["Out"])
    }

    @Test func aFolderStagedGetsTheEmptyFoldersPermissionsAndAStampThatHolds() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o750])
        let session = OutputSession(stagesNewFolders: true)
        let stamp = session.writeStamped([Self.file(out, "A.swift")]).stamps.first ?? nil
        #expect(Self.entries(out) == [], "staged: the empty folder is left as it is until the end")
        #expect(session.publish().failures.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int == 0o750)
        #expect(stamp != nil && Self.stamp(out + "/A.swift") == stamp,
                "putting the folder in place changes no file's stamp, so a manifest's records hold")
    }

    /// A folder holding anything at all (a file, a folder) is written in place, as a session that
    /// stages nothing writes it: each file appears as soon as it is written.
    @Test(arguments: ["Old.swift", "Sub/"])
    func aFolderHoldingAnythingIsWrittenInPlace(existing: String) throws {
        let workspace = try Workspace()
        if existing.hasSuffix("/") {
            try FileManager.default.createDirectory(atPath: workspace.path("Out/" + existing), withIntermediateDirectories: true)
        } else {
            try workspace.write(Self.file("", "").contents, to: "Out/" + existing)
        }
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(workspace.path("Out"), "A.swift")]).failures.isEmpty)
        #expect(Self.entries(workspace.path("Out")).contains("A.swift"), "written in place")
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
        #expect(session.publish().failures.isEmpty)
    }

    @Test func aFolderReachedThroughASymbolicLinkIsWrittenInPlaceAndTheLinkStays() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("Target"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Out"), withDestinationPath: "Target")
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(workspace.path("Out"), "A.swift")]).failures.isEmpty)
        #expect(Self.entries(workspace.path("Target")) == ["A.swift"])
        #expect(session.publish().failures.isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Out")) == "Target")
    }

    @Test func aSessionLetGoWithoutPublishingStillPutsItsFoldersInPlace() throws {
        let workspace = try Workspace()
        do {
            let session = OutputSession(stagesNewFolders: true)
            _ = session.write([Self.file(workspace.path("Out"), "A.swift")])
        }
        #expect(Self.entries(workspace.path("Out")) == ["A.swift"])
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
    }

    /// What a run killed while it staged a folder leaves beside it (its lock gone with it) is
    /// removed by the next run writing there; a folder still locked, a live run's, is not.
    @Test func hiddenFoldersOfKilledRunsAreRemovedAndThoseOfLiveRunsKept() throws {
        let workspace = try Workspace()
        let abandoned = TemporaryFileName.make(processID: 999_999), live = TemporaryFileName.make(processID: 999_998)
        try workspace.write(Self.file("", "").contents, to: abandoned + "/Half.swift")
        try workspace.write(Self.file("", "").contents, to: abandoned + "/Previews/Half.svg")
        try workspace.write(Self.file("", "").contents, to: live + "/Half.swift")
        let liveLock = open(workspace.path(live), O_RDONLY | O_DIRECTORY)
        defer { close(liveLock) }
        #expect(flock(liveLock, LOCK_EX) == 0)
        // The next run writes a folder that holds files (so stages nothing), beside them.
        try workspace.write(Self.file("", "").contents, to: "Out/Old.swift")
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(workspace.path("Out"), "A.swift")]).failures.isEmpty)
        #expect(session.publish().failures.isEmpty)
        #expect(Self.stagingFolders(in: workspace.url.path) == [live])
    }

    /// Another program puts a file into the output folder while it is staged: the staged folder
    /// cannot take its place, so its files are moved in one by one, by the rules of every write.
    @Test func aFileAnotherProgramPutsIntoTheFolderMeanwhileStaysAndTheFilesAreMovedIn() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(out, "A.swift"), Self.file(out, "Mine.swift"), Self.file(out, "Same.swift"),
                               Self.file(out + "/Previews", "P.svg")]).failures.isEmpty)
        try workspace.write(Array("notes\n".utf8), to: "Out/Notes.txt")
        try workspace.write(Array("// mine\n".utf8), to: "Out/Mine.swift")
        try workspace.write(Self.file(out, "Same.swift").contents, to: "Out/Same.swift")
        let sameStamp = Self.stamp(out + "/Same.swift")
        let report = session.publish()
        #expect(report.failures.map(\.message) == ["refusing to overwrite '\(out)/Mine.swift': it does not start with controlspec's generated header, so it was not written by controlspec"])
        #expect(Self.entries(out) == ["A.swift", "Mine.swift", "Notes.txt", "Previews", "Same.swift"])
        #expect(try WriteStageTests.text(out + "/Notes.txt") == "notes\n")
        #expect(try WriteStageTests.text(out + "/Mine.swift") == "// mine\n")
        #expect(try WriteStageTests.text(out + "/A.swift") == Self.file(out, "A.swift").contents.string)
        #expect(Self.entries(out + "/Previews") == ["P.svg"])
        #expect(sameStamp != nil && Self.stamp(out + "/Same.swift") == sameStamp, "a file already holding the bytes is kept")
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
    }

    /// The output folder is removed and made again while it is staged: the files go into the new one.
    @Test func aFolderReplacedMeanwhileGetsTheFilesMovedIn() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(out, "A.swift")]).failures.isEmpty)
        try FileManager.default.removeItem(atPath: out)
        try workspace.write(Array("notes\n".utf8), to: "Out/Notes.txt")
        #expect(session.publish().failures.isEmpty)
        #expect(Self.entries(out) == ["A.swift", "Notes.txt"])
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
    }

    /// The output folder is moved while it is staged and a symbolic link to it left at its name:
    /// the files go into it through the link (its lock, taken again, is this run's own).
    /// (A run waiting on its own lock would never end: the time limit makes that a failure.)
    @Test(.timeLimit(.minutes(1))) func aFolderMovedAndLinkedMeanwhileGetsTheFilesThroughTheLink() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let session = OutputSession(stagesNewFolders: true)
        #expect(session.write([Self.file(out, "A.swift")]).failures.isEmpty)
        try FileManager.default.moveItem(atPath: out, toPath: workspace.path("Moved"))
        try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: "Moved")
        #expect(session.publish().failures.isEmpty)
        #expect(Self.entries(workspace.path("Moved")) == ["A.swift"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out) == "Moved")
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
    }

    /// A second run waiting for the folder's lock while the first stages it gets the folder the
    /// first put in place, not the emptied one it was waiting on, and writes into it.
    @Test(.timeLimit(.minutes(1))) func aRunWaitingForTheFolderWritesIntoTheOneThatTookItsPlace() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let first = OutputSession(stagesNewFolders: true)
        #expect(first.write([Self.file(out, "A.swift")]).failures.isEmpty)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var report = WriteReport()
        Thread.detachNewThread {
            report = OutputSession(stagesNewFolders: true).write([Self.file(out, "B.swift")])
            done.signal()
        }
        // The second run is waiting for the lock of the empty folder the first holds.
        #expect(done.wait(timeout: .now() + 0.3) == .timedOut)
        #expect(Self.entries(out) == [])
        #expect(first.publish().failures.isEmpty)
        done.wait()
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(Self.entries(out) == ["A.swift", "B.swift"])
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
    }

    /// A clean compile (the CLI) stages its folders; what it writes is byte for byte what a
    /// session writing in place writes.
    @Test func aCleanCompileWritesWhatWritingInPlaceWrites() throws {
        let workspace = try Workspace()
        for name in ["Knob", "FastCartButton"] {
            try workspace.write(try PackagePaths.bytes("Specs/\(name).control.yaml"), to: "specs/\(name).control.yaml")
        }
        let result = try CLIRunner.run(["compile", "specs", "--output", "Out"], in: workspace)
        #expect(result.status == 0, "\(result)")
        #expect(Self.stagingFolders(in: workspace.url.path) == [])
        // Every file written again by a session that stages nothing, into a folder of its own.
        let staged = workspace.path("Out"), inPlace = workspace.path("InPlace")
        let paths = FileManager.default.subpaths(atPath: staged)?.filter { $0 != "Previews" }.sorted() ?? []
        #expect(paths.count > 20)
        let files = try paths.map { OutputFile(path: inPlace + "/" + $0, contents: Array(try Data(contentsOf: URL(fileURLWithPath: staged + "/" + $0))), headerPrefix: "") }
        #expect(OutputSession().write(files).failures.isEmpty)
        for path in paths {
            #expect(FileManager.default.contents(atPath: staged + "/" + path) == FileManager.default.contents(atPath: inPlace + "/" + path), "\(path)")
        }
    }
}

private extension Array where Element == UInt8 {
    var string: String { String(decoding: self, as: UTF8.self) }
}
#endif
