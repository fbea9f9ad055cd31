import Foundation
import Testing
@testable import ControlSpec

/// Button generation beyond the reference spec: every shape, per-state colours, `tint`, curve and
/// physical-spring timings, `hold` and eased keyframes, keyword ids and custom events.
@Suite("Button generation")
struct ButtonGenerationTests {
    /// The spec: `Tests/VariantSpecs/button/EveryPartButton.control.yaml`.
    static var spec: String { PackagePaths.text(of: "Tests/VariantSpecs/button/EveryPartButton.control.yaml") ?? "" }

    static func generated(access: GenerationOptions.AccessLevel) throws -> GeneratedSource {
        let result = Linter.lint(Array(spec.utf8))
        let checked = try #require(result.spec, "\(result.diagnostics)")
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(checked, options: GenerationOptions(access: access, specPath: "EveryPartButton.control.yaml"), templates: templates)
    }

    @Test("The view-model decides shapes, colours, events and timings")
    func viewModel() throws {
        let text = try Self.generated(access: .internal).text
        #expect(text.contains("case `default`"))
        #expect(text.contains("place(.`default`, size: CGSize(width: 40, height: 10), horizontal: .start(4), vertical: .end(30), rotation: 0, alpha: 1)"))
        #expect(text.contains("place(.glyph, size: CGSize(width: 17, height: 17), horizontal: .center(40), vertical: .start(2), rotation: 45 * .pi / 180, alpha: 1)"))
        #expect(text.contains("place(.plate, size: nil, horizontal: .centered, vertical: .centered"))
        #expect(text.contains("partViews[.plate]?.backgroundColor = !isEnabled ? .systemGray3 : (isHighlighted ? .systemGray : tintColor)"))
        #expect(text.contains("partViews[.`default`]?.backgroundColor = UIColor(red: 1, green: 0.5333333333333333, blue: 0, alpha: 1)"))
        #expect(text.contains("partViews[.ring]?.backgroundColor = UIColor(white: 0.9, alpha: 1)"))
        #expect(text.contains("case .`default`: CGSize(width: size.width, height: 3)"))
        #expect(text.contains("case .plate: min(size.width, size.height) / 2"))
        #expect(text.contains("UIImage(named: \"Photo\")"))
        #expect(text.contains("timing: .curve(.easeOut)"))
        #expect(text.contains("duration: EveryPartButtonSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0).settlingDuration"))
        #expect(text.contains("EveryPartButtonKeyframe(start: 0, duration: 0.5, easing: .hold"))
        #expect(text.contains("static let touchSlop: Double = 10"))
        #expect(text.contains("sendActions(for: [.primaryActionTriggered])"))
        #expect(!text.contains("sendActions(for: [.touchCancel])"), "UIControl sends touchCancel itself")
        #expect(text.contains("accessibilityHint = \"Tries every shape\""))
    }
}
