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
        #expect(text.contains("PartDefinition(parent: EveryPartButtonPart.plate.rawValue, mirrors: nil, size: CGSize(width: 40, height: 10), horizontal: .start(4), vertical: .end(30), rotation: 0, alpha: 1, outline: .line(width: 3))"))
        #expect(text.contains("PartDefinition(parent: EveryPartButtonPart.plate.rawValue, mirrors: nil, size: CGSize(width: 17, height: 17), horizontal: .center(40), vertical: .start(2), rotation: 0.7853981633974483, alpha: 1, outline: .rectangle(cornerRadius: 0))"))
        #expect(text.contains("PartDefinition(parent: nil, mirrors: nil, size: nil, horizontal: .centered, vertical: .centered, rotation: 0, alpha: 1, outline: .rounded)"))
        #expect(text.contains("PartDefinition(parent: nil, mirrors: EveryPartButtonPart.glyph.rawValue, size: nil"))
        #expect(text.contains("partViews[EveryPartButtonPart.plate.rawValue].backgroundColor = !isEnabled ? .systemGray3 : (isHighlighted ? .systemGray : tintColor)"))
        #expect(text.contains("partViews[EveryPartButtonPart.`default`.rawValue].backgroundColor = UIColor(red: 1, green: 0.5333333333333333, blue: 0, alpha: 1)"))
        #expect(text.contains("partViews[EveryPartButtonPart.ring.rawValue].backgroundColor = UIColor(white: 0.9, alpha: 1)"))
        #expect(text.contains("partViews[EveryPartButtonPart.glyph.rawValue].tintColor = tintColor"))
        #expect(text.contains("UIImageView(image: Self.bundledImage(named: \"Photo\"))"))
        #expect(text.contains("timing: .curve(.easeOut)"))
        #expect(text.contains("timing: .spring(SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0))"))
        #expect(text.contains("PartKeyframe(start: 0, duration: 0.5, easing: .hold, assignments: ["))
        #expect(text.contains("PartKeyframe(start: 0.5, duration: 0.5, easing: .easeInEaseOut, assignments: ["))
        #expect(text.contains("touchSlop: 10)"))
        #expect(text.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n"), "the button sends its own begin events, UIControl touchDown")
        #expect(text.contains("        case .end:\n            sendActions(for: [.primaryActionTriggered])\n            primaryAction?()\n"))
        #expect(text.contains("        case .cancel:\n            break\n"), "UIControl sends touchCancel itself")
        #expect(!text.contains(".touchCancel]") && !text.contains(".touchUpInside") && !text.contains("[.touchDown"), "never sent twice")
        #expect(text.contains("accessibilityHint = \"Tries every shape\""))
    }
}
