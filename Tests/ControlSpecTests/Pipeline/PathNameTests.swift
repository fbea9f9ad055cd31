import Foundation
import Testing
@testable import ControlSpec

/// `PathName` splits a path as Foundation's `NSString` does, and a one-character name, on which
/// swift-corelibs-foundation's `deletingLastPathComponent` traps, as well.
@Suite struct PathNameTests {
    @Test(arguments: ["a/bc", "/ab/cd", "/ab", "ab/cd/", "ab//cd", "/", "ab", "./xy", "../ab", "ab/./cd", "//ab"])
    func pathsOfLongerNamesSplitAsFoundationSplitsThem(path: String) {
        #expect(PathName.folder(of: path) == (path as NSString).deletingLastPathComponent)
        #expect(PathName.name(of: path) == (path as NSString).lastPathComponent)
    }

    @Test(arguments: [("Z", "", "Z"), ("Z/", "", "Z"), ("/Z", "/", "Z"), ("a/Z", "a", "Z"), ("ab/Z//", "ab", "Z"), ("Z/a", "Z", "a")])
    func aOneCharacterNameSplits(path: String, folder: String, name: String) {
        #expect(PathName.folder(of: path) == folder)
        #expect(PathName.name(of: path) == name)
    }

    /// Before, `--output-file Z`, and a spec of one character whose images were looked for next
    /// to it, stopped the tool with a trap.
    @Test func aOneCharacterOutputFileOrFolderIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write(try PackagePaths.bytes("Specs/Knob.control.yaml"), to: "k")
        let file = try CLIRunner.run(["compile", "k", "--output-file", "Z"], in: workspace)
        #expect(file.status == 0, "\(file)")
        #expect(FileManager.default.contents(atPath: workspace.path("Z"))?.starts(with: Array(GeneratedSource.headerPrefix.utf8)) == true)
        let folders = try CLIRunner.run(["compile", "k", "--output", "G", "--previews", "P"], in: workspace)
        #expect(folders.status == 0, "\(folders)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("G/Knob.swift")))
        #expect(FileManager.default.fileExists(atPath: workspace.path("P/index.html")))
        try workspace.write(try PackagePaths.bytes("Specs/RotaryKnob.control.yaml"), to: "r")
        let images = try CLIRunner.run(["compile", "r", "--output", "R"], in: workspace)
        #expect(images.status == 0, "\(images)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("R/RotaryKnob.swift")))
    }
}
