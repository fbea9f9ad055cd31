import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The knob's native SwiftUI view in the generated file, for each target: what it holds and where
/// each platform's input sits.
@Suite struct KnobSwiftUIViewTests {
    /// The generated file of `spec` for `target`.
    static func generated(_ spec: ControlSpecification, path: String, target: GenerationOptions.Target,
                          imageBundle: GenerationOptions.ImageBundle = .type) throws -> String {
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(spec, options: GenerationOptions(imageBundle: imageBundle, specPath: path, target: target), templates: templates).text
    }

    /// The `#if` conditions the first line containing `needle` sits in, outermost first.
    static func conditions(of needle: String, in text: String) -> [String]? {
        var stack: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") { stack.append(String(trimmed.dropFirst(4))) }
            else if trimmed == "#endif" { stack.removeLast() }
            else if line.contains(needle) { return stack }
        }
        return nil
    }

    @Test(arguments: SpecCorpus.kind("knob"))
    func swiftUIOnly(entry: SpecCorpus.Entry) throws {
        let text = try Self.generated(entry.spec, path: entry.path, target: .swiftui), name = entry.spec.name
        let knob = try #require(entry.spec.body as? KnobSpec)
        #expect(!text.contains("import UIKit") && !text.contains(": UIControl") && !text.contains("UIViewRepresentable") && !text.contains("UIColor("))
        #expect(text.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\nstruct \(name)View: View {"))
        #expect(text.contains("    @Binding var value: Double\n"))
        #expect(text.contains("init(value: Binding<Double>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
        #expect(Self.conditions(of: "struct \(name)View: View", in: text) == ["canImport(SwiftUI)"])
        #expect(Self.conditions(of: SharedViewGestureTests.minimumDistance, in: text) == ["canImport(SwiftUI)", "!os(tvOS)"])
        #expect(Self.conditions(of: ".onKeyPress(keys: \(name)Kernel.SwiftUIInput.controlKeys)", in: text) == ["canImport(SwiftUI)", "!os(watchOS)"])
        #expect(Self.conditions(of: ".onMoveCommand {", in: text) == ["canImport(SwiftUI)", "os(macOS) || os(tvOS)"])
        #expect(Self.conditions(of: ".digitalCrownRotation(", in: text) == ["canImport(SwiftUI)", "os(watchOS)"])
        #expect(Self.conditions(of: ".hoverEffect()", in: text) == ["canImport(SwiftUI)", "os(iOS) || os(visionOS) || os(tvOS)"])
        #expect(Self.conditions(of: "#Preview(\"initial\")", in: text) == ["canImport(SwiftUI)", "canImport(DeveloperToolsSupport)"])
        #expect(text.contains(".accessibilityAdjustableAction {") && text.contains(".accessibilityValue(\(name)Kernel.accessibilityValue(of: state.model))"))
        #expect(text.contains("AccessibilityNotification.Announcement(\(name)Kernel.accessibilityValue(of: state.model)).post()"))
        #expect(knob.stepFeedback.map { text.contains(".sensoryFeedback(\(HapticsViewModel($0).sensoryFeedback), trigger: state.stepIndex)") }
                ?? !text.contains(".sensoryFeedback("), "the spec's haptic style")
        let previews = ["minimum", "initial", "maximum"] + (KnobSVG.styles(knob, .highlighted) ? ["highlighted"] : []) + ["disabled"]
        #expect(text.components(separatedBy: "#Preview(").count - 1 == previews.count)
        for preview in previews { #expect(text.contains("#Preview(\"\(preview)\") {"), "\(preview)") }
        switch knob.drawing {
        case .shapeLayers:
            #expect(text.contains("Canvas { context, _ in") && text.contains("private var trackColor: Color {") && !text.contains("Image("))
        case .images:
            #expect(text.contains("context.resolve(Image(knobImage, bundle: Bundle(for: \(name)BundleToken.self)))"))
            #expect(text.contains("private final class \(name)BundleToken {}") && !text.contains("trackColor"))
        }
    }

    @Test func bothHasTheControlAndTheNativeViewButNoWrapper() throws {
        for entry in SpecCorpus.kind("knob") {
            let text = try Self.generated(entry.spec, path: entry.path, target: .both), name = entry.spec.name
            let uikitCondition = ControlViewModel(spec: entry.spec, options: GenerationOptions(specPath: entry.path)).uikitCondition
            #expect(Self.conditions(of: "final class \(name): UIControl", in: text) == [uikitCondition])
            #expect(text.contains("struct \(name)View: View {") && !text.contains("UIViewRepresentable"))
            #expect(Self.conditions(of: "import Accessibility", in: text) == ["canImport(Accessibility)"])
        }
    }

    @Test func uikitHasTheWrapperAndNoNativeView() throws {
        for entry in SpecCorpus.kind("knob") {
            let text = try Self.generated(entry.spec, path: entry.path, target: .uikit), name = entry.spec.name
            #expect(text.contains("struct \(name)View: UIViewRepresentable {"))
            #expect(!text.contains("\(name)View: View") && !text.contains("#Preview(") && !text.contains("import Accessibility"))
            #expect(!text.contains("ControlKernel.RotaryViewState(") && !text.contains("Kernel.RotaryViewState("))
        }
    }

    @Test func imagesLoadFromTheModuleBundleWhenAsked() throws {
        let entry = try #require(SpecCorpus.kind("knob").first { $0.spec.name == "RotaryKnob" })
        let text = try Self.generated(entry.spec, path: entry.path, target: .swiftui, imageBundle: .module)
        #expect(text.contains("Image(\"RotaryKnobBackground\", bundle: Bundle.module)") && text.contains("Image(knobImage, bundle: Bundle.module)"))
        #expect(!text.contains("BundleToken"))
        #expect(text.contains("if !drawsEnabled { return \"RotaryKnobDisabled\" }"))
        #expect(text.contains("if drawsHighlighted { return \"RotaryKnobHighlighted\" }"))
    }

    @Test func specTextEntersOnlyAsEscapedLiterals() throws {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent("Specs/Knob.control.yaml"), encoding: .utf8)
        let yaml = CleanSpecs.r(source, "label: Level", #"label: 'Level") }; fatalError("x'"#)
        let spec = try #require(Linter.lint(Array(yaml.utf8)).spec)
        let text = try Self.generated(spec, path: "Knob.control.yaml", target: .swiftui)
        #expect(text.contains(#".accessibilityLabel("Level\") }; fatalError(\"x")"#))
        #expect(!text.contains(#"Level") }; fatalError("x")"#))
    }
}
