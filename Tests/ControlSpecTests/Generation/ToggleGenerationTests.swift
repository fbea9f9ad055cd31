import Foundation
import Testing
@testable import ControlSpec

/// The UIKit class generated for every toggle of the corpus (`Specs/` and
/// `Tests/VariantSpecs/toggle/`): VoiceOver sees a switch, `.valueChanged` follows a real change
/// only, haptics only where the spec asks. (`GeneratedCodeTypeCheckTests` type-checks the files;
/// the kernel tests drive the rules they call.)
@Suite("Toggle generation")
struct ToggleGenerationTests {
    /// The toggle corpus.
    static let entries = SpecCorpus.kind("toggle")

    /// The Swift of every corpus toggle, by type name.
    static func generated() throws -> [String: (spec: ToggleSpec, text: String)] {
        let templates = try #require(TemplateSet.make().set)
        return Dictionary(uniqueKeysWithValues: try entries.map { entry in
            let text = SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path), templates: templates).text
            return (entry.spec.name, (try #require(entry.spec.body as? ToggleSpec), text))
        })
    }

    @Test func theCorpusHoldsFiveVariants() {
        #expect(Self.entries.filter { $0.path.hasPrefix("Tests/VariantSpecs/toggle/") }.count >= 5)
    }

    /// A button with the toggle-button trait from iOS 17 on, as Apple advises for a switch;
    /// the value as `UISwitch`'s from iOS 17, "On" or "Off" (localized) before; a double tap
    /// turns it over through the model.
    @Test func voiceOverSeesASwitch() throws {
        for (name, generated) in try Self.generated() {
            let text = generated.text
            #expect(text.contains("        accessibilityTraits = \(name)Kernel.UIKitEnabledLook.traits(.button, isEnabled: isEnabled)\n        if #available(iOS 17.0, tvOS 17.0, *) {\n            accessibilityTraits.insert(.toggleButton)\n        }\n"), "\(name)")
            #expect(text.contains("accessibilityValue = spokenValue"), "\(name)")
            #expect(text.contains("""
                        if #available(iOS 17.0, tvOS 17.0, *) { return model.accessibilityValue }
                        return model.isOn ? NSLocalizedString("On", comment: "VoiceOver value of a switch that is on")
                            : NSLocalizedString("Off", comment: "VoiceOver value of a switch that is off")
                """), "\(name): the words before iOS 17, whose VoiceOver reads 1 and 0 as digits without the toggle-button trait")
            #expect(text.contains("override func accessibilityActivate() -> Bool {\n        guard isEnabled, model.touch == nil else { return false }\n        _ = model.activate()\n"), "\(name)")
        }
    }

    /// `.valueChanged` is sent from one place, reached only when the model reports a change;
    /// `setOn` and `isOn` send nothing; the SwiftUI wrapper binds a `Bool`.
    @Test func valueChangedOnlyOnAChange() throws {
        for (name, generated) in try Self.generated() {
            let text = generated.text
            #expect(text.components(separatedBy: "sendActions(").count - 1 == 1, "\(name)")
            #expect(text.contains("sendActions(for: [.valueChanged, .primaryActionTriggered])"), "\(name): the primary action runs on a change, as UISwitch's")
            #expect(text.contains("if release.changed { userDidChangeValue() }"), "\(name)")
            #expect(text.contains("func setOn(_ on: Bool, animated: Bool) {\n        if model.setOn(on) { showValue(animated: animated) }\n    }"), "\(name)")
            #expect(text.contains("@Binding var isOn: Bool"), "\(name)")
        }
    }

    /// The haptic of the spec, played on each change the user makes; none without one.
    @Test func hapticsFollowTheSpec() throws {
        let generated = try Self.generated()
        for (name, toggle) in generated {
            if let haptic = toggle.spec.haptic {
                let viewModel = HapticsViewModel(haptic)
                #expect(toggle.text.contains("private let haptic = \(name)Kernel.UIKitHaptic(\(viewModel.style))"), "\(name)")
                #expect(toggle.text.contains("if playsHaptic { haptic.play(for: self) }"), "\(name)")
            } else {
                #expect(!toggle.text.contains("private let haptic"), "\(name)")
            }
        }
        #expect(generated["PillToggle"]?.text.contains("private let haptic = PillToggleKernel.UIKitHaptic(.light)") == true)
        #expect(generated["IconToggle"]?.text.contains("feedbackGenerator") == false)
    }

    /// A part with an on colour reads `isOn`, through the parts' shared colour expression: the
    /// look shown (`showsOn`: during a drag, the side the thumb is on), also while dragging; a
    /// toggle without on colours reads nothing (no unused value).
    @Test func onColorsFollowTheValue() throws {
        let generated = try Self.generated()
        let icon = try #require(generated["IconToggle"]?.text)
        #expect(icon.contains("private func updateColors() {\n        let isOn = model.showsOn\n"))
        #expect(icon.contains("poses(isOn: model.showsOn, layout: layout)\n            shownPoses = IconToggleKernel.configuration.poses(look, thumbAtFraction: fraction, layout: layout)"))
        #expect(icon.contains("show(shownPoses)\n                updateColors()"))
        #expect(generated["PillToggle"]?.text.contains("let isOn = model.showsOn") == false)
        #expect(icon.contains("partViews[IconTogglePart.track.rawValue].backgroundColor = partColors[.track] ?? (isOn ? (.systemIndigo) : (.systemTeal))"))
        #expect(icon.contains("partViews[IconTogglePart.disc.rawValue].backgroundColor = partColors[.disc] ?? (isOn ? (isHighlighted ? .portableSystemGray5 : .portableSystemGray6) : (.systemYellow))"))
    }
}
