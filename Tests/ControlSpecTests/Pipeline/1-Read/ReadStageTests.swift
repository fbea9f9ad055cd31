import Foundation
import Testing
@testable import ControlSpec

/// The read stage: the files found, their shown paths, and the paths it cannot use.
@Suite struct ReadStageTests {
    @Test func filesAreShownRelativeToTheWorkingDirectoryOrAbsolute() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "app/specs/knob.control.yaml")
        let configuration = RunConfiguration(workingDirectory: workspace.path("app"))
        let relative = Pipeline.read([workspace.path("app/specs")], configuration: configuration)
        #expect(relative.files.map(\.shownPath) == ["specs/knob.control.yaml"])
        #expect(relative.files.map(\.path) == [workspace.path("app/specs/knob.control.yaml")])
        #expect(relative.files.map(\.bytes) == [Array("a: 1\n".utf8)])
        let absolute = Pipeline.read([workspace.path("app/specs/../specs/knob.control.yaml")], configuration: configuration, absolutePaths: true)
        #expect(absolute.files.map(\.shownPath) == [workspace.path("app/specs/knob.control.yaml")])
    }

    @Test func aFileIsReadUpToTheLimitPlusOneByte() throws {
        let workspace = try Workspace()
        try workspace.write([UInt8](repeating: 0x61, count: YAMLLimits.default.maxBytes + 100), to: "big.control.yaml")
        let read = Pipeline.read([workspace.path("big.control.yaml")], configuration: RunConfiguration(workingDirectory: workspace.url.path))
        #expect(read.files.map(\.bytes.count) == [YAMLLimits.default.maxBytes + 1])
    }

    @Test func unusablePathsAreFailuresAndTheOthersAreStillRead() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "knob.control.yaml")
        try workspace.makeDirectory("empty")
        let read = Pipeline.read([workspace.path("missing.control.yaml"), workspace.path("empty"), workspace.path("knob.control.yaml")], configuration: RunConfiguration(workingDirectory: workspace.url.path))
        #expect(read.failures.map(\.message) == ["cannot read '\(workspace.path("missing.control.yaml"))': No such file or directory", "no *.control.yaml files found in '\(workspace.path("empty"))'"])
        #expect(read.files.map(\.shownPath) == ["knob.control.yaml"])
    }
}
