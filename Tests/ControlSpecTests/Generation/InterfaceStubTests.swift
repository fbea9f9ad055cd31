import Foundation
import Testing
@testable import ControlSpec

/// The interface stubs build cleanly for each platform, accept correct UIKit code, reject code that
/// Apple's Swift 6 SDK rejects, and declare every UIKit name the generator can emit.
@Suite("Interface stubs")
struct InterfaceStubTests {
    static let sampleKnob = "Tests/ControlSpecTests/Fixtures/InterfaceStubs/SampleKnob.swift.txt"

    static func sample() throws -> String {
        String(decoding: try PackagePaths.bytes(sampleKnob), as: UTF8.self)
    }

    /// Type-checks `source` on `platform` and expects it to fail with `message` in the output.
    static func expectFailure(_ source: String, on platform: InterfaceStubs.Platform = .iOS, containing message: String) throws {
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status != 0, "expected a type-check failure containing \(message)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test("The stub modules build in Swift 6 mode with no warning but Foundation's library-evolution notice",
          arguments: [InterfaceStubs.Platform.iOS, .macOS])
    func stubModulesBuildCleanly(platform: InterfaceStubs.Platform) throws {
        let build = try #require(try InterfaceStubs.build(of: platform))
        for (module, _) in platform.modules {
            #expect(FileManager.default.fileExists(atPath: build.directory.appendingPathComponent("\(module).swiftmodule").path))
            let warnings = (build.output[module] ?? "").split(separator: "\n")
                .filter { $0.contains("warning:") && !$0.contains(InterfaceStubs.foundationEvolutionWarning) }
            #expect(warnings.isEmpty, "\(module): \(warnings)")
        }
    }

    @Test("Each configuration offers the modules its platform has", arguments: [
        (InterfaceStubs.Platform.foundationOnly, "#if canImport(UIKit) || canImport(SwiftUI) || canImport(QuartzCore)\n#error(\"an Apple framework is importable\")\n#endif\n"),
        (.iOS, "#if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(QuartzCore)\n#error(\"a framework is missing\")\n#endif\n"),
        (.macOS, "#if canImport(UIKit) || !canImport(SwiftUI)\n#error(\"UIKit is importable or SwiftUI is not\")\n#endif\n"),
    ])
    func configurationsOfferTheirModules(platform: InterfaceStubs.Platform, source: String) throws {
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("SwiftUI without UIKit has no UIViewRepresentable, as on macOS")
    func macOSHasNoUIViewRepresentable() throws {
        try Self.expectFailure("import SwiftUI\nstruct Wrapper: UIViewRepresentable {}\n", on: .macOS,
                               containing: "cannot find type 'UIViewRepresentable' in scope")
    }

    @Test("A representative UIControl subclass and SwiftUI wrapper type-check with zero diagnostics")
    func sampleTypechecks() throws {
        let result = try InterfaceStubs.typecheck(source: try Self.sample(), name: "SampleKnob.swift")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("A wrong override signature (non-optional UIEvent) fails to type-check")
    func wrongOverrideFails() throws {
        let wrong = try Self.sample().replacingOccurrences(
            of: "override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool",
            with: "override func beginTracking(_ touch: UITouch, with event: UIEvent) -> Bool")
        #expect(wrong != (try Self.sample()))
        try Self.expectFailure(wrong, containing: "cannot override instance method parameter of type 'UIEvent?'")
    }

    @Test("A UIView subclass with its own initialiser but no init(coder:) fails, as on iOS")
    func missingInitCoderFails() throws {
        try Self.expectFailure("""
            import UIKit
            final class Bare: UIControl {
                let size: CGFloat
                init(size: CGFloat) { self.size = size; super.init(frame: .zero) }
            }
            """, containing: "'required' initializer 'init(coder:)' must be provided")
    }

    @Test("Touching a main-actor UIView from nonisolated code fails in Swift 6 mode")
    func mainActorIsolationIsEnforced() throws {
        try Self.expectFailure("""
            import UIKit
            nonisolated func relayout(_ view: UIView) { view.setNeedsLayout() }
            """, containing: "main actor-isolated")
    }

    @Test("An animation completion that touches main-actor state fails, as with Swift 6.2's @Sendable import", arguments: [
        "UIViewPropertyAnimator(duration: 1, curve: .linear).addCompletion { _ in self.setNeedsLayout() }",
        "UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {}, completion: { _ in self.setNeedsLayout() })",
    ])
    func completionsAreSendable(call: String) throws {
        try Self.expectFailure("""
            import UIKit
            final class Pulsing: UIView {
                func pulse() { \(call) }
            }
            """, containing: "call to main actor-isolated instance method 'setNeedsLayout()' in a synchronous nonisolated context")
    }

    @Test("A switch over an imported enumeration needs @unknown default, as Apple's are not frozen")
    func enumerationsAreNotFrozen() throws {
        try Self.expectFailure("""
            import UIKit
            func isEnd(_ position: UIViewAnimatingPosition) -> Bool {
                switch position {
                case .end: true
                case .start, .current: false
                }
            }
            """, containing: "may have additional unknown values")
    }

    /// One example of each easing; the switch stops compiling when `Easing` gains a case.
    static let easings: [Easing] = ([.linear, .easeIn, .easeOut, .easeInEaseOut, .hold, .cubicBezier(0.2, 0, 0.4, 1)] as [Easing]).map { easing in
        switch easing { case .linear, .easeIn, .easeOut, .easeInEaseOut, .hold, .cubicBezier: easing }
    }

    @Test("Every UIKit name the generator can put into code is declared by the stubs")
    func generatorVocabularyIsDeclared() throws {
        let haptics = HapticStyle.allCases
        let colors = NamedColors.names.map { SwiftColor.uiColor(.named($0)) } + [SwiftColor.uiColor(.tint)]
        let source = """
            import UIKit
            @MainActor func vocabulary() {
                let colors: [UIColor] = [\(colors.joined(separator: ", "))]
                let events: UIControl.Event = [\(ControlEvent.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))]
                let weights: [UIImage.SymbolWeight] = [\(SymbolWeight.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))]
                let haptics: [UIFeedbackGenerator] = [\(haptics.map { HapticsViewModel($0).make }.joined(separator: ", "))]
                let timings: [CAMediaTimingFunction] = [\(Self.easings.map(SwiftTiming.mediaTimingFunction).joined(separator: ", "))]
                _ = (colors, events, weights, haptics, timings)
                \(haptics.map { "\(HapticsViewModel($0).make).\(HapticsViewModel($0).play)" }.joined(separator: "\n        "))
            }
            """
        let result = try InterfaceStubs.typecheck(source: source, name: "Vocabulary.swift")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
