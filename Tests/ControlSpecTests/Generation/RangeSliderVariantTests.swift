import Foundation
import Testing
@testable import ControlSpec

/// Range slider specs that take the template branches `Specs/RangeSlider.control.yaml` does not:
/// tint and per-state colours, no optional drawing steps, a horizontal gradient, step haptics,
/// custom events. Each generates Swift that type-checks against the interface stubs, for both
/// access levels, and its view-model holds the expected literals.
@Suite("RangeSlider variants")
struct RangeSliderVariantTests {
    static let tinted = """
    controlspec: 1
    name: TintedRange
    kind: rangeSlider
    summary: A stepped range with tint and per-state colours.
    size: 200x30
    value: { min: 0, max: 100, lower: 20, upper: 60, step: 5, minimumGap: 10, continuous: false }
    curvaceousness: 0.5
    track:
      inset: 8
      color: { normal: white(0.9), disabled: white(0.8) }
      highlightColor: { normal: tint, highlighted: systemPink, disabled: gray }
      outline: { color: tint, width: 1 }
    thumb:
      color: { normal: white, highlighted: tint }
      gradient: { from: white(1), to: tint, direction: horizontal }
    rightToLeft: keep
    interaction:
      touchSlop: 6
      events: { begin: [touchDown], change: [valueChanged, editingChanged], end: [touchUpInside], cancel: [] }
    feedback: { step: rigid }
    accessibility: { label: Price, hint: Adjusts the price range, value: "{lower:1} – {upper:1} dollars", step: 10 }
    """

    static let plain = """
    controlspec: 1
    name: PlainRange
    kind: rangeSlider
    summary: A range slider with every default.
    size: 240x32
    value: { min: -1, max: 1, step: 0.25 }
    feedback: { step: selection }
    """

    static func generate(_ yaml: String, access: GenerationOptions.AccessLevel) throws -> GeneratedSource {
        let linted = Linter.lint(Array(yaml.utf8))
        let spec = try #require(linted.spec, "\(linted)")
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(spec, options: GenerationOptions(access: access, specPath: "Variant.control.yaml"), templates: templates)
    }

    @Test("Variant specs type-check against the stubs", arguments: [tinted, plain], GenerationOptions.AccessLevel.allCases)
    func variantsTypecheck(yaml: String, access: GenerationOptions.AccessLevel) throws {
        let source = try Self.generate(yaml, access: access)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write([source]))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("Tint becomes an optional property resolved to tintColor; states get their own properties")
    func tintAndStates() throws {
        let text = try Self.generate(Self.tinted, access: .public).text
        #expect(text.contains("public var trackHighlightColor: UIColor? = nil"))
        #expect(text.contains("public var highlightedTrackHighlightColor: UIColor = .systemPink"))
        #expect(text.contains("public var disabledTrackColor: UIColor = UIColor(white: 0.8, alpha: 1)"))
        #expect(text.contains("if highlighted { return (highlightedThumbColor ?? tintColor) }"))
        #expect(text.contains("return (trackHighlightColor ?? tintColor)"))
        #expect(!text.contains("trackGlossColor"))
        #expect(!text.contains("drawInnerShadow"))
        #expect(text.contains("var trackInset: CGFloat { 8 }"))
        #expect(text.contains("private let stepFeedback = UIImpactFeedbackGenerator(style: .rigid)"))
        #expect(text.contains("send(isContinuous ? [.valueChanged, .editingChanged] : [])"))
        #expect(text.contains("finishDrag(sending: [.touchUpInside])"))
        #expect(text.contains("finishDrag(sending: [])"))
        #expect(text.contains("shiftForAccessibility(by: 10)"))
        #expect(text.contains(#""\(Self.spoken(lowerValue, fractionDigits: 1)) – \(Self.spoken(upperValue, fractionDigits: 1)) dollars""#))
        #expect(text.contains("public var mirrorsInRightToLeft = false"))
    }

    @Test("Defaults: tint highlight, the value step as accessibility step, no drawing extras")
    func defaults() throws {
        let text = try Self.generate(Self.plain, access: .internal).text
        #expect(text.contains("var trackHighlightColor: UIColor? = nil"))
        #expect(text.contains("shiftForAccessibility(by: 0.25)"))
        #expect(text.contains("var trackInset: CGFloat { size.height / 3.5 }"))
        #expect(text.contains("thumbInset: CGFloat = 0"))
        #expect(text.contains(#""\(Self.spoken(lowerValue, fractionDigits: nil)) to \(Self.spoken(upperValue, fractionDigits: nil))""#))
        #expect(!text.contains("public "))
    }

    @Test("The reference spec: VoiceOver steps a tenth of the range, events as CONTROLS.md says")
    func referenceSpec() throws {
        let source = try #require(try GeneratedCodeHarness.generatedFromBundledSpecs().first { $0.fileName == "RangeSlider.swift" })
        #expect(source.text.contains("shiftForAccessibility(by: 1)"))
        #expect(source.text.contains("send([.editingDidBegin])"))
        #expect(source.text.contains("send(isContinuous ? [.valueChanged] : [])"))
        #expect(source.text.contains("finishDrag(sending: [.editingDidEnd])"))
        #expect(source.text.contains("accessibilityLabel = \"Range\""))
        #expect(!source.text.contains("stepFeedback"))
    }

    @Test("Accessibility value templates become one escaped string literal with interpolations", arguments: [
        ("{lower} to {upper}", #""\(Self.spoken(lo, fractionDigits: nil)) to \(Self.spoken(hi, fractionDigits: nil))""#),
        ("{lower:2}", #""\(Self.spoken(lo, fractionDigits: 2))""#),
        ("", #""""#),
        (#"from "{lower}"\"#, #""from \"\(Self.spoken(lo, fractionDigits: nil))\"\\""#),
        (#"\(exit(1))"#, #""\\(exit(1))""#),
    ])
    func accessibilityValueExpression(template: String, expected: String) {
        #expect(AccessibilityValueTemplate.swiftExpression(template, placeholders: ["lower": "lo", "upper": "hi"]) == expected)
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
