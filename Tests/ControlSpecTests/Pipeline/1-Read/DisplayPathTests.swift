import Foundation
import Synchronization
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

    /// A run's paths are shown as one at a time would be, each folder's links resolved once: a
    /// file through a link, one outside the working directory, one inside it, and files in the
    /// same folders again.
    @Test func aRunsPathsAreShownAsEachAloneWouldBeWithEachFolderResolvedOnce() throws {
        let workspace = try Workspace()
        for file in ["real/specs/a.control.yaml", "real/specs/b.control.yaml", "elsewhere/c.control.yaml"] {
            try workspace.write("a: 1\n", to: file)
        }
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link"), withDestinationPath: workspace.path("real"))
        let base = workspace.path("real")
        let paths = ["link/specs/a.control.yaml", "link/specs/b.control.yaml", "elsewhere/c.control.yaml", "real/specs/a.control.yaml",
                     "link/specs/../specs/b.control.yaml", "link/specs/a.control.yaml"].map { workspace.path($0) }
        var resolvedFolders: [String] = []
        let cachedResolutions = Mutex<[String]>([])
        let cache = DisplayPaths(workingDirectory: base) { folder in
            cachedResolutions.withLock { $0.append(folder) }
            return DisplayPath.resolvingSymbolicLinks(folder)
        }
        let shown = paths.map { cache.shown($0) }
        #expect(shown == paths.map { DisplayPath.shown($0, workingDirectory: base) })
        #expect(shown == ["specs/a.control.yaml", "specs/b.control.yaml", "../elsewhere/c.control.yaml", "specs/a.control.yaml",
                          "specs/b.control.yaml", "specs/a.control.yaml"])
        _ = paths.map { path in
            DisplayPath.shown(path, workingDirectory: base) { folder in
                resolvedFolders.append(folder)
                return DisplayPath.resolvingSymbolicLinks(folder)
            }
        }
        #expect(resolvedFolders.count == 2 * 5, "without the cache, the working directory and the folder once per path outside it")
        #expect(cachedResolutions.withLock { $0.count } == 4, "with it, the working directory, link/specs, link/specs/../specs and elsewhere, once each")
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
