import Foundation
import Testing
@testable import ControlSpec

/// `controlspec preview --check DIR` as a user runs it: identical, changed, added and removed
/// previews in each format, with their exit statuses.
@Suite struct PreviewCheckCommandTests {
    /// A workspace with the bundled specs and their committed previews in `Previews/`.
    static func workspace() throws -> Workspace {
        let workspace = try CompileCommandTests.workspace()
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 0)
        return workspace
    }

    /// The knob's end angle moved from 3/8π to 1/2π (which changes its four previews in each
    /// appearance), its old maximum state renamed to a file no spec makes, and the slider's
    /// light rest preview deleted.
    static func changedWorkspace() throws -> Workspace {
        let workspace = try workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "  end: 3/8pi", with: "  end: 1/2pi"), to: "Specs/Knob.control.yaml")
        try FileManager.default.copyItem(atPath: workspace.path("Previews/Knob-minimum.svg"), toPath: workspace.path("Previews/Knob-retired.svg"))
        try FileManager.default.removeItem(atPath: workspace.path("Previews/RangeSlider-rest.svg"))
        return workspace
    }

    @Test(arguments: ["text", "json", "github"])
    func identicalPreviewsExitZero(format: String) throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews", "--format", format], in: workspace)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        if format == "json" {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let previews = try #require(document["previews"] as? [String: Any])
            #expect(previews["compared"] as? Bool == true && (previews["files"] as? [Any])?.isEmpty == true)
            #expect(previews["unchanged"] as? Int == GoldenPreviewCount.files, "\(previews)")
        } else {
            #expect(result.stdout == "", "nothing to report")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path(".")).sorted() == ["Previews", "Specs"], "--check writes nothing")
    }

    @Test func textListsEachChangedAddedAndRemovedPreviewWithWhatChanged() throws {
        let workspace = try Self.changedWorkspace()
        let before = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Previews")).sorted()
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"], in: workspace)
        #expect(result.status == 1, "\(result)")
        let lines = result.stdoutLines
        #expect(lines.contains("Knob-maximum.svg: changed (Specs/Knob.control.yaml)"), "\(result.stdout)")
        #expect(lines.contains("Knob-maximum.svg: <line id=\"pointer\"> transform: rotate(67.5 60 60) → rotate(90 60 60)"), "\(result.stdout)")
        #expect(lines.contains("Knob-setValue-animated.svg: <animateTransform> at line#pointer/animateTransform values: -247.5 60 60;67.5 60 60 → -247.5 60 60;90 60 60"),
                "\(result.stdout)")
        #expect(lines.contains("Knob-retired.svg: removed (Specs/Knob.control.yaml)"))
        #expect(lines.contains("RangeSlider-rest.svg: added (Specs/RangeSlider.control.yaml)"))
        #expect(!lines.contains { $0.hasPrefix("RotaryKnob-") || $0.hasPrefix("index.html") }, "unchanged files are not listed")
        #expect(lines.contains("Knob-maximum-dark.svg: changed (Specs/Knob.control.yaml)"), "the dark preview changes too: \(result.stdout)")
        // Every committed file but the ten changed ones (five in each appearance) and the one removed before the check.
        #expect(lines.last == "previews differ from 'Previews': 10 changed, 1 added, 1 removed, \(GoldenPreviewCount.files - 11) unchanged")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Previews")).sorted() == before, "--check writes nothing")
    }

    @Test func jsonDrivesAScript() throws {
        let workspace = try Self.changedWorkspace()
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews", "--format", "json"], in: workspace)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1 && (document["diagnostics"] as? [Any])?.isEmpty == true)
        let previews = try #require(document["previews"] as? [String: Any])
        #expect(previews["folder"] as? String == "Previews")
        #expect([previews["changed"], previews["added"], previews["removed"], previews["unchanged"]].map { $0 as? Int } == [10, 1, 1, GoldenPreviewCount.files - 11])
        let files = try #require(previews["files"] as? [[String: Any]])
        #expect(files.map { $0["name"] as? String } == ["Knob-disabled-dark.svg", "Knob-disabled.svg", "Knob-initial-dark.svg", "Knob-initial.svg", "Knob-maximum-dark.svg", "Knob-maximum.svg",
                                                         "Knob-minimum-dark.svg", "Knob-minimum.svg", "Knob-retired.svg",
                                                         "Knob-setValue-animated-dark.svg", "Knob-setValue-animated.svg", "RangeSlider-rest.svg"])
        #expect(files.map { $0["status"] as? String } == ["changed", "changed", "changed", "changed", "changed", "changed", "changed", "changed", "removed", "changed", "changed",
                                                           "added"])
        #expect(Set(files.compactMap { $0["spec"] as? String }) == ["Specs/Knob.control.yaml", "Specs/RangeSlider.control.yaml"])
        let maximum = try #require(files[5]["changes"] as? [[String: String]])
        #expect(maximum.contains { $0 == ["kind": "attribute", "element": "<line id=\"pointer\">", "attribute": "transform",
                                           "old": "rotate(67.5 60 60)", "new": "rotate(90 60 60)",
                                           "description": "<line id=\"pointer\"> transform: rotate(67.5 60 60) → rotate(90 60 60)"] }, "\(maximum)")
    }

    @Test func githubAnnotatesTheSpecOfEachChangedControl() throws {
        let workspace = try Self.changedWorkspace()
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"], in: workspace, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        let lines = result.stdoutLines
        #expect(lines.count == 2, "one annotation per spec: \(result.stdout)")
        #expect(lines[0].hasPrefix("::notice file=Specs/Knob.control.yaml,title=previews changed::Knob-disabled-dark.svg changed%0A  <path id=\"track\"> d: "), "\(lines[0])")
        #expect(lines[0].contains("%0AKnob-initial.svg changed%0A"))
        #expect(lines[0].contains("%0AKnob-maximum.svg changed%0A") && lines[0].contains("<line id=\"pointer\"> transform: rotate(67.5 60 60) → rotate(90 60 60)"))
        #expect(lines[0].contains("%0AKnob-retired.svg removed"))
        #expect(lines[1] == "::notice file=Specs/RangeSlider.control.yaml,title=previews changed::RangeSlider-rest.svg added")
    }

    @Test func theGalleryIsComparedToo() throws {
        let workspace = try Self.workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "summary: A rotary knob", with: "summary: A new knob"), to: "Specs/Knob.control.yaml")
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.contains("index.html: changed"), "\(result.stdout)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("index.html: <p> at section#Knob/p[1] text: \"A rotary knob") && $0.contains("→ \"A new knob") }, "\(result.stdout)")
        let github = try CLIRunner.run(["preview", "Specs", "--check", "Previews", "--format", "github"], in: workspace)
        #expect(github.stdoutLines.contains { $0.hasPrefix("::notice title=previews changed::index.html changed%0A") }, "the gallery has no spec: \(github.stdout)")
    }

    @Test func aSpecWithErrorsIsReportedAndItsPreviewsAreNotCompared() throws {
        let workspace = try Self.workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "max: 1", with: "max: -1"), to: "Specs/Knob.control.yaml")
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first?.hasPrefix("Specs/Knob.control.yaml:") == true, "the finding comes first: \(result.stdout)")
        #expect(result.stdoutLines.contains("Specs/Knob.control.yaml: previews not compared: the spec was refused"), "\(result.stdout)")
        #expect(!result.stdout.contains("Knob-minimum.svg: removed"), "the refused spec's previews are not reported removed")
        #expect(!result.stdout.contains("index.html"), "nor the gallery")
    }

    @Test func anUnreadableFolderIsAToolFailure() throws {
        let workspace = try Self.workspace()
        let missing = try CLIRunner.run(["preview", "Specs", "--check", "Missing"], in: workspace)
        #expect(missing.status == 2)
        #expect(missing.stderr == "controlspec: error: cannot read previews 'Missing': No such file or directory\n", "\(missing.stderr)")
        #expect(missing.stdout == "")
        try workspace.write("x", to: "File")
        let file = try CLIRunner.run(["preview", "Specs", "--check", "File", "--format", "json"], in: workspace)
        #expect(file.status == 2)
        #expect(file.stderr.contains("cannot read previews 'File': not a folder"), "\(file.stderr)")
        #expect(file.stdout.contains("\"compared\": false"))
    }

    @Test(arguments: [["--format", "sarif"], ["--format", "junit"], ["--output", "Out"], ["--compare", "Previews"], ["--watch"]])
    func usageErrors(extra: [String]) throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["preview", "Specs", "--check", "Previews"] + extra, in: workspace)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("--check"), "\(result.stderr)")
    }
}
