import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

#if canImport(SwiftUI)
/// SwiftUI's keys, move commands and assistive adjustments as the kernel's input takes them.
public enum SwiftUIInput {
#if os(tvOS)
    /// Whether arrows and move commands across a control's axis are left to the focus engine,
    /// which moves focus to the next control (`ControlKey.movesFocus(across:leavesAcrossAxis:)`):
    /// on tvOS, as its focus guidelines expect.
    public static let leavesMovesAcrossAxis = true
#else
    /// Whether arrows and move commands across a control's axis are left to the focus engine
    /// (`ControlKey.movesFocus(across:leavesAcrossAxis:)`): not here, where every arrow adjusts
    /// the focused control, as the arrow keys adjust an `NSSlider`.
    public static let leavesMovesAcrossAxis = false
#endif

#if !os(watchOS)
    /// The keys a view answers: the arrows, Page Up and Page Down, Home and End.
    public static let controlKeys: Set<KeyEquivalent> = [.upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown, .home, .end]

    /// The kernel's key for a pressed key, if it is one of `controlKeys`.
    public static func controlKey(_ key: KeyEquivalent) -> ControlKey? {
        switch key {
        case .upArrow: .up
        case .downArrow: .down
        case .leftArrow: .left
        case .rightArrow: .right
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        default: nil
        }
    }
#endif

#if os(macOS) || os(tvOS)
    /// The kernel's direction of a move command.
    public static func moveDirection(_ direction: MoveCommandDirection) -> MoveDirection? {
        switch direction {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        @unknown default: nil
        }
    }
#endif

    /// The kernel's direction of an assistive technology's adjustment.
    public static func adjustDirection(_ direction: AccessibilityAdjustmentDirection) -> AdjustDirection? {
        switch direction {
        case .increment: .increment
        case .decrement: .decrement
        @unknown default: nil
        }
    }
}
#endif
