import Foundation
import Testing
@testable import ControlSpec

/// Range slider specs that take the template branches `Specs/RangeSlider.control.yaml` does not:
/// tint and per-state colours, no optional drawing steps, a horizontal gradient, step haptics,
/// custom events (`Tests/VariantSpecs/`). Each view-model holds the expected literals; the
/// type-check of their code is in `GeneratedCodeTypeCheckTests`.
@Suite("RangeSlider variants")
struct RangeSliderVariantTests {
    /// `Tests/VariantSpecs/rangeSlider/TintedRange.control.yaml`.
    static var tinted: String { PackagePaths.text(of: "Tests/VariantSpecs/rangeSlider/TintedRange.control.yaml") ?? "" }

    /// `Tests/VariantSpecs/rangeSlider/PlainRange.control.yaml`.
    static var plain: String { PackagePaths.text(of: "Tests/VariantSpecs/rangeSlider/PlainRange.control.yaml") ?? "" }

    static func generate(_ yaml: String, access: GenerationOptions.AccessLevel) throws -> GeneratedSource {
        let linted = Linter.lint(Array(yaml.utf8))
        let spec = try #require(linted.spec, "\(linted)")
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(spec, options: GenerationOptions(access: access, specPath: "Variant.control.yaml"), templates: templates)
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
