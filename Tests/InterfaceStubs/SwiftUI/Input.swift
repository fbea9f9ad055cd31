// Interface stub of Apple's SwiftUI: focus, hardware keys, move commands, the Digital Crown, hover
// effects and tracking, disappearance. Each platform has only some of these; a declaration Apple does not ship everywhere carries
// its page's availability in a Platforms line and sits inside `#if` on the configurations' flags
// (`STUB_IOS`, `STUB_MACOS`, `STUB_TVOS`, `STUB_WATCHOS`, `STUB_VISIONOS`). Declarations only; never
// shipped. Every declaration records its developer.apple.com page and Apple's declaration; see
// ../README.md.

// MARK: - Focus (every platform)

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/focusable(_:)
    /// Declaration: nonisolated func focusable(_ isFocusable: Bool = true) -> some View
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/focused(_:)
    /// Declaration: nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }
}

// MARK: - Hardware keys (not watchOS)

#if !STUB_WATCHOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)
    /// Declaration: nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/keypress
/// Declaration: struct KeyPress
/// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
public struct KeyPress {
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/key
    /// Declaration: let key: KeyEquivalent
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    public let key: KeyEquivalent
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/characters
    /// Declaration: let characters: String
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    public let characters: String
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phase
    /// Declaration: let phase: KeyPress.Phases
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    public let phase: KeyPress.Phases

    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases
    /// Declaration: struct Phases
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    /// Conforms to: OptionSet, Sendable
    public struct Phases: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/init(rawvalue:)
        /// Declaration: init(rawValue: Int)
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/rawvalue
        /// Declaration: var rawValue: Int
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public var rawValue: Int
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/down
        /// Declaration: static let down: KeyPress.Phases
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public static let down: KeyPress.Phases = Phases(rawValue: 1)
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
        /// Declaration: static let `repeat`: KeyPress.Phases
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public static let `repeat`: KeyPress.Phases = Phases(rawValue: 2)
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/up
        /// Declaration: static let up: KeyPress.Phases
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public static let up: KeyPress.Phases = Phases(rawValue: 4)
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/all
        /// Declaration: static let all: KeyPress.Phases
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        public static let all: KeyPress.Phases = Phases(rawValue: 7)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result
    /// Declaration: enum Result
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    public enum Result {
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result/handled
        /// Declaration: case handled
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        case handled
        /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result/ignored
        /// Declaration: case ignored
        /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
        case ignored
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent
/// Declaration: struct KeyEquivalent
/// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
/// Conforms to: Hashable, Sendable
public struct KeyEquivalent: Hashable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
    /// Declaration: init(_ character: Character)
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public init(_ character: Character) { self.character = character }
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/character
    /// Declaration: var character: Character
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public var character: Character
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow
    /// Declaration: static let upArrow: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let upArrow: KeyEquivalent = KeyEquivalent("\u{F700}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow
    /// Declaration: static let downArrow: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let downArrow: KeyEquivalent = KeyEquivalent("\u{F701}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow
    /// Declaration: static let leftArrow: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let leftArrow: KeyEquivalent = KeyEquivalent("\u{F702}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow
    /// Declaration: static let rightArrow: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let rightArrow: KeyEquivalent = KeyEquivalent("\u{F703}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/pageup
    /// Declaration: static let pageUp: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let pageUp: KeyEquivalent = KeyEquivalent("\u{F72C}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/pagedown
    /// Declaration: static let pageDown: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let pageDown: KeyEquivalent = KeyEquivalent("\u{F72D}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/home
    /// Declaration: static let home: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let home: KeyEquivalent = KeyEquivalent("\u{F729}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/end
    /// Declaration: static let end: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let end: KeyEquivalent = KeyEquivalent("\u{F72B}")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/space
    /// Declaration: static let space: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let space: KeyEquivalent = KeyEquivalent(" ")
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/return
    /// Declaration: static let `return`: KeyEquivalent
    /// Platforms: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 17.0+, visionOS 1.0+
    public static let `return`: KeyEquivalent = KeyEquivalent("\r")
}
#endif

// MARK: - Move commands (macOS, tvOS)

#if STUB_MACOS || STUB_TVOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onmovecommand(perform:)
    /// Declaration: nonisolated func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View
    /// Platforms: macOS 10.15+, tvOS 13.0+
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection
/// Declaration: enum MoveCommandDirection
/// Platforms: macOS 10.15+, tvOS 13.0+
public enum MoveCommandDirection {
    /// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection/up
    /// Declaration: case up
    /// Platforms: macOS 10.15+, tvOS 13.0+
    case up
    /// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection/down
    /// Declaration: case down
    /// Platforms: macOS 10.15+, tvOS 13.0+
    case down
    /// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection/left
    /// Declaration: case left
    /// Platforms: macOS 10.15+, tvOS 13.0+
    case left
    /// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection/right
    /// Declaration: case right
    /// Platforms: macOS 10.15+, tvOS 13.0+
    case right
}
#endif

// MARK: - Digital Crown (watchOS)

#if STUB_WATCHOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/digitalcrownrotation(_:from:through:by:sensitivity:iscontinuous:ishapticfeedbackenabled:)
    /// Declaration: nonisolated func digitalCrownRotation<V>(_ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil, sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false, isHapticFeedbackEnabled: Bool = true) -> some View where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
    /// Platforms: watchOS 6.0+
    nonisolated public func digitalCrownRotation<V>(_ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil, sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false, isHapticFeedbackEnabled: Bool = true) -> some View where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity
/// Declaration: enum DigitalCrownRotationalSensitivity
/// Platforms: watchOS 6.0+
public enum DigitalCrownRotationalSensitivity {
    /// Apple: https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity/low
    /// Declaration: case low
    /// Platforms: watchOS 6.0+
    case low
    /// Apple: https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity/medium
    /// Declaration: case medium
    /// Platforms: watchOS 6.0+
    case medium
    /// Apple: https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity/high
    /// Declaration: case high
    /// Platforms: watchOS 6.0+
    case high
}
#endif

// MARK: - Hover effects (iOS, tvOS, visionOS)

#if STUB_IOS || STUB_TVOS || STUB_VISIONOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/hovereffect(_:isenabled:)
    /// Declaration: nonisolated func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, tvOS 17.0+, visionOS 1.0+
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/hovereffect
/// Declaration: struct HoverEffect
/// Platforms: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 16.0+, visionOS 1.0+
public struct HoverEffect {
    /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect/automatic
    /// Declaration: static let automatic: HoverEffect
    /// Platforms: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 16.0+, visionOS 1.0+
    /// Difference: computed: HoverEffect is not Sendable (its page lists no Sendable), and a stored static let of it does not compile in Swift 6 mode
    public static var automatic: HoverEffect { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect/highlight
    /// Declaration: static let highlight: HoverEffect
    /// Platforms: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 16.0+, visionOS 1.0+
    /// Difference: computed, as automatic is
    public static var highlight: HoverEffect { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect/lift
    /// Declaration: static let lift: HoverEffect
    /// Platforms: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 16.0+, visionOS 1.0+
    /// Difference: computed, as automatic is
    public static var lift: HoverEffect { fatalError() }
}
#endif

// MARK: - Hover and disappearance

#if STUB_IOS || STUB_MACOS || STUB_TVOS || STUB_VISIONOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/oncontinuoushover(coordinatespace:perform:)
    /// Declaration: nonisolated func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+, visionOS 1.0+
    nonisolated public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { fatalError() }
}

// Declared without conformances, which generated code does not use.
/// Apple: https://developer.apple.com/documentation/swiftui/hoverphase
/// Declaration: @frozen enum HoverPhase
/// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+, visionOS 1.0+
@frozen public enum HoverPhase {
    /// Apple: https://developer.apple.com/documentation/swiftui/hoverphase/active(_:)
    /// Declaration: case active(CGPoint)
    /// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+, visionOS 1.0+
    case active(CGPoint)
    /// Apple: https://developer.apple.com/documentation/swiftui/hoverphase/ended
    /// Declaration: case ended
    /// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+, visionOS 1.0+
    case ended
}
#endif

#if STUB_IOS || STUB_MACOS || STUB_VISIONOS
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onhover(perform:)
    /// Declaration: nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> some View
    /// Platforms: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, macOS 10.15+, visionOS 1.0+
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { fatalError() }
}
#endif

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    /// Declaration: nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
}
