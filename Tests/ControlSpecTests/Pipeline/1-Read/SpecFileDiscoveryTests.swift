import Foundation
import Testing
@testable import ControlSpec

/// Finding spec files from command-line arguments.
@Suite struct SpecFileDiscoveryTests {
    @Test func directoryMeansSpecFilesBelowItSortedSkippingHiddenAndOtherFiles() throws {
        let workspace = try Workspace()
        for file in [
            "specs/b.control.yaml", "specs/a.control.yml", "specs/sub/c.control.yaml",
            "specs/notes.yaml", "specs/c.control.json", "specs/.hidden/d.control.yaml",
            "specs/.build/e.control.yaml", "specs/.f.control.yaml",
        ] {
            try workspace.write("a: 1\n", to: file)
        }
        let discovery = SpecFileDiscovery(arguments: [workspace.path("specs")])
        #expect(
            discovery.files == [
                workspace.path("specs/a.control.yml"), workspace.path("specs/b.control.yaml"),
                workspace.path("specs/sub/c.control.yaml"),
            ])
        #expect(discovery.failures.isEmpty)
    }

    @Test func fileArgumentIsTakenWhateverItsName() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "knob.yaml")
        let discovery = SpecFileDiscovery(arguments: [workspace.path("knob.yaml")])
        #expect(discovery.files == [workspace.path("knob.yaml")])
    }

    @Test func fileReachedTwiceIsTakenOnce() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "specs/knob.control.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("alias.control.yaml"),
            withDestinationPath: workspace.path("specs/knob.control.yaml"))
        let discovery = SpecFileDiscovery(arguments: [
            workspace.path("specs/knob.control.yaml"), workspace.path("specs"),
            workspace.path("specs/../specs/knob.control.yaml"), workspace.path("alias.control.yaml"),
        ])
        #expect(discovery.files == [workspace.path("specs/knob.control.yaml")])
        #expect(discovery.failures.isEmpty)
    }

    @Test func symbolicLinksToDirectoriesAreNotFollowed() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "specs/knob.control.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("specs/loop"), withDestinationPath: workspace.path("specs"))
        let discovery = SpecFileDiscovery(arguments: [workspace.path("specs")])
        #expect(discovery.files == [workspace.path("specs/knob.control.yaml")])
    }

    @Test func missingPathAndDirectoryWithoutSpecsAreFailures() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "docs/readme.yaml")
        let discovery = SpecFileDiscovery(arguments: [
            workspace.path("missing.control.yaml"), workspace.path("docs"),
        ])
        #expect(discovery.files.isEmpty)
        #expect(
            discovery.failures.map(\.message) == [
                "cannot read '\(workspace.path("missing.control.yaml"))': No such file or directory",
                "no *.control.yaml files found in '\(workspace.path("docs"))'",
            ])
    }
}
