import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Every button of the spec corpus (`Specs/` and `Tests/VariantSpecs/button/`) generates a UIKit
/// class that sends each phase's own events. (`GeneratedCodeTypeCheckTests` type-checks the
/// files and `GeneratedPortableCodeTests` reads their configuration back.)
@Suite("Button variants")
struct ButtonVariantTests {
    /// The button corpus.
    static let entries = SpecCorpus.kind("button")

    /// The Swift of every corpus button.
    static func generated(access: GenerationOptions.AccessLevel) throws -> [GeneratedSource] {
        let templates = try #require(TemplateSet.make().set)
        return entries.map { SwiftGenerator.generate($0.spec, options: GenerationOptions(access: access, specPath: $0.path), templates: templates) }
    }

    @Test func theCorpusHoldsFiveVariants() {
        #expect(Self.entries.filter { $0.path.hasPrefix("Tests/VariantSpecs/button/") }.count >= 5)
    }

    /// The UIKit class sends each phase's events that `UIControl` does not send itself, once, and
    /// calls `primaryAction` where it sends `.primaryActionTriggered`; it lays out in the view's
    /// layout direction.
    @Test func eventsPerPhase() throws {
        let texts = Dictionary(uniqueKeysWithValues: zip(Self.entries.map(\.spec.name), try Self.generated(access: .internal).map(\.text)))
        let pill = try #require(texts["CheckoutPillButton"])
        #expect(pill.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n        case .end:\n            sendActions(for: [.primaryActionTriggered, .valueChanged])\n            primaryAction?()\n        case .endOutside:\n            sendActions(for: [.editingDidEnd])\n        case .cancel:\n            sendActions(for: [.editingDidEnd])\n"))
        let everyPart = try #require(texts["EveryPartButton"])
        #expect(everyPart.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n        case .end:\n            sendActions(for: [.primaryActionTriggered])\n            primaryAction?()\n        case .endOutside:\n            break\n        case .cancel:\n            break\n"), "its own lists, which leave the touch events to UIControl")
        for (name, text) in texts where !["CheckoutPillButton", "EveryPartButton"].contains(name) {
            #expect(text.contains("        case .begin:\n            break\n        case .end:\n            sendActions(for: [.primaryActionTriggered])\n            primaryAction?()\n        case .endOutside:\n            break\n        case .cancel:\n            break\n"), "\(name): the default lists")
        }
        for (name, text) in texts {
            for event in ControlEvent.allCases.filter({ $0.sentByUIControl != nil }).map(\.rawValue) {
                #expect(!text.contains("sendActions(for: [.\(event)") && !text.contains(", .\(event)"), "\(name): UIControl sends \(event) itself")
            }
            #expect(text.contains("effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight"), "\(name)")
            #expect(text.components(separatedBy: "sendActions(").count - 1 <= 4, "\(name): events are sent only from respond(to:)")
        }
    }
}
