import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The circular slider's native SwiftUI view in the generated file, for each target: the binding
/// of one or two thumbs, one adjustable element per thumb, where each platform's input sits.
@Suite struct CircularSliderSwiftUIViewTests {
    @Test(arguments: SpecCorpus.kind(CircularSliderSpec.kindName))
    func swiftUIOnly(entry: SpecCorpus.Entry) throws {
        let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .swiftui), name = entry.spec.name
        let slider = try #require(entry.spec.body as? CircularSliderSpec)
        let twoThumbs = slider.value.initialValues.count == 2
        #expect(!text.contains("import UIKit") && !text.contains(": UIControl") && !text.contains("UIViewRepresentable") && !text.contains("UIColor("))
        #expect(text.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\nstruct \(name)View: View {"))
        if twoThumbs, slider.value.wraps {
            // A range across the start is no closed range: the view binds the kernel's selection.
            let values = slider.value.initialValues.map(SwiftLiteral.number)
            #expect(text.contains(".CircularSelection\n") && text.contains("    @Binding var values: ") && !text.contains("Binding<ClosedRange<Double>>"))
            #expect(text.contains("init(values: Binding<") && text.contains(".CircularSelection>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
            #expect(text.contains("if update.changed { values = state.selection }") && text.contains("#Preview(\"widest\")"))
            #expect(text.contains(".preview(values: ") && text.contains(".CircularSelection(start: \(values[0]), end: \(values[1])))"), "the initial preview")
        } else if twoThumbs {
            #expect(text.contains("    @Binding var values: ClosedRange<Double>\n") && !text.contains("@Binding var value: Double"))
            #expect(text.contains("init(values: Binding<ClosedRange<Double>>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
            #expect(text.contains("if update.changed { values = state.range }") && text.contains("#Preview(\"widest\")"))
        } else {
            #expect(text.contains("    @Binding var value: Double\n") && !text.contains("Binding<ClosedRange"))
            #expect(text.contains("init(value: Binding<Double>, onEditingChanged: @escaping (Bool) -> Void = { _ in })"))
            #expect(text.contains("if update.changed { value = state.value }") && text.contains("#Preview(\"maximum\")"))
        }
        let labels = CircularSliderViewModel.thumbLabels(entry.spec.accessibility.label, count: slider.value.initialValues.count)
        #expect(text.contains("private static let thumbLabels = [" + labels.map(SwiftLiteral.string).joined(separator: ", ") + "]"))
        // One adjustable element per thumb, inside the ForEach over the thumbs.
        let elements = try #require(text.range(of: "return ForEach(0..<drawing.thumbFrames.count, id: \\.self) { thumb in"))
        let rest = text[elements.upperBound...]
        let action = try #require(rest.range(of: ".accessibilityAdjustableAction {"))
        #expect(rest[..<action.lowerBound].contains(".accessibilityActivationPoint(drawing.thumbActivationPoint)"))
        #expect(rest[action.upperBound...].contains("apply(state.adjust(thumb: thumb, direction))"))
        #expect(text.contains(".accessibilityElement(children: .contain)"))
        #expect(KnobSwiftUIViewTests.conditions(of: SharedViewGestureTests.minimumDistance, in: text) == ["canImport(SwiftUI)", "!os(tvOS)"])
        #expect(KnobSwiftUIViewTests.conditions(of: ".onKeyPress(keys: \(entry.spec.name)Kernel.SwiftUIInput.controlKeys)", in: text) == ["canImport(SwiftUI)", "!os(watchOS)"])
        #expect(KnobSwiftUIViewTests.conditions(of: ".onMoveCommand {", in: text) == ["canImport(SwiftUI)", "os(macOS) || os(tvOS)"])
        #expect(KnobSwiftUIViewTests.conditions(of: ".digitalCrownRotation(", in: text) == ["canImport(SwiftUI)", "os(watchOS)"])
        #expect(KnobSwiftUIViewTests.conditions(of: ".hoverEffect()", in: text) == ["canImport(SwiftUI)", "os(iOS) || os(visionOS) || os(tvOS)"])
        #expect(slider.stepFeedback.map { text.contains(".sensoryFeedback(\(HapticsViewModel($0).sensoryFeedback), trigger: state.stepIndices)") }
                ?? !text.contains(".sensoryFeedback("), "the spec's haptic style")
        #expect(text.contains("StrokeStyle(lineWidth: drawing.lineWidth, lineCap: .\(slider.lineCap.rawValue))"))
        let previews = text.components(separatedBy: "#Preview(").count - 1
        #expect(previews == 3 + (CircularSliderSVG.styles(slider, .highlighted) ? 1 : 0) + 1, "the ends, initial, highlighted if styled, disabled")
    }

    @Test func bothHasTheControlAndTheNativeViewButNoWrapper() throws {
        for entry in SpecCorpus.kind(CircularSliderSpec.kindName) {
            let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .both), name = entry.spec.name
            let uikitCondition = ControlViewModel(spec: entry.spec, options: GenerationOptions(specPath: entry.path)).uikitCondition
            #expect(KnobSwiftUIViewTests.conditions(of: "final class \(name): UIControl", in: text) == [uikitCondition])
            #expect(text.contains("struct \(name)View: View {") && !text.contains("UIViewRepresentable"))
        }
    }

    @Test func uikitHasTheWrapperAndNoNativeView() throws {
        for entry in SpecCorpus.kind(CircularSliderSpec.kindName) {
            let text = try KnobSwiftUIViewTests.generated(entry.spec, path: entry.path, target: .uikit), name = entry.spec.name
            #expect(text.contains("struct \(name)View: UIViewRepresentable {"))
            #expect(!text.contains("\(name)View: View") && !text.contains("#Preview(") && !text.contains("Kernel.CircularSliderViewState("))
        }
    }
}
