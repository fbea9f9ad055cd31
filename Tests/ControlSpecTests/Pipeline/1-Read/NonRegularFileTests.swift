import Foundation
import Testing
@testable import ControlSpec

/// A FIFO named like an input the tool finds by itself (a spec in a folder, an image next to a
/// spec, a template, a committed preview) has no writer: opening it to read would wait forever.
/// The tool passes over it or reports it without waiting. Each read runs with a deadline, so
/// that a regression fails the test instead of hanging the suite.
@Suite struct NonRegularFileTests {
    /// Where the work of `withDeadline` leaves its result; read after the work signalled.
    final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }

    /// Makes a FIFO at `path`.
    static func makeFIFO(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw FileSystemError(errno: errno) }
    }

    /// `work`'s result, or `nil` with a recorded issue when it has not finished within 10 s.
    /// On a timeout each of `fifos` is opened for writing and closed again, which lets a reader
    /// blocked on it see the end of the file, so that the suite still finishes.
    static func withDeadline<Value: Sendable>(releasing fifos: [String], _ work: @escaping @Sendable () -> Value,
                                              sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Value? {
        let box = ResultBox<Value>(), done = DispatchSemaphore(value: 0)
        // A thread of its own, not the shared dispatch pool: on a busy machine running the whole
        // suite, a work item on the pool waited behind other tests' blocked items past the
        // deadline before it even started.
        Thread {
            box.value = work()
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 10) == .timedOut else { return box.value }
        Issue.record("blocked on a FIFO", sourceLocation: sourceLocation)
        for fifo in fifos {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        done.wait()
        return nil
    }

    @Test func theReaderRefusesAFIFOWithoutWaitingWhenAskedForARegularFile() throws {
        let workspace = try Workspace()
        let fifo = workspace.path("Knob.png")
        try Self.makeFIFO(fifo)
        let result: Result<[UInt8], FileSystemError>? = Self.withDeadline(releasing: [fifo]) { BoundedFileReader.read(fifo, upTo: 100, regularFileOnly: true) }
        switch result {
        case .failure(let error)?: #expect(error.reason == "not a regular file")
        default: Issue.record("read \(String(describing: result))")
        }
        #expect(try BoundedFileReader.read(try workspace.write("x", to: "a.txt").path, upTo: 100, regularFileOnly: true).get() == [0x78])
    }

    @Test func aFIFONamedLikeASpecInAFolderIsAFailureAndTheOtherSpecsAreRead() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "specs/Knob.control.yaml")
        let fifo = workspace.path("specs/Pipe.control.yaml")
        try Self.makeFIFO(fifo)
        let specs = workspace.path("specs"), root = workspace.url.path
        let read = Self.withDeadline(releasing: [fifo]) { Pipeline.read([specs], configuration: RunConfiguration(workingDirectory: root)) }
        #expect(read?.failures.map(\.message) == ["cannot read '\(fifo)': not a regular file"])
        #expect(read?.files.map(\.path) == [workspace.path("specs/Knob.control.yaml")])
    }

    @Test func aFIFONamedLikeAnImageIsPassedOverAsAMissingOneIs() throws {
        let workspace = try Workspace()
        let spec = try workspace.write(try PackagePaths.bytes("Specs/RotaryKnob.control.yaml"), to: "RotaryKnob.control.yaml")
        let fifo = workspace.path("RotaryKnobBackground.png")
        try Self.makeFIFO(fifo)
        try workspace.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "RotaryKnob.svg")
        let project = Pipeline.check([SourceFile(path: spec.path, shownPath: "RotaryKnob.control.yaml", bytes: try PackagePaths.bytes("Specs/RotaryKnob.control.yaml"))])
        let entry = try #require(project.accepted.first)
        #expect(entry.summary.assetNames.contains("RotaryKnobBackground"))
        let assets = Self.withDeadline(releasing: [fifo]) { Pipeline.readAssets(of: entry) }
        #expect(assets.map { Set($0.keys) } == ["RotaryKnob"])
    }

    @Test func aFIFONamedLikeATemplateOrAPreviewIsAFailure() throws {
        let workspace = try Workspace()
        let template = workspace.path("templates/knob.swift.mustache")
        try workspace.makeDirectory("templates")
        try Self.makeFIFO(template)
        let templates = workspace.path("templates"), root = workspace.url.path
        let readTemplates = Self.withDeadline(releasing: [template]) { Pipeline.readTemplates(templates, workingDirectory: root) }
        guard case .failure(let failure)? = readTemplates else { Issue.record("read \(String(describing: readTemplates))"); return }
        #expect(failure.message == "cannot read templates '\(templates)': not a regular file")

        let preview = workspace.path("previews/Knob-initial.svg")
        try workspace.makeDirectory("previews")
        try Self.makeFIFO(preview)
        let previews = workspace.path("previews")
        let readPreviews = Self.withDeadline(releasing: [preview]) { Pipeline.readPreviews(previews) }
        guard case .failure(let failure)? = readPreviews else { Issue.record("read \(String(describing: readPreviews))"); return }
        #expect(failure.message == "cannot read '\(preview)': not a regular file")
    }

    @Test func aFIFONamedLikeTheConfigurationFileIsAFailure() throws {
        let workspace = try Workspace()
        let fifo = workspace.path(".controlspec.yml")
        try Self.makeFIFO(fifo)
        let root = workspace.url.path
        let load = Self.withDeadline(releasing: [fifo]) { RunConfiguration.load(explicitPath: nil, workingDirectory: root) }
        guard case .unreadable(let failure)? = load else { Issue.record("loaded \(String(describing: load))"); return }
        #expect(failure.message == "cannot read configuration '.controlspec.yml': not a regular file")
    }
}
