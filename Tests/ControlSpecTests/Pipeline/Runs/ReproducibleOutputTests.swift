import Foundation
import Testing
@testable import ControlSpec

/// Two clean compiles of the same specs give byte-identical output folders, hidden files
/// included: nothing in an output folder depends on the machine, the folder or the moment.
@Suite struct ReproducibleOutputTests {
    /// A few variant specs of other kinds, compiled beside the reference specs.
    static let variants = ["button/SparkleButton", "circularSlider/Winding", "knob/NightDial", "rangeSlider/DuskRange", "slider/VerticalLevel",
                           "toggle/IconToggle"]

    /// Every path below `folder` (relative to the workspace), folders and hidden files included, sorted.
    static func listing(_ project: CompileProject, _ folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: project.workspace.path(folder)) ?? []).sorted()
    }

    @Test func twoCleanCompilesIntoDifferentFoldersAreByteIdentical() throws {
        let project = try CompileProject()
        for variant in Self.variants {
            let name = (variant as NSString).lastPathComponent
            let bytes = try PackagePaths.bytes("Tests/VariantSpecs/\(variant).control.yaml")
            try project.workspace.write(bytes, to: "\(CompileProject.specs)/\(name).control.yaml")
        }
        let first = try project.compile(into: "first")
        try project.compile(into: "second/deeper")
        #expect(first.findings.allSatisfy { $0.diagnostic.severity != .error }, "\(first.findings)")
        #expect(first.writes.written.count > 100)
        let listing = Self.listing(project, "first")
        #expect(listing.contains("Previews/\(GalleryPage.fileName)") && listing.contains("SparkleButton.swift"))
        #expect(listing == Self.listing(project, "second/deeper"))
        let firstFiles = project.files(in: "first"), secondFiles = project.files(in: "second/deeper")
        #expect(firstFiles.keys.sorted() == secondFiles.keys.sorted())
        for (path, bytes) in firstFiles where secondFiles[path] != bytes {
            Issue.record("\(path) differs between the two compiles")
        }
    }
}
