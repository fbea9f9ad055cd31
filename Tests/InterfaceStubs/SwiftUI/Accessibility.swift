// Interface stub of Apple's SwiftUI: the accessibility modifiers generated views apply. SwiftUI has
// these on every platform. Apple's accessibility modifiers return
// `ModifiedContent<Self, AccessibilityAttachmentModifier>`, which the stubs do not declare: here they
// return `some View` (stricter: no accessibility modifier of ModifiedContent is reachable). The
// announcement notification is in the Accessibility stub module (../Accessibility). Declarations
// only; never shipped. Every declaration records its developer.apple.com page and Apple's declaration;
// see ../README.md.

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    /// Declaration: nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    /// Declaration: nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View; the stubs declare neither ModifiedContent nor AccessibilityAttachmentModifier
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    /// Declaration: nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
    /// Declaration: nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
    /// Declaration: nonisolated func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
    /// Declaration: nonisolated func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
    /// Declaration: nonisolated func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    /// Declaration: nonisolated func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    /// Declaration: nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityactivationpoint(_:)-10po1
    /// Declaration: nonisolated func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
    /// Declaration: nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as accessibilityLabel(_: Text) does
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
/// Declaration: struct AccessibilityChildBehavior
/// Conforms to: Sendable
public struct AccessibilityChildBehavior: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    /// Declaration: static let ignore: AccessibilityChildBehavior
    public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior()
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    /// Declaration: static let contain: AccessibilityChildBehavior
    public static let contain: AccessibilityChildBehavior = AccessibilityChildBehavior()
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
    /// Declaration: static let combine: AccessibilityChildBehavior
    public static let combine: AccessibilityChildBehavior = AccessibilityChildBehavior()
    /// Not Apple API: the stub's way to make the constants above
    init() {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
/// Declaration: enum AccessibilityAdjustmentDirection
public enum AccessibilityAdjustmentDirection {
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
    /// Declaration: case increment
    case increment
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
    /// Declaration: case decrement
    case decrement
}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits
/// Declaration: struct AccessibilityTraits
/// Conforms to: Sendable
public struct AccessibilityTraits: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    /// Declaration: static let isButton: AccessibilityTraits
    public static let isButton: AccessibilityTraits = AccessibilityTraits()
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits/istoggle
    /// Declaration: static let isToggle: AccessibilityTraits
    public static let isToggle: AccessibilityTraits = AccessibilityTraits()
    /// Not Apple API: the stub's way to make the constants above
    init() {}
}
