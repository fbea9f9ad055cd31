import Foundation
import Testing
@testable import ControlSpec

/// The Swift generated from the range slider specs of the corpus (`Specs/` and
/// `Tests/VariantSpecs/rangeSlider/`): its UIKit part takes the template branches and event lists
/// each spec asks for (`GeneratedCodeTypeCheckTests` type-checks it in every configuration).
@Suite("RangeSlider variants")
struct RangeSliderVariantTests {
    /// The generated Swift of the corpus spec named `name`.
    static func generated(_ name: String, access: GenerationOptions.AccessLevel = .internal) throws -> String {
        let entry = try #require(SliderSpecs.all.first { $0.spec.name == name })
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: access, specPath: entry.path), templates: templates).text
    }

    @Test("Tint becomes an optional property resolved to tintColor; states get their own properties")
    func tintAndStates() throws {
        let text = try Self.generated("StateColors", access: .public)
        #expect(text.contains("public var trackHighlightColor: UIColor? = nil"))
        #expect(text.contains("public var highlightedTrackHighlightColor: UIColor = .systemPink"))
        #expect(text.contains("public var disabledTrackColor: UIColor = UIColor(dynamicProvider: { @Sendable traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.8, alpha: 1) })"))
        #expect(text.contains("if highlighted { return (highlightedThumbColor ?? tintColor) }"))
        #expect(text.contains("return (trackHighlightColor ?? tintColor)"))
        #expect(text.contains("let line = layout.gradientLine(in: body, isVertical: false)"))
    }

    @Test("Without drawing extras, none of their code; haptics where asked")
    func defaults() throws {
        let text = try Self.generated("PlainRange")
        #expect(text.contains("var trackHighlightColor: UIColor? = nil"))
        for absent in ["trackGlossColor", "drawInnerShadow", "strokeOutline", "linearGradient", "public final class PlainRange"] {
            #expect(!text.contains(absent), "\(absent)")
        }
        #expect(text.contains("private let haptic = PlainRangeKernel.UIKitHaptic(.selection)"))
        #expect(try Self.generated("SteppedGap").contains("private let haptic = SteppedGapKernel.UIKitHaptic(.rigid)"))
        #expect(!(try Self.generated("RangeSlider")).contains("private let haptic"))
    }

    /// Each event list goes out through the kernel's event contract; the value-change handler
    /// depends on no event list.
    @Test func eventListsAndTheHandler() throws {
        let stepped = try Self.generated("SteppedGap")
        #expect(stepped.contains("case .begin: [.editingDidBegin]"))
        #expect(stepped.contains("case .change: [.valueChanged, .editingChanged]"), "the spec sends the primary action at the end only")
        #expect(stepped.contains("case .end: [.editingDidEnd, .primaryActionTriggered]"))
        #expect(stepped.contains("case .cancel: []"))
        let reference = try Self.generated("RangeSlider")
        #expect(reference.contains("case .begin: [.editingDidBegin]") && reference.contains("case .change: [.valueChanged, .primaryActionTriggered]"))
        #expect(reference.contains("case .end: [.editingDidEnd]") && reference.contains("case .cancel: [.editingDidEnd]"))
        let editing = try Self.generated("ChangeEvents")
        #expect(editing.contains("case .change: [.editingChanged]"))
        #expect(editing.components(separatedBy: "valueChangeHandler?(").count == 2, "one call, in notify(_:)")
        #expect(editing.contains("if moment.callsValueChangeHandler { valueChangeHandler?(model.lowerValue, model.upperValue) }"))
        for moment in ["notify(.dragBegan)", "notify(.dragMoved(changed: changed))",
                       "notify(.dragEnded(changed: drag.hasChangedValues(of: model), cancelled: cancelled))", "notify(.adjusted(changed: changed))"] {
            #expect(editing.contains(moment), "\(moment)")
        }
    }

    /// Each thumb is an adjustable VoiceOver element with its own label, frame and place in the order.
    @Test func eachThumbIsAnAccessibilityElement() throws {
        let text = try Self.generated("SteppedGap")
        #expect(!text.contains("class ThumbElement"), "the element is the kernel's UIKitThumbElement")
        #expect(text.contains(#"thumbElements = SteppedGapKernel.UIKitThumbElement.elements(labels: ["Price, lower", "Price, upper"], "#
                              + #"hint: "Adjusts the price range", in: self) { [weak self] thumb, direction in"#))
        #expect(text.contains("\n            self?.adjustForAccessibility(thumb: thumb, direction: direction)\n"), "the element holds the control weakly")
        #expect(text.contains("isAccessibilityElement = false"))
        #expect(text.contains("element.accessibilityFrameInContainerSpace = layout.thumbFrame(at: model.value(ofThumb: thumb))"))
        #expect(text.contains("accessibilityElements = layout.accessibilityOrder(thumbCount: thumbElements.count).map { thumbElements[$0] }"))
        #expect(text.contains("model.adjust(thumb: thumb, by: direction * SteppedGapKernel.configuration.accessibilityStep)"))
        #expect(RangeSliderViewModel.thumbLabels(nil) == ("Lower", "Upper"))
    }

    @Test("Accessibility value templates become one escaped string literal with interpolations", arguments: [
        ("{lower} to {upper}", #""\(DialKernel.SpokenNumber.text(lo, fractionDigits: nil)) to \(DialKernel.SpokenNumber.text(hi, fractionDigits: nil))""#),
        ("{lower:2}", #""\(DialKernel.SpokenNumber.text(lo, fractionDigits: 2))""#),
        ("", #""""#),
        (#"from "{lower}"\"#, #""from \"\(DialKernel.SpokenNumber.text(lo, fractionDigits: nil))\"\\""#),
        (#"\(exit(1))"#, #""\\(exit(1))""#),
    ])
    func accessibilityValueExpression(template: String, expected: String) {
        #expect(AccessibilityValueTemplate.swiftExpression(template, kernel: "DialKernel", placeholders: ["lower": "lo", "upper": "hi"]) == expected)
    }

    @Test("Spec colours become UIColor expressions", arguments: [
        (ColorValue.rgba(RGBA(red: 0, green: 0.45, blue: 0.94)), "UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)"),
        (.white(0.9, alpha: 1), "UIColor(white: 0.9, alpha: 1)"),
        (.named("systemPink"), ".systemPink"),
        (.tint, ".tintColor"),
    ])
    func colors(color: ColorValue, expected: String) {
        #expect(SwiftColor.uiColor(color) == expected)
    }
}
