import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Dynamic Type and a slider's value labels: the font grows and shrinks with the user's text size,
/// at most to the spec's `labels.maximumFontSize`, which must be no smaller than `fontSize` and
/// must still fit beside the thumbs.
@Suite struct SliderLabelScalingTests {
    /// Labels of 12 points, limited to `maximum`.
    static func labels(maximum: Double?) -> SliderValueLabels {
        SliderValueLabels(side: .above, fontSize: 12, fractionDigits: nil, spacing: 4, maximumFontSize: maximum)
    }

    @Test(arguments: [(nil, 9.0, 9.0), (nil, 30, 30), (18, 9, 9), (18, 16, 16), (18, 30, 18), (12, 40, 12)] as [(Double?, Double, Double)])
    func theScaledSizeStopsAtTheMaximum(maximum: Double?, scaled: Double, drawn: Double) {
        #expect(Self.labels(maximum: maximum).fontSize(scaledTo: scaled) == drawn)
    }

    /// A slider with labels of `labels`, 300 × `height` points, thumbs of 26.
    static func lint(labels: String, height: Int = 70) -> LintResult {
        let yaml = """
            controlspec: 1
            name: Width
            kind: slider
            summary: Sets a column width.
            size: 300x\(height)
            value: { min: 20, max: 80, values: [40] }
            thumb: { size: 26 }
            labels: \(labels)
            accessibility: { label: Width }
            """
        return Linter.lint(Array(yaml.utf8))
    }

    @Test func theMaximumReachesTheGeneratedCode() throws {
        let spec = try #require(Self.lint(labels: "{ fontSize: 12, maximumFontSize: 16 }", height: 80).spec)
        let slider = try #require(spec.body as? SliderSpec)
        #expect(slider.labels?.maximumFontSize == 16)
        let templates = try #require(TemplateSet.make().set)
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Width.control.yaml"), templates: templates).text
        #expect(text.contains("spacing: 4,\n            maximumFontSize: 16\n"))
        #expect(text.contains("UIFontMetrics(forTextStyle: .body)"))
        #expect(text.contains("registerForTraitChanges([UITraitPreferredContentSizeCategory.self])"))
        let unlimited = try #require(Self.lint(labels: "{ fontSize: 12 }").spec)
        let plain = SwiftGenerator.generate(unlimited, options: GenerationOptions(specPath: "Width.control.yaml"), templates: templates).text
        #expect(!plain.contains("\n            maximumFontSize: "), "the configuration leaves the kernel's default out")
    }

    @Test func aMaximumBelowTheFontSizeIsAnError() throws {
        let result = Self.lint(labels: "{ fontSize: 14, maximumFontSize: 10 }")
        let finding = try #require(result.diagnostics.first { $0.message.contains("maximumFontSize") })
        #expect(finding.message == "'maximumFontSize' (10) must not be smaller than 'fontSize' (14)")
        #expect(finding.span.start.line == 8 && finding.severity == .error)
    }

    /// The labels must fit at the largest size they are drawn at: 4 + 20 × 1.2 = 28 points beside
    /// thumbs of 26 in a 70-point control, which has 22.
    @Test func theLabelsMustFitAtTheirMaximum() throws {
        #expect(Self.lint(labels: "{ fontSize: 12, maximumFontSize: 15 }").spec != nil)
        let result = Self.lint(labels: "{ fontSize: 12, maximumFontSize: 20 }")
        #expect(result.diagnostics.contains { $0.message == "the value labels need 28 points beside the thumbs, found 22" })
    }
}
