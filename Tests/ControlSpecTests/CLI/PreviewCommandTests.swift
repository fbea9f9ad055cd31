import Foundation
import Testing
@testable import ControlSpec

/// `controlspec preview` and the previews `compile` writes, as a user runs them.
@Suite struct PreviewCommandTests {
    /// The files in `folder`, hidden ones included, sorted.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func previewWritesTheGalleryAndASecondRunRewritesNothing() throws {
        let workspace = try CompileCommandTests.workspace()
        let first = try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace)
        #expect(first.status == 0 && first.stdout == "" && first.stderr == "", "\(first)")
        let written = try Self.files(in: workspace.path("Previews"))
        #expect(written == (try Self.files(in: PackagePaths.root.appendingPathComponent("Tests/Goldens/Previews").path)))
        #expect(written.contains("index.html") && written.contains("Knob-initial.svg"))
        let gallery = workspace.path("Previews/index.html")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: gallery)
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: gallery)[.modificationDate] as? Date == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func aHandWrittenGalleryIsNeverOverwritten() throws {
        let workspace = try CompileCommandTests.workspace()
        try workspace.write("<p>mine</p>\n", to: "Previews/index.html")
        let result = try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to overwrite 'Previews/index.html'"), "\(result.stderr)")
        #expect(try String(contentsOfFile: workspace.path("Previews/index.html"), encoding: .utf8) == "<p>mine</p>\n")
    }

    @Test func aSpecWithErrorsGetsNoPreviewAndExitsOne() throws {
        let workspace = try CompileCommandTests.workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "max: 1", with: "max: -1"), to: "Specs/Knob.control.yaml")
        let result = try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace)
        #expect(result.status == 1)
        let written = try Self.files(in: workspace.path("Previews"))
        #expect(!written.contains { $0.hasPrefix("Knob-") })
        #expect(written.contains { $0.hasPrefix("RotaryKnob-") })
        #expect(!written.contains("index.html"))
    }

    /// The gallery lists every spec of the run: while one has errors, the previous gallery stays
    /// as it was (the spec's old previews with it), and it is rewritten once every spec is valid.
    @Test func theGalleryIsKeptWhileASpecHasErrors() throws {
        let workspace = try CompileCommandTests.workspace()
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 0)
        let gallery = workspace.path("Previews/index.html")
        let before = try String(contentsOfFile: gallery, encoding: .utf8)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: gallery)
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "max: 1", with: "max: -1"), to: "Specs/Knob.control.yaml")
        try workspace.write(try PackagePaths.bytes("Specs/RangeSlider.control.yaml"), to: "Specs/Extra.control.yaml")
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 1)
        #expect(try String(contentsOfFile: gallery, encoding: .utf8) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: gallery)[.modificationDate] as? Date == old)
        try workspace.write(knob, to: "Specs/Knob.control.yaml")
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 1, "Extra still clashes with RangeSlider")
        #expect(try String(contentsOfFile: gallery, encoding: .utf8) == before)
        try FileManager.default.removeItem(atPath: workspace.path("Specs/Extra.control.yaml"))
        try workspace.write(knob.replacingOccurrences(of: "summary: A rotary knob", with: "summary: A new knob"), to: "Specs/Knob.control.yaml")
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 0)
        #expect(try String(contentsOfFile: gallery, encoding: .utf8) == before.replacingOccurrences(of: "A rotary knob", with: "A new knob"))
    }

    @Test func compileWritesPreviewsNextToTheCodeUnlessToldOtherwise() throws {
        let workspace = try CompileCommandTests.workspace()
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml"], in: workspace).status == 0)
        #expect(try Self.files(in: workspace.path("Generated/Previews")).contains("Knob-initial.svg"))
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "A", "--previews", "B"], in: workspace).status == 0)
        #expect(try Self.files(in: workspace.path("B")).contains("index.html"))
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "C", "--no-previews"], in: workspace).status == 0)
        #expect(try Self.files(in: workspace.path("C")) == ["ControlKernel.swift", "Knob.swift", "KnobView.swift"])
    }
}

/// Preview folders from the configuration, and images found next to a spec.
@Suite struct PreviewConfigurationAndAssetTests {
    @Test func theConfigurationChoosesThePreviewFolder() throws {
        let workspace = try CompileCommandTests.workspace()
        try workspace.write("previews: Docs/Gallery\n", to: ".controlspec.yml")
        #expect(try CLIRunner.run(["preview", "Specs/Knob.control.yaml"], in: workspace).status == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Docs/Gallery/index.html")))
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "Code"], in: workspace).status == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Docs/Gallery/Knob-initial.svg")))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Code/Previews")))
    }

    @Test func anImageNextToTheSpecIsEmbeddedAsADataURI() throws {
        let workspace = try CompileCommandTests.workspace()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        try workspace.write(png, to: "Specs/RotaryKnob.png")
        #expect(try CLIRunner.run(["preview", "Specs/RotaryKnob.control.yaml", "--output", "P"], in: workspace).status == 0)
        let svg = try String(contentsOfFile: workspace.path("P/RotaryKnob-initial.svg"), encoding: .utf8)
        #expect(svg.contains("data:image/png;base64,\(Data(png).base64EncodedString())"))
        let placeholder = try String(contentsOfFile: PackagePaths.root.appendingPathComponent("Tests/Goldens/Previews/RotaryKnob-initial.svg").path, encoding: .utf8)
        #expect(!placeholder.contains("data:image/png"), "without the file the golden shows a placeholder")
    }
}
