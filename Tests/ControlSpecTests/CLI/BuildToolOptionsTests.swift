import Foundation
import Testing
@testable import ControlSpec

/// The options build systems use: `--output-file` names the one generated file in advance, and
/// `--absolute-paths` locates diagnostics wherever the tool runs.
@Suite struct BuildToolOptionsTests {
    /// A workspace with the bundled knob spec, one with an error, and the range slider.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob, to: "Specs/Knob.control.yaml")
        try workspace.write(knob.replacingOccurrences(of: "max: 1", with: "max: -1"), to: "Bad/Knob.control.yaml")
        try workspace.write(try PackagePaths.bytes("Specs/RangeSlider.control.yaml"), to: "Specs/RangeSlider.control.yaml")
        return workspace
    }

    @Test func outputFileNamesTheOneGeneratedFile() throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output-file", "Out/Dial.swift", "--kernel", "shared"], in: workspace)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Out")) == ["Dial.swift"])
        // All of the control's code, the configuration, the UIKit control and the SwiftUI view, in the one file, without the kernel.
        let text = try String(contentsOfFile: workspace.path("Out/Dial.swift"), encoding: .utf8)
        #expect(text.contains("enum KnobKernel") && text.contains("final class Knob: UIControl") && text.contains("struct KnobView: View"))
        #expect(!text.contains("enum ControlKernel") && !text.contains("extension KnobKernel"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")), "the --output folder is not used")
    }

    /// A single file carries its own kernel unless told to share one.
    @Test func outputFileHoldsItsOwnKernelByDefault() throws {
        let workspace = try Self.workspace()
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output-file", "Dial.swift"], in: workspace).status == 0)
        let text = try String(contentsOfFile: workspace.path("Dial.swift"), encoding: .utf8)
        #expect(text.contains("\nenum KnobKernel {\n") && text.contains("\nextension KnobKernel {\n"))
        #expect(!text.contains("ControlKernel"))
    }

    /// `kernel` writes the shared kernel of the kinds of the specs without errors, reporting no
    /// finding (the compile of each spec reports them).
    @Test func theKernelCommandWritesTheKernelOfTheSpecsKinds() throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["kernel", "Specs", "Bad", "--output-file", "Out/ControlKernel.swift"], in: workspace)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result)")
        let text = try String(contentsOfFile: workspace.path("Out/ControlKernel.swift"), encoding: .utf8)
        let expected = try #require(SwiftGenerator.kernelFile(kindNames: ["knob", "rangeSlider"], access: .internal))
        #expect(text == expected.text)
        let knobsOnly = try CLIRunner.run(["kernel", "Specs/Knob.control.yaml", "--output-file", "Out/ControlKernel.swift", "--access", "public"], in: workspace)
        #expect(knobsOnly.status == 0, "\(knobsOnly)")
        let publicKnob = try String(contentsOfFile: workspace.path("Out/ControlKernel.swift"), encoding: .utf8)
        #expect(publicKnob == SwiftGenerator.kernelFile(kindNames: ["knob"], access: .public)?.text)
        #expect(!publicKnob.contains("struct SliderModel"))
        let judged = try CLIRunner.run(["kernel", "Specs", "--output-file", "Out/ControlKernel.swift", "--strict"], in: workspace)
        #expect(judged.status == 64, "no failing severity: the command reports no findings to judge")
    }

    /// A spec named like the shared kernel is refused where its name is written, and nothing is written.
    @Test func aSpecNamedLikeTheKernelIsRefusedAndNothingIsWritten() throws {
        let workspace = try Self.workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "name: Knob", with: "name: ControlKernel"), to: "Taken/Knob.control.yaml")
        let result = try CLIRunner.run(["compile", "Taken", "--output", "Out", "--no-previews"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Taken/Knob.control.yaml:6:7: error: 'ControlKernel' cannot name the control's type"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Out/ControlKernel.swift")))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Out/Knob.swift")))
    }

    /// A folder gets one kernel for its controls; with an error in the run, the kernel already
    /// there is left as it was.
    @Test func aFolderSharesOneKernelLeftAloneWhileASpecHasErrors() throws {
        let workspace = try Self.workspace()
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "Out", "--no-previews"], in: workspace).status == 0)
        let knobKernel = try #require(SwiftGenerator.kernelFile(kindNames: ["knob"], access: .internal))
        #expect(try String(contentsOfFile: workspace.path("Out/ControlKernel.swift"), encoding: .utf8) == knobKernel.text)
        let failing = try CLIRunner.run(["compile", "Specs", "Bad", "--output", "Out", "--no-previews"], in: workspace)
        #expect(failing.status == 1)
        #expect(try String(contentsOfFile: workspace.path("Out/ControlKernel.swift"), encoding: .utf8) == knobKernel.text)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Out/RangeSlider.swift")))
        #expect(try CLIRunner.run(["compile", "Specs", "--output", "Out", "--no-previews"], in: workspace).status == 0)
        let both = try #require(SwiftGenerator.kernelFile(kindNames: ["knob", "rangeSlider"], access: .internal))
        #expect(try String(contentsOfFile: workspace.path("Out/ControlKernel.swift"), encoding: .utf8) == both.text)
        let embedded = try CLIRunner.run(["compile", "Specs", "--output", "Embedded", "--no-previews", "--kernel", "embedded"], in: workspace)
        #expect(embedded.status == 0, "\(embedded)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Embedded")).filter { $0.hasSuffix(".swift") }.sorted()
            == ["Knob.swift", "KnobView.swift", "RangeSlider.swift", "RangeSliderView.swift"])
    }

    @Test func outputFileIsRewrittenOnlyWhenItsBytesChange() throws {
        let workspace = try Self.workspace()
        let arguments = ["compile", "Specs/Knob.control.yaml", "--output-file", "Dial.swift"]
        _ = try CLIRunner.run(arguments, in: workspace)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: workspace.path("Dial.swift"))
        #expect(try CLIRunner.run(arguments, in: workspace).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: workspace.path("Dial.swift"))[.modificationDate] as? Date == old)
    }

    @Test func outputFileNeedsExactlyOneSpec() throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["compile", "Specs", "--output-file", "Dial.swift"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr == "controlspec: error: --output-file needs exactly one spec; found 2\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Dial.swift")))
    }

    @Test func absolutePathsLocateFindingsWhateverTheWorkingDirectory() throws {
        let workspace = try Self.workspace()
        let expected = workspace.path("Bad/Knob.control.yaml") + ":14:8: error: 'max' (-1) must be greater than 'min' (0) [value-range]"
        for command in ["lint", "compile"] {
            let result = try CLIRunner.run([command, "../Bad/Knob.control.yaml", "--absolute-paths"], in: workspace, subdirectory: "Specs")
            #expect(result.status == 1)
            #expect(result.stdoutLines.first == expected, "\(command): \(result.stdout)")
        }
    }
}
