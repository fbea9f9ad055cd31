import Foundation
import Testing
@testable import ControlSpec

/// `controlspec compile` as a user runs it: files written, rewritten only on change, hand-written
/// files left alone, nothing written for a spec with errors, templates replaced by name.
@Suite struct CompileCommandTests {
    /// A workspace with the bundled specs in `Specs/`.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        for name in ReferenceSpecNames.all {
            try workspace.write(try PackagePaths.bytes("Specs/\(name).control.yaml"), to: "Specs/\(name).control.yaml")
        }
        return workspace
    }

    static func modificationDate(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func writesOneFilePerSpecAndASecondRunRewritesNothing() throws {
        let workspace = try Self.workspace()
        let first = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(first.status == 0 && first.stdout == "" && first.stderr == "", "\(first)")
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Generated")).sorted()
        #expect(files == ["CircularSlider.swift", "CircularSliderView.swift", "ControlKernel.swift", "FastCartButton.swift", "FastCartButtonView.swift",
                          "Knob.swift", "KnobView.swift", "PillToggle.swift", "PillToggleView.swift", "Previews", "RangeSlider.swift", "RangeSliderView.swift",
                          "RotaryKnob.swift", "RotaryKnobView.swift", "VolumeSlider.swift", "VolumeSliderView.swift"])
        let knob = workspace.path("Generated/Knob.swift")
        #expect(try String(contentsOfFile: knob, encoding: .utf8) == PackagePaths.text(of: "Tests/Goldens/Generated/Knob.swift"))
        #expect(try String(contentsOfFile: workspace.path("Generated/ControlKernel.swift"), encoding: .utf8)
            == PackagePaths.text(of: "Tests/Goldens/Generated/ControlKernel.swift"))
        let before = try Self.modificationDate(knob)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: knob)
        let second = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(second.status == 0)
        #expect(try Self.modificationDate(knob) == Date(timeIntervalSince1970: 1_000_000), "an unchanged file must not be rewritten")
        #expect(before != Date(timeIntervalSince1970: 1_000_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Generated")).sorted() == files, "no temporary file is left behind")
    }

    @Test func aChangedFileIsRewritten() throws {
        let workspace = try Self.workspace()
        _ = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        let knob = workspace.path("Out/Knob.swift")
        try (try String(contentsOfFile: knob, encoding: .utf8) + "// stale\n").write(toFile: knob, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["compile", "Specs", "--output", "Out"], in: workspace)
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: knob, encoding: .utf8) == PackagePaths.text(of: "Tests/Goldens/Generated/Knob.swift"))
    }

    @Test func aHandWrittenFileIsNeverOverwritten() throws {
        let workspace = try Self.workspace()
        try workspace.write("// my own knob\n", to: "Generated/Knob.swift")
        let result = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr.contains("controlspec: error: refusing to overwrite 'Generated/Knob.swift'"), "\(result.stderr)")
        #expect(try String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8) == "// my own knob\n")
        #expect(FileManager.default.fileExists(atPath: workspace.path("Generated/RangeSlider.swift")), "the other files are still written")
    }

    @Test func nothingIsWrittenForASpecWithErrors() throws {
        let workspace = try Self.workspace()
        let knob = String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
        try workspace.write(knob.replacingOccurrences(of: "max: 1", with: "max: -1"), to: "Specs/Knob.control.yaml")
        let result = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.first?.hasPrefix("Specs/Knob.control.yaml:14:8: error: 'max' (-1) must be greater than 'min' (0) [value-range]") == true, "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated/Knob.swift")))
        #expect(FileManager.default.fileExists(atPath: workspace.path("Generated/RotaryKnob.swift")))
        let previews = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Generated/Previews"))
        #expect(!previews.contains { $0.hasPrefix("Knob-") } && previews.contains("RotaryKnob-initial.svg"))
        #expect(!previews.contains("index.html"), "the gallery is about every spec; it is not written while one has errors")
    }

    @Test func publicAccessMarksTheDeclarationsPublic() throws {
        let workspace = try Self.workspace()
        let result = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--access", "public"], in: workspace)
        #expect(result.status == 0)
        let text = try String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8)
        #expect(text.contains("public typealias KnobModel = ControlKernel.RotaryModel") && text.contains("public final class Knob: UIControl"))
        #expect(text.contains("\npublic enum KnobKernel {\n") && text.contains("    public static let configuration = ControlKernel.RotaryConfiguration("))
        let kernel = try String(contentsOfFile: workspace.path("Generated/ControlKernel.swift"), encoding: .utf8)
        #expect(kernel.contains("\npublic enum ControlKernel {\n"))
        let bad = try CLIRunner.run(["compile", "Specs", "--access", "open"], in: workspace)
        #expect(bad.status == 64)
    }

    @Test func imagesComeFromTheChosenBundle() throws {
        let workspace = try Self.workspace()
        let module = try CLIRunner.run(["compile", "Specs/RotaryKnob.control.yaml", "--image-bundle", "module", "--no-previews"], in: workspace)
        #expect(module.status == 0, "\(module)")
        #expect(try String(contentsOfFile: workspace.path("Generated/RotaryKnob.swift"), encoding: .utf8).contains("UIImage(named: name, in: Bundle.module, compatibleWith: nil)"))
        let type = try CLIRunner.run(["compile", "Specs/RotaryKnob.control.yaml", "--no-previews"], in: workspace)
        #expect(type.status == 0, "\(type)")
        #expect(try String(contentsOfFile: workspace.path("Generated/RotaryKnob.swift"), encoding: .utf8).contains("UIImage(named: name, in: Bundle(for: RotaryKnob.self), compatibleWith: nil)"))
        let bad = try CLIRunner.run(["compile", "Specs", "--image-bundle", "main"], in: workspace)
        #expect(bad.status == 64)
    }

    /// `--target` chooses the code of each file, `target:` in the configuration does when the
    /// flag is not given, and an unknown target is a usage error (64) or a located finding. Every
    /// target writes the same two files, `Knob.swift` and `KnobView.swift`, so that none of
    /// another target's is left behind to declare a type twice.
    @Test func theTargetChoosesTheUIKitControlTheNativeViewOrBoth() throws {
        let workspace = try Self.workspace()
        func knob(_ arguments: [String]) throws -> (control: String, view: String) {
            let result = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--no-previews"] + arguments, in: workspace)
            #expect(result.status == 0, "\(result)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Generated")).sorted() == ["ControlKernel.swift", "Knob.swift", "KnobView.swift"])
            return (try String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8),
                    try String(contentsOfFile: workspace.path("Generated/KnobView.swift"), encoding: .utf8))
        }
        let both = try knob([])
        #expect(both.control.contains("final class Knob: UIControl") && both.control.contains("enum KnobKernel") && !both.control.contains("struct KnobView"))
        #expect(both.view.contains("struct KnobView: View") && !both.view.contains("import UIKit") && !both.view.contains("enum KnobKernel"))
        let uikit = try knob(["--target", "uikit"])
        #expect(uikit.control.contains("final class Knob: UIControl") && !uikit.control.contains("struct KnobView"))
        #expect(uikit.view.contains("import UIKit") && uikit.view.contains("struct KnobView: UIViewRepresentable") && !uikit.view.contains("final class Knob"))
        let swiftUI = try knob(["--target", "swiftui"])
        for text in [swiftUI.control, swiftUI.view] {
            #expect(!text.contains("import UIKit") && !text.contains("UIControl") && !text.contains("UIViewRepresentable"))
        }
        #expect(swiftUI.control.contains("enum KnobKernel") && swiftUI.view.contains("struct KnobView: View"))
        try workspace.write("target: swiftui\n", to: ".controlspec.yml")
        #expect(try knob([]) == swiftUI, "the configuration's target applies without the flag")
        #expect(try knob(["--target", "uikit"]) == uikit, "the flag overrides the configuration")
        try workspace.write("target: swift-ui\n", to: ".controlspec.yml")
        let misspelt = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--no-previews"], in: workspace)
        #expect(misspelt.status == 1 && misspelt.stdout.contains(".controlspec.yml:1:9: error:") && misspelt.stdout.contains("swiftui"), "\(misspelt)")
        let bad = try CLIRunner.run(["compile", "Specs", "--target", "appkit"], in: workspace)
        #expect(bad.status == 64)
    }

    @Test func twoSpecsNamingOneTypeAreRefused() throws {
        let workspace = try Self.workspace()
        try workspace.write(try PackagePaths.bytes("Specs/Knob.control.yaml"), to: "Specs/Knob2.control.yaml")
        let result = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines.contains("Specs/Knob2.control.yaml:6:7: error: type 'Knob' is also generated from Specs/Knob.control.yaml [duplicate-type-name]"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated/Knob.swift")))
    }

    @Test func aReplacedTemplateIsUsedByName() throws {
        let workspace = try Self.workspace()
        let header = try CLIRunner.run(["templates", "cat", "header.swift"], in: workspace)
        #expect(header.status == 0 && header.stdout.hasPrefix("// Generated by controlspec from {{control.specPath}}"))
        try workspace.write(header.stdout + "// Built for ACME.\n", to: "MyTemplates/header.swift.mustache")
        let result = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--templates", "MyTemplates"], in: workspace)
        #expect(result.status == 0, "\(result)")
        let text = try String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8)
        #expect(text.hasPrefix("// Generated by controlspec from Specs/Knob.control.yaml. Do not edit.\n// Built for ACME.\n"))
    }

    @Test func aBrokenTemplateIsLocatedAndNothingIsWritten() throws {
        let workspace = try Self.workspace()
        try workspace.write("{{> header.swift}}\n{{#control}}\nstruct {{typeName}} {}\n{{/contrl}}\n", to: "MyTemplates/knob.swift.mustache")
        let result = try CLIRunner.run(["compile", "Specs", "--templates", "MyTemplates"], in: workspace)
        #expect(result.status == 1)
        #expect(result.stdoutLines == ["MyTemplates/knob.swift.mustache:4:4: error: the closing tag does not match the open section's name [template-syntax]"])
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")))
    }

    /// A template that includes itself, directly or through other partials, would never finish
    /// rendering: it is refused at the partial tag that leads back, and nothing is written.
    @Test func aTemplateThatIncludesItselfIsLocatedAndNothingIsWritten() throws {
        let workspace = try Self.workspace()
        try workspace.write("// Generated by controlspec from {{control.specPath}}. Do not edit.\n{{#control}}\n  {{> header.swift}}\n{{/control}}\n", to: "MyTemplates/header.swift.mustache")
        try workspace.write("struct X {}\n\n{{>knob.swift}}\n", to: "MyTemplates/knob-control.swift.mustache")
        let result = try CLIRunner.run(["compile", "Specs", "--templates", "MyTemplates"], in: workspace)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdoutLines == [
            "MyTemplates/header.swift.mustache:3:3: error: this partial includes 'header.swift' again (header.swift → header.swift): a template that includes itself never finishes rendering [template-syntax]",
            "MyTemplates/knob-control.swift.mustache:3:1: error: this partial includes 'knob-control.swift' again (knob-control.swift → knob.swift → knob-control.swift): a template that includes itself never finishes rendering [template-syntax]",
        ])
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")))
    }

    @Test func aTemplateNamedLikeNoBundledOneIsAToolFailure() throws {
        let workspace = try Self.workspace()
        try workspace.write("x\n", to: "MyTemplates/knbo.swift.mustache")
        let result = try CLIRunner.run(["compile", "Specs", "--templates", "MyTemplates"], in: workspace)
        #expect(result.status == 2)
        #expect(result.stderr.contains("template 'MyTemplates/knbo.swift.mustache' replaces no bundled template; did you mean 'knob.swift'?"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")))
    }

    @Test func templatesListNamesEveryBundledTemplate() throws {
        let result = try CLIRunner.run(["templates", "list"], in: try Workspace())
        #expect(result.status == 0)
        #expect(result.stdoutLines == TemplateSource.bundled.map(\.name))
        #expect(result.stdoutLines.contains("knob.swift"))
        let missing = try CLIRunner.run(["templates", "cat", "nope"], in: try Workspace())
        #expect(missing.status == 64)
    }

    @Test func aBinaryCopiedAloneStillHasItsTemplates() throws {
        let workspace = try Self.workspace()
        let copy = workspace.path("bin/controlspec")
        try FileManager.default.createDirectory(atPath: workspace.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try CLIRunner.executable().path, toPath: copy)
        let result = try GeneratedCodeHarness.run(copy, ["templates", "cat", "knob.swift"])
        #expect(result.status == 0 && result.output.hasPrefix("{{> header.swift}}"), "\(result.output)")
    }
}
