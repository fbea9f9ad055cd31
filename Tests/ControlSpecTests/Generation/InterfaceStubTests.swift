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
          arguments: InterfaceStubs.Platform.allCases.filter { !$0.modules.isEmpty })
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
        (.iOS, "#if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(QuartzCore) || !canImport(Accessibility)\n#error(\"a framework is missing\")\n#endif\n"),
        (.tvOS, "#if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(QuartzCore) || !canImport(Accessibility)\n#error(\"a framework is missing\")\n#endif\n"),
        (.visionOS, "#if !canImport(UIKit) || !canImport(SwiftUI) || !canImport(QuartzCore) || !canImport(Accessibility)\n#error(\"a framework is missing\")\n#endif\n"),
        (.macOS, "#if canImport(UIKit) || !canImport(SwiftUI) || !canImport(QuartzCore)\n#error(\"UIKit is importable or SwiftUI or QuartzCore is not\")\n#endif\n"),
        (.watchOS, "#if !canImport(UIKit) || !canImport(SwiftUI) || canImport(QuartzCore)\n#error(\"UIKit or SwiftUI is missing or QuartzCore is importable\")\n#endif\n"),
    ])
    func configurationsOfferTheirModules(platform: InterfaceStubs.Platform, source: String) throws {
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("SwiftUI has no UIViewRepresentable on macOS and watchOS", arguments: [InterfaceStubs.Platform.macOS, .watchOS])
    func noUIViewRepresentable(platform: InterfaceStubs.Platform) throws {
        try Self.expectFailure("import SwiftUI\nstruct Wrapper: UIViewRepresentable {}\n", on: platform,
                               containing: "cannot find type 'UIViewRepresentable' in scope")
    }

    /// One line per `#if`: each platform's `os(...)`, `targetEnvironment(macCatalyst)` and `os(Linux)`.
    static let osConditions = """
        #if os(iOS)
        #error("os(iOS)")
        #elseif os(macOS) || os(OSX)
        #error("os(macOS)")
        #elseif os(tvOS)
        #error("os(tvOS)")
        #elseif os(watchOS)
        #error("os(watchOS)")
        #elseif os(visionOS)
        #error("os(visionOS)")
        #endif
          #if !os(Linux) && targetEnvironment(macCatalyst)
        #error("macCatalyst")
          #endif
        let text = "#if os(iOS) stays in a string"

        """

    @Test("os(...) on #if and #elseif lines is the configuration's literal; other lines stay")
    func platformConditionsAreSubstituted() {
        let watch = InterfaceStubs.platformConditions(in: Self.osConditions, for: .watchOS)
        #expect(watch.contains("#if false\n"))
        #expect(watch.contains("#elseif false || false\n"))
        #expect(watch.contains("#elseif true\n"))
        #expect(watch.contains("  #if !false && false\n"))
        #expect(watch.contains("#error(\"os(iOS)\")"))
        #expect(watch.contains("let text = \"#if os(iOS) stays in a string\""))
        #expect(InterfaceStubs.platformConditions(in: "#elseif os(OSX)", for: .macOS) == "#elseif true")
        #expect(InterfaceStubs.platformConditions(in: "#if os(Linux)", for: .foundationOnly) == "#if false")
    }

    @Test("Each configuration compiles exactly its own os(...) branch", arguments: InterfaceStubs.Platform.allCases)
    func osConditionsFollowTheConfiguration(platform: InterfaceStubs.Platform) throws {
        let result = try InterfaceStubs.typecheck(source: Self.osConditions, on: platform)
        let errors = result.output.split(separator: "\n")
            .filter { $0.contains(".swift:") && ($0.contains("error: os(") || $0.contains("error: macCatalyst")) }
        let expected = platform.osName.map { ["os(\($0))"] } ?? []
        #expect(errors.map { String($0.split(separator: "error: ").last ?? "") } == expected, "\(result.output)")
    }

    @Test("Code that only compiles on watchOS type-checks on the watchOS configuration and is skipped elsewhere",
          arguments: InterfaceStubs.Platform.allCases)
    func watchOnlyCodeIsSkippedElsewhere(platform: InterfaceStubs.Platform) throws {
        let source = """
            #if os(watchOS)
            import SwiftUI
            @MainActor func crown(_ value: Binding<Double>) -> some View { EmptyView().digitalCrownRotation(value, from: 0, through: 1) }
            #elseif os(macOS) || os(tvOS)
            import SwiftUI
            @MainActor func move() -> some View { EmptyView().onMoveCommand { _ in } }
            #endif

            """
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
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
        // A colour tvOS lacks is named through a member the generated file declares; here, UIKit's own.
        let colors = NamedColors.names.map { ".\($0)" } + [SwiftColor.uiColor(.tint)]
        let source = """
            import UIKit
            @MainActor func vocabulary() {
                let colors: [UIColor] = [\(colors.joined(separator: ", "))]
                let events: UIControl.Event = [\(ControlEvent.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))]
                let weights: [UIImage.SymbolWeight] = [\(SymbolWeight.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))]
                let timings: [CAMediaTimingFunction] = [\(Self.easings.map(SwiftTiming.mediaTimingFunction).joined(separator: ", "))]
                _ = (colors, events, weights, timings)
            }
            """
        let result = try InterfaceStubs.typecheck(source: source, name: "Vocabulary.swift")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
