// Interface stub of Apple's UIKit: the Reduce Motion setting, its notification, and the
// cross-dissolve transition generated controls play under it. Declarations only; never shipped.
// See ../README.md for the record lines.

/// Not Apple API: the namespace Apple's headers give the accessibility functions and constants (NS_SWIFT_NAME); Apple documents only its members
public enum UIAccessibility {
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    /// Declaration: @MainActor static var isReduceMotionEnabled: Bool { get }
    /// Platforms: iOS 8.0+, iPadOS 8.0+, Mac Catalyst 13.1+, tvOS, visionOS 1.0+
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    /// Declaration: nonisolated static let reduceMotionStatusDidChangeNotification: NSNotification.Name
    /// Platforms: iOS 8.0+, iPadOS 8.0+, Mac Catalyst 13.1+, tvOS, visionOS 1.0+
    public nonisolated static let reduceMotionStatusDidChangeNotification: NSNotification.Name = .init("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
