import Foundation
import Testing
@testable import ControlSpec

/// `OutputFolderWriter.entries(of:)` gives a folder's own entries and never `.` or `..`: the staged folders'
/// removal goes through what it lists, and must not be led out of the folder it was given.
@Suite struct FolderListingTests {
    @Test func theFoldersOwnEntriesAreListedWithWhetherEachIsAFolder() throws {
        let workspace = try Workspace()
        try workspace.write(Array("a".utf8), to: "F/a.swift")
        try workspace.write(Array("h".utf8), to: "F/.hidden")
        try workspace.write(Array("s".utf8), to: "F/sub/inner.svg")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("F/link"), withDestinationPath: "sub")
        let folder = open(workspace.path("F"), O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        let all = OutputFolderWriter.entries(of: folder).sorted { $0.name < $1.name }
        #expect(all.map(\.name) == [".hidden", "a.swift", "link", "sub"])
        #expect(all.map(\.isFolder) == [false, false, false, true], "a symbolic link to a folder is not one")
        #expect(OutputFolderWriter.entries(of: folder, startingWith: ".").map(\.name) == [".hidden"])
        var count = 0
        OutputFolderWriter.forEachEntry(in: folder) { _, _ in count += 1 }
        #expect(count == 4, "every entry but `.` and `..`")
    }

    /// Given `.` or `..`, or a path, the removal does nothing.
    @Test(arguments: [".", "..", "sub/../.."])
    func removingATreeNeverLeavesTheFolderItWasGiven(name: String) throws {
        let workspace = try Workspace()
        try workspace.write(Array("a".utf8), to: "F/sub/a.swift")
        let folder = open(workspace.path("F/sub"), O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        OutputFolderWriter.removeTree(name, in: folder)
        #expect(FileManager.default.fileExists(atPath: workspace.path("F/sub/a.swift")))
    }
}
