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

    /// `text` with every list the renderer put one item per line joined back into one line and the
    /// comments above items left out, so a definition reads as one line whatever its width.
    static func joiningLists(_ text: String) -> String {
        text.replacingOccurrences(of: #"\n *//[^\n]*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #",\n *([\])])"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: #",\n *"#, with: ", ", options: .regularExpression)
            .replacingOccurrences(of: #"([(\[])\n *"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: #"\n *([\])])"#, with: "$1", options: .regularExpression)
    }

    @Test("The view-model decides shapes, colours, events and timings")
    func viewModel() throws {
        let generated = try Self.generated(access: .internal).text
        #expect(generated.contains("    static let configuration = EveryPartButtonKernel.ButtonConfiguration(\n        size: CGSize("))
        let configuration = Self.joiningLists(generated)
        #expect(generated.contains("case `default`"))
        #expect(configuration.contains("PartDefinition(parent: EveryPartButtonPart.plate.rawValue, size: CGSize(width: 40, height: 10), horizontal: .start(4), vertical: .end(30), outline: .line(width: 3))"))
        #expect(configuration.contains("PartDefinition(parent: EveryPartButtonPart.plate.rawValue, size: CGSize(width: 17, height: 17), horizontal: .center(40), vertical: .start(2), rotation: 45 * .pi / 180, outline: .rectangle(cornerRadius: 0))"))
        #expect(configuration.contains("PartDefinition(outline: .rounded)"))
        #expect(configuration.contains("PartDefinition(mirrors: EveryPartButtonPart.glyph.rawValue, outline: .rounded)"))
        #expect(generated.contains("partViews[EveryPartButtonPart.plate.rawValue].backgroundColor = partColors[.plate] ?? (!isEnabled ? .portableSystemGray3 : (isHighlighted ? .systemGray : tintColor))"))
        #expect(generated.contains("partViews[EveryPartButtonPart.`default`.rawValue].backgroundColor = partColors[.`default`] ?? (UIColor(red: 1, green: 0.5333333333333333, blue: 0, alpha: 1))"))
        #expect(generated.contains("partViews[EveryPartButtonPart.ring.rawValue].backgroundColor = partColors[.ring] ?? (UIColor(white: 0.9, alpha: 1))"))
        #expect(generated.contains("partViews[EveryPartButtonPart.glyph.rawValue].tintColor = partColors[.glyph] ?? (tintColor)"))
        #expect(generated.contains("UIImageView(image: Self.bundledImage(named: \"Photo\"))"))
        #expect(configuration.contains("timing: .curve(.easeOut)"))
        #expect(configuration.contains("timing: .spring(EveryPartButtonKernel.SpringMotion(mass: 1, stiffness: 100, damping: 20))"))
        #expect(configuration.contains("PartKeyframe(duration: 0.5, easing: .hold, assignments: ["))
        #expect(configuration.contains("PartKeyframe(start: 0.5, duration: 0.5, easing: .easeInEaseOut, assignments: ["))
        #expect(configuration.contains("touchSlop: 10,") && configuration.contains("isInterruptible: true)"))
        #expect(generated.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n"), "the button sends its own begin events, UIControl touchDown")
        #expect(generated.contains("        case .end:\n            sendActions(for: [.primaryActionTriggered])\n            primaryAction?()\n"))
        #expect(generated.contains("        case .cancel:\n            break\n"), "UIControl sends touchCancel itself")
        #expect(!generated.contains(".touchCancel]") && !generated.contains(".touchUpInside") && !generated.contains("[.touchDown"), "never sent twice")
        #expect(generated.contains("accessibilityHint = \"Tries every shape\""))
    }
}
