import Foundation
import Testing

/// A hand-written native SwiftUI view that uses every API the SwiftUI stubs declare type-checks in
/// every platform configuration, each platform's input behind `#if os(...)` as generated views write
/// it; and what Apple does not ship on a platform fails there, so that the stubs are never looser
/// than the SDK.
@Suite("SwiftUI stub probe")
struct SwiftUIStubProbeTests {
    static let probe = "Tests/ControlSpecTests/Fixtures/InterfaceStubs/SwiftUIProbe.swift.txt"

    @Test("A native view using the stubbed SwiftUI surface type-checks with zero diagnostics",
          arguments: InterfaceStubs.Platform.allCases)
    func probeTypechecks(platform: InterfaceStubs.Platform) throws {
        let source = String(decoding: try PackagePaths.bytes(Self.probe), as: UTF8.self)
        let result = try InterfaceStubs.typecheck(source: source, name: "ProbeKnobView.swift", on: platform)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// Code Apple's SDK rejects on a platform, and the error the stubs give.
    static let unavailable: [(InterfaceStubs.Platform, String, String)] = [
        (.tvOS, "EmptyView().gesture(DragGesture().onChanged { _ in })", "cannot find 'DragGesture' in scope"),
        (.iOS, "EmptyView().digitalCrownRotation(binding, from: 0, through: 1)", "has no member 'digitalCrownRotation'"),
        (.macOS, "EmptyView().digitalCrownRotation(binding, from: 0, through: 1)", "has no member 'digitalCrownRotation'"),
        (.watchOS, "EmptyView().onKeyPress(keys: [.upArrow]) { _ in .handled }", "has no member 'onKeyPress'"),
        (.iOS, "EmptyView().onMoveCommand { _ in }", "has no member 'onMoveCommand'"),
        (.visionOS, "EmptyView().onMoveCommand { _ in }", "has no member 'onMoveCommand'"),
        (.watchOS, "EmptyView().onMoveCommand { _ in }", "has no member 'onMoveCommand'"),
        (.macOS, "EmptyView().hoverEffect(.highlight)", "has no member 'hoverEffect'"),
        (.watchOS, "EmptyView().hoverEffect(.highlight)", "has no member 'hoverEffect'"),
    ]

    @Test("A SwiftUI API Apple does not ship on a platform fails to type-check there", arguments: unavailable)
    func unavailableAPIFails(platform: InterfaceStubs.Platform, expression: String, message: String) throws {
        let source = """
            import SwiftUI
            @MainActor func probe(_ binding: Binding<Double>) -> some View { \(expression) }
            """
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status != 0, "expected '\(message)' on \(platform)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    /// UIKit types Apple does not ship on a platform, and the error the stubs give.
    static let unavailableUIKit: [(InterfaceStubs.Platform, String, String)] = [
        (.tvOS, "UISelectionFeedbackGenerator().selectionChanged()", "cannot find 'UISelectionFeedbackGenerator' in scope"),
        (.visionOS, "UIImpactFeedbackGenerator(style: .light).impactOccurred()", "cannot find 'UIImpactFeedbackGenerator' in scope"),
        (.watchOS, "_ = UIControl(frame: .zero)", "cannot find 'UIControl' in scope"),
        (.watchOS, "_ = UIView(frame: .zero)", "cannot find 'UIView' in scope"),
    ]

    @Test("A UIKit class Apple does not ship on a platform fails to type-check there", arguments: unavailableUIKit)
    func unavailableUIKitFails(platform: InterfaceStubs.Platform, statement: String, message: String) throws {
        let source = "import UIKit\n@MainActor func probe() { \(statement) }\n"
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status != 0, "expected '\(message)' on \(platform)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test("The platform-only APIs type-check where Apple ships them", arguments: [
        (InterfaceStubs.Platform.tvOS, "EmptyView().onMoveCommand { _ in }.hoverEffect(.lift).onKeyPress(keys: [.home]) { _ in .ignored }"),
        (.macOS, "EmptyView().onMoveCommand { _ in }.onKeyPress(keys: [.end]) { _ in .ignored }.gesture(DragGesture())"),
        (.watchOS, "EmptyView().digitalCrownRotation(binding, from: 0, through: 1, by: 0.1).gesture(DragGesture())"),
        (.visionOS, "EmptyView().hoverEffect(.automatic, isEnabled: true).onKeyPress(keys: [.space]) { _ in .handled }"),
        (.iOS, "EmptyView().hoverEffect().gesture(DragGesture(minimumDistance: 0))"),
    ])
    func platformAPIsTypecheck(platform: InterfaceStubs.Platform, expression: String) throws {
        let source = """
            import SwiftUI
            @MainActor func probe(_ binding: Binding<Double>) -> some View { \(expression) }
            """
        let result = try InterfaceStubs.typecheck(source: source, on: platform)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
