import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Every button of the spec corpus (`Specs/` and `Tests/VariantSpecs/button/`) generates Swift that
/// type-checks against the interface stubs for both access levels (one compiler run each), whose
/// portable part compiles on Linux and holds exactly the configuration the previews use (one
/// compiler run for all), and whose UIKit class sends each phase's own events.
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

    /// The configuration literal printed into each file, compiled on Linux, reflects exactly as the
    /// library's value, modulo the namespace.
    @Test func configurationLiteralRoundTrips() throws {
        let files = try GeneratedCodeHarness.write(try Self.generated(access: .internal))
        let driver = files[0].deletingLastPathComponent().appendingPathComponent("main.swift")
        let lines = Self.entries.map { "print(\"\($0.spec.name) \\(String(reflecting: \($0.spec.name)Kernel.configuration))\")" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: driver)
        let binary = files[0].deletingLastPathComponent().appendingPathComponent("roundtrip").path
        let compile = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Buttons", "-o", binary]
                                                   + files.map(\.path) + [driver.path])
        try #require(compile.status == 0, "\(compile.output)")
        let run = try GeneratedCodeHarness.run(binary, [])
        try #require(run.status == 0, "\(run.output)")
        var printed: [String: String] = [:]
        for line in run.output.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            printed[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        for entry in Self.entries {
            let button = try #require(entry.spec.body as? ButtonSpec)
            let library = String(reflecting: button.kernelConfiguration(size: entry.spec.size)).replacingOccurrences(of: "ControlKernel.", with: "")
            let generated = try #require(printed[entry.spec.name], "\(entry.path) printed nothing").replacingOccurrences(of: "Buttons.\(entry.spec.name)Kernel.", with: "")
            #expect(generated == library, "\(entry.path)")
        }
    }

    /// The UIKit class sends each phase's events that `UIControl` does not send itself, once, and
    /// calls `primaryAction` where it sends `.primaryActionTriggered`; it lays out in the view's
    /// layout direction.
    @Test func eventsPerPhase() throws {
        let texts = Dictionary(uniqueKeysWithValues: zip(Self.entries.map(\.spec.name), try Self.generated(access: .internal).map(\.text)))
        let pill = try #require(texts["CheckoutPillButton"])
        #expect(pill.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n        case .end:\n            sendActions(for: [.primaryActionTriggered, .valueChanged])\n            primaryAction?()\n        case .endOutside:\n            sendActions(for: [.editingDidEnd])\n        case .cancel:\n            sendActions(for: [.editingDidEnd])\n"))
        let everyPart = try #require(texts["EveryPartButton"])
        #expect(everyPart.contains("        case .begin:\n            sendActions(for: [.editingDidBegin])\n        case .end:\n            sendActions(for: [.primaryActionTriggered])\n            primaryAction?()\n        case .endOutside:\n            break\n        case .cancel:\n            break\n"), "touchDown, touchUpInside, touchUpOutside and touchCancel are left to UIControl")
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
