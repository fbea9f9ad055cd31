import Foundation
import Testing
@testable import ControlSpec

/// Paths in diagnostics are relative to the working directory.
@Suite struct DisplayPathTests {
    @Test(arguments: [
        ("knob.control.yaml", "/work/app", "knob.control.yaml"),
        ("./specs/knob.control.yaml", "/work/app", "specs/knob.control.yaml"),
        ("specs//sub/../knob.control.yaml", "/work/app", "specs/knob.control.yaml"),
        ("/work/app/specs/knob.control.yaml", "/work/app", "specs/knob.control.yaml"),
        ("/work/app/specs/knob.control.yaml", "/work/app/", "specs/knob.control.yaml"),
        ("/work/other/knob.control.yaml", "/work/app", "../other/knob.control.yaml"),
        ("../../knob.control.yaml", "/work/app/specs", "../../knob.control.yaml"),
        ("/knob.control.yaml", "/work/app", "../../knob.control.yaml"),
        ("/work/app2/knob.control.yaml", "/work/app", "../app2/knob.control.yaml"),
        ("/work/app/knob.control.yaml", "/", "work/app/knob.control.yaml"),
        ("/work/app", "/work/app", "."),
        // Below the base, already normal (the quick path) or not (the general one).
        ("/work/app/specs/.../k.control.yaml", "/work/app", "specs/.../k.control.yaml"),
        ("/work/app/specs/./k.control.yaml", "/work/app", "specs/k.control.yaml"),
        ("/work/app/specs/../k.control.yaml", "/work/app", "k.control.yaml"),
        ("/work/app/../app/k.control.yaml", "/work/app", "k.control.yaml"),
        ("/work/app//k.control.yaml", "/work/app", "k.control.yaml"),
        ("/work/app/k.control.yaml/", "/work/app", "k.control.yaml"),
        ("/work/app/k/..", "/work/app", "."),
        ("/work/./app/k.control.yaml", "/work/./app", "k.control.yaml"),
        ("/work/app/.k.control.yaml", "/work/app", ".k.control.yaml"),
        ("/work/app/..k/k.control.yaml", "/work/app", "..k/k.control.yaml"),
        // Relative, already normal (the quick path, whatever the base) or not (the general one).
        ("specs/sub/k.control.yaml", "/work/./app", "specs/sub/k.control.yaml"),
        ("specs/.k/..k/k.control.yaml", "/work/app", "specs/.k/..k/k.control.yaml"),
        ("specs/k.control.yaml/", "/work/app", "specs/k.control.yaml"),
        ("specs/sub/./k.control.yaml", "/work/app", "specs/sub/k.control.yaml"),
        ("specs/sub/..", "/work/app", "specs"),
        ("..", "/work/app", ".."),
    ])
    func relativeToTheWorkingDirectory(path: String, base: String, expected: String) {
        #expect(DisplayPath.relative(path, to: base) == expected)
    }

    @Test func absolutePathThroughASymbolicLinkIsShownInsideTheWorkingDirectory() throws {
        let workspace = try Workspace()
        try workspace.write("a: 1\n", to: "real/specs/knob.control.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("link"), withDestinationPath: workspace.path("real"))
        let shown = DisplayPath.shown(
            workspace.path("link/specs/knob.control.yaml"), workingDirectory: workspace.path("real"))
        #expect(shown == "specs/knob.control.yaml")
    }

    @Test(arguments: [
        ("specs/knob.control.yaml", "/work/app", "/work/app/specs/knob.control.yaml"),
        ("../other/./knob.control.yaml", "/work/app", "/work/other/knob.control.yaml"),
        ("/work//app/knob.control.yaml", "/elsewhere", "/work/app/knob.control.yaml"),
    ])
    func absolutePathResolvesDotsAgainstTheBase(path: String, base: String, expected: String) {
        #expect(DisplayPath.absolute(path, base: base) == expected)
    }
}
