import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI view of every slider of the corpus, rendered for each target: its
/// bindings, its platform input behind the right conditions, what follows the spec (haptics,
/// labels), and no UIKit in a SwiftUI-only file. (`NativeSliderViewTypeCheckTests` type-checks
/// them on every platform; `MultiSliderInteractionTests` drives the kernel they call.)
@Suite struct SliderSwiftUIViewTests {
    /// The slider corpus.
    static let entries = SpecCorpus.kind(SliderSpec.kindName)

    /// The Swift of `entry` for `target`.
    static func generate(_ entry: SpecCorpus.Entry, target: GenerationOptions.Target) throws -> String {
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, kernel: .shared, target: target), templates: templates).text
    }

    /// The text between the first line starting with `start` and the next line `#endif` at
    /// the same place (the first line that is exactly `#endif` after it).
    static func block(_ text: String, from start: String) -> String? {
        guard let begin = text.range(of: start) else { return nil }
        guard let end = text.range(of: "\n#endif", range: begin.upperBound..<text.endIndex) else { return nil }
        return String(text[begin.lowerBound..<end.lowerBound])
    }

    @Test("A SwiftUI-only file holds the native view and no UIKit", arguments: entries)
    func swiftUIOnly(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        let name = entry.spec.name
        #expect(text.contains("#if canImport(Accessibility)\nimport Accessibility\n#endif"))
        #expect(!text.contains("import UIKit") && !text.contains(": UIControl") && !text.contains("UIViewRepresentable") && !text.contains("UIColor("))
        #expect(text.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\nstruct \(name)View: View {"))
        #expect(text.contains("@State private var interaction: ControlKernel.MultiSliderInteraction"))
        #expect(text.contains("init(values: Binding<[Double]>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
        let slider = try #require(entry.spec.body as? SliderSpec)
        #expect(text.contains("init(value: Binding<Double>, onEditingChanged: @escaping (Bool) -> Void = { _ in })") == (slider.value.values.count == 1),
                "a Double binding exactly for one thumb")
    }

    @Test("Each platform's input sits behind its condition", arguments: entries)
    func platformInput(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        #expect(Self.block(text, from: "#if !os(tvOS)\n            .gesture(tapGesture(in: proxy.size)")?.contains(".gesture(dragGesture(in: proxy.size))") == true)
        #expect(Self.block(text, from: "#if !os(tvOS)\n\n    /// A drag")?.contains("DragGesture(minimumDistance: ControlKernel.\(SharedViewGestureTests.minimumDistance))") == true)
        #expect(text.components(separatedBy: "DragGesture(").count == 2, "only the one inside the condition")
        #expect(Self.block(text, from: "#if os(watchOS)\n        .focusable(isEnabled)")?.contains(".digitalCrownRotation($crownRotation") == true)
        #expect(Self.block(text, from: "#if !os(watchOS)\n            .focusable(isEnabled)")?.contains(".onKeyPress(keys: ControlKernel.SwiftUIInput.controlKeys") == true)
        #expect(Self.block(text, from: "#if os(macOS) || os(tvOS)\n            .onMoveCommand") != nil)
        #expect(Self.block(text, from: "#if os(iOS) || os(visionOS) || os(tvOS)\n            .hoverEffect(.highlight") != nil)
        #expect(text.contains("#if canImport(DeveloperToolsSupport)\n\n@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\n#Preview(\"rest\")"))
        for state in ["rest", "thumbHighlighted", "rightToLeft"] {
            #expect(text.contains("#Preview(\"\(state)\") { \(entry.spec.name)View.preview(.\(state)).frame(width: "), "as the SVG previews: \(state)")
        }
    }

    @Test("Accessibility: an adjustable element per thumb on the thumb; announcements through the kernel's throttle", arguments: entries)
    func accessibility(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        let name = entry.spec.name
        for line in [
            "ForEach(0..<interaction.model.thumbCount, id: \\.self) { position in",
            ".accessibilityLabel(Self.thumbLabels[element.thumb])",
            ".accessibilityValue(\(name)Kernel.accessibilityValue(ofThumb: element.thumb, in: interaction.model))",
            "perform(interaction.accessibilityAdjust(thumb: element.thumb, direction))",
            ".accessibilityActivationPoint(element.activationPoint)",
            ".accessibilitySortPriority(element.sortPriority)",
            "if outcome.announces {",
            ".accessibilityElement(children: .contain)",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test("Haptics, value labels and Reduce Motion follow the spec", arguments: entries)
    func specFeatures(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        let slider = try #require(entry.spec.body as? SliderSpec)
        #expect(slider.stepFeedback.map { text.contains(".sensoryFeedback(\(HapticsViewModel($0).sensoryFeedback), trigger: interaction.feedbackTrigger)") }
                ?? !text.contains(".sensoryFeedback("), "the spec's haptic style")
        #expect(text.contains("@ScaledMetric private var scaledLabelFontSize: Double = ") == (slider.labels != nil))
        #expect(text.contains("Kernel.configuration.valueLabels?.fontSize(scaledTo: scaledLabelFontSize) ?? scaledLabelFontSize") == (slider.labels != nil),
                "Dynamic Type's size, at most the spec's maximumFontSize")
        #expect(text.contains("interaction.valueLabels(at: values, in: layout, fontSize: labelFontSize, lineHeight: 1.2)") == (slider.labels != nil))
        #expect(text.contains("interaction.tickRects(in: layout)") == (slider.ticks != nil))
        #expect(text.contains("if let fitted = interaction.sync(values) { write(fitted) }"), "values the kernel fits are written back")
    }

    @Test("The targets: both has the guarded control and the native view; uikit keeps the wrapper alone")
    func targets() throws {
        for entry in Self.entries {
            let name = entry.spec.name
            let both = try Self.generate(entry, target: .both)
            let condition = ControlViewModel(spec: entry.spec, options: GenerationOptions(specPath: entry.path)).uikitCondition
            #expect(both.contains("#if \(condition)\nimport UIKit\n") && both.contains("#if \(condition)\n/// "), "the control is guarded")
            #expect(both.contains("final class \(name): UIControl {") && both.contains("struct \(name)View: View {"))
            #expect(!both.contains("UIViewRepresentable"))
            let uikit = try Self.generate(entry, target: .uikit)
            #expect(uikit.contains("struct \(name)View: UIViewRepresentable {") && !uikit.contains("struct \(name)View: View {"))
            #expect(!uikit.contains("MultiSliderInteraction("))
        }
    }

    @Test("Spec text reaches the view only as escaped literals")
    func noSpecTextInjected() throws {
        let yaml = """
            controlspec: 1
            name: Hostile
            kind: slider
            summary: "Ends */ here"
            size: 200x44
            value: { min: 0, max: 1, values: 0.5 }
            accessibility:
              label: "a\\") ; fatalError() //"
              hint: "b\\\\(evil)"
            """
        let spec = try #require(Linter.lint(Array(yaml.utf8)).spec)
        let templates = try #require(TemplateSet.make().set)
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Hostile.control.yaml", kernel: .shared, target: .swiftui), templates: templates).text
        #expect(text.contains(#"private static let thumbLabels = ["a\") ; fatalError() //"]"#))
        #expect(text.contains(#".accessibilityHint("b\\(evil)")"#))
        #expect(!text.contains("\n            fatalError()"))
    }
}
