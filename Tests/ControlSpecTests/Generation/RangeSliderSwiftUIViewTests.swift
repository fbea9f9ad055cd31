import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI view of every range slider of the corpus, rendered for each target: the
/// range binding, the platform input behind the right conditions, haptics as the spec says, and
/// no UIKit in a SwiftUI-only file. (`NativeSliderViewTypeCheckTests` type-checks them on every
/// platform; `SliderInteractionTests` drives the kernel they call.)
@Suite struct RangeSliderSwiftUIViewTests {
    /// The range slider corpus.
    static let entries = SpecCorpus.kind(RangeSliderSpec.kindName)

    /// The Swift of `entry` for `target`.
    static func generate(_ entry: SpecCorpus.Entry, target: GenerationOptions.Target) throws -> String {
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, kernel: .shared, target: target), templates: templates).text
    }

    @Test("A SwiftUI-only file holds the native view bound to a range, and no UIKit", arguments: entries)
    func swiftUIOnly(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        let name = entry.spec.name
        #expect(!text.contains("import UIKit") && !text.contains(": UIControl") && !text.contains("UIViewRepresentable") && !text.contains("UIColor("))
        #expect(text.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\nstruct \(name)View: View {"))
        #expect(text.contains("init(values: Binding<ClosedRange<Double>>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
        #expect(text.contains("init(lowerValue: Binding<Double>, upperValue: Binding<Double>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"),
                "the UIKit wrapper's initialiser")
        #expect(text.contains("@State private var interaction: ControlKernel.SliderInteraction"))
        #expect(text.contains("if let fitted = interaction.sync(bounds: bounds) { write(fitted) }"), "clamped and snapped ranges are written back")
        #expect(text.contains(".accessibilityValue(\(name)Kernel.accessibilityValue(of: interaction.model))"))
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        #expect(slider.stepFeedback.map { text.contains(".sensoryFeedback(\(HapticsViewModel($0).sensoryFeedback), trigger: interaction.feedbackTrigger)") }
                ?? !text.contains(".sensoryFeedback("), "the spec's haptic style")
        #expect(text.contains("#if !os(tvOS)\n            .gesture(tapGesture(in: proxy.size), including: Self.sharesTouchesWithScrolling ? .all : .subviews)\n"
                              + "            .gesture(dragGesture(in: proxy.size))\n#endif"))
        #expect(text.contains("#if os(watchOS)\n        .focusable(isEnabled)\n        .digitalCrownRotation($crownRotation"))
        #expect(text.contains("#if !os(watchOS)\n            .focusable(isEnabled)\n            .onKeyPress(keys: ControlKernel.SwiftUIInput.controlKeys"))
        for state in ["rest", "lowerHighlighted", "upperHighlighted"] {
            #expect(text.contains("#Preview(\"\(state)\") { \(name)View.preview(.\(state)).frame(width: "), "as the SVG previews: \(state)")
        }
        #expect(text.contains("track.fill(Self.rectangle(layout.glossRect)") == (slider.track.gloss != nil))
    }

    @Test("The targets: both has the guarded control and the native view; uikit keeps the wrapper alone")
    func targets() throws {
        for entry in Self.entries {
            let name = entry.spec.name
            let both = try Self.generate(entry, target: .both)
            #expect(both.contains("final class \(name): UIControl {") && both.contains("struct \(name)View: View {"))
            #expect(!both.contains("UIViewRepresentable"))
            let uikit = try Self.generate(entry, target: .uikit)
            #expect(uikit.contains("struct \(name)View: UIViewRepresentable {") && !uikit.contains("struct \(name)View: View {"))
            #expect(!uikit.contains("SliderInteraction("))
        }
    }
}
