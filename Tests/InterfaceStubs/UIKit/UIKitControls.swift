// Interface stub of Apple's UIKit: controls, their events and states, and haptic feedback generators,
// main-actor isolated as in Apple's Swift 6 SDK. Declarations only; never shipped. Every declaration
// records its developer.apple.com page and Apple's declaration; see ../README.md.

// MARK: - Control

/// Apple: https://developer.apple.com/documentation/uikit/uicontrol
/// Declaration: @MainActor class UIControl
/// Inherits from: UIView
@MainActor open class UIControl: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)
    /// Declaration: init(frame: CGRect)
    public override init(frame: CGRect) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
    /// Declaration: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// Declaration: var isEnabled: Bool { get set }
    open var isEnabled: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    /// Declaration: var isHighlighted: Bool { get set }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    /// Declaration: func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)
    /// Declaration: func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)
    /// Declaration: func endTracking(_ touch: UITouch?, with event: UIEvent?)
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)
    /// Declaration: func cancelTracking(with event: UIEvent?)
    open func cancelTracking(with event: UIEvent?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    /// Declaration: func sendActions(for controlEvents: UIControl.Event)
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event
    /// Declaration: struct Event
    /// Conforms to: OptionSet
    public struct Event: OptionSet {
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        /// Declaration: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        /// Declaration: var rawValue: Self.RawValue { get }
        /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
        public var rawValue: UInt
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        /// Declaration: static var touchDown: UIControl.Event { get }
        public static var touchDown: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat
        /// Declaration: static var touchDownRepeat: UIControl.Event { get }
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside
        /// Declaration: static var touchDragInside: UIControl.Event { get }
        public static var touchDragInside: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside
        /// Declaration: static var touchDragOutside: UIControl.Event { get }
        public static var touchDragOutside: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter
        /// Declaration: static var touchDragEnter: UIControl.Event { get }
        public static var touchDragEnter: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit
        /// Declaration: static var touchDragExit: UIControl.Event { get }
        public static var touchDragExit: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        /// Declaration: static var touchUpInside: UIControl.Event { get }
        public static var touchUpInside: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside
        /// Declaration: static var touchUpOutside: UIControl.Event { get }
        public static var touchUpOutside: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
        /// Declaration: static var touchCancel: UIControl.Event { get }
        public static var touchCancel: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        /// Declaration: static var valueChanged: UIControl.Event { get }
        public static var valueChanged: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        /// Declaration: static var primaryActionTriggered: UIControl.Event { get }
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        /// Declaration: static var editingDidBegin: UIControl.Event { get }
        public static var editingDidBegin: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        /// Declaration: static var editingChanged: UIControl.Event { get }
        public static var editingChanged: UIControl.Event { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        /// Declaration: static var editingDidEnd: UIControl.Event { get }
        public static var editingDidEnd: UIControl.Event { fatalError() }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    /// Declaration: struct State
    /// Conforms to: OptionSet
    public struct State: OptionSet {
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        /// Declaration: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        /// Declaration: var rawValue: Self.RawValue { get }
        /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
        public var rawValue: UInt
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        /// Declaration: static var normal: UIControl.State { get }
        public static var normal: UIControl.State { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        /// Declaration: static var highlighted: UIControl.State { get }
        public static var highlighted: UIControl.State { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        /// Declaration: static var disabled: UIControl.State { get }
        public static var disabled: UIControl.State { fatalError() }
    }
}

// MARK: - Feedback

// Apple ships the feedback generators on iOS, iPadOS and Mac Catalyst only: not on tvOS or visionOS.
#if STUB_IOS
/// Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator
/// Declaration: @MainActor class UIFeedbackGenerator
/// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
/// Inherits from: NSObject
@MainActor open class UIFeedbackGenerator: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    /// Declaration: convenience init(view: UIView)
    /// Platforms: iOS 17.5+, iPadOS 17.5+, Mac Catalyst 17.5+
    public convenience init(view: UIView) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    /// Declaration: func prepare()
    /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
    open func prepare() { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
/// Declaration: @MainActor class UISelectionFeedbackGenerator
/// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
/// Inherits from: UIFeedbackGenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Apple: https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    /// Declaration: func selectionChanged()
    /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
    open func selectionChanged() { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
/// Declaration: @MainActor class UIImpactFeedbackGenerator
/// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
/// Inherits from: UIFeedbackGenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    /// Declaration: init(style: UIImpactFeedbackGenerator.FeedbackStyle)
    /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)
    /// Declaration: convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView)
    /// Platforms: iOS 17.5+, iPadOS 17.5+, Mac Catalyst 17.5+
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    /// Declaration: func impactOccurred()
    /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
    open func impactOccurred() { fatalError() }
}

extension UIImpactFeedbackGenerator {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    /// Declaration: enum FeedbackStyle
    /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
    public enum FeedbackStyle {
        /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/light
        /// Declaration: case light
        /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
        case light
        /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/medium
        /// Declaration: case medium
        /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
        case medium
        /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/heavy
        /// Declaration: case heavy
        /// Platforms: iOS 10.0+, iPadOS 10.0+, Mac Catalyst 13.1+
        case heavy
        /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/soft
        /// Declaration: case soft
        /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+
        case soft
        /// Apple: https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/rigid
        /// Declaration: case rigid
        /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+
        case rigid
    }
}
#endif
