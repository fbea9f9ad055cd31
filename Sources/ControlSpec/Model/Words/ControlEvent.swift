import ControlKernel

/// A `UIControl.Event` a spec may list, by its Swift name.
public enum ControlEvent: String, CaseIterable, SpecWord {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd

    /// When `UIControl` sends an event by itself from its touch handling.
    public struct SelfSent: Sendable, Hashable {
        /// The touch phase it belongs to (`nil`: while the touch moves).
        public var phase: TouchPhase?
        /// Whether `UIControl` sends it at every occurrence of its phase (`touchDownRepeat` only
        /// for a repeated tap).
        public var isSentEveryTime: Bool
        /// When it is sent, in words for diagnostics: `as a touch lands`.
        public var moment: String
    }

    /// When `UIControl` sends this event by itself while it tracks a touch (the members of
    /// `UIControl.Event.allTouchEvents`), or `nil` for an event only the control's own code sends.
    /// A generated control never sends these a second time.
    public var sentByUIControl: SelfSent? {
        switch self {
        case .touchDown: SelfSent(phase: .begin, isSentEveryTime: true, moment: "as a touch lands")
        case .touchDownRepeat: SelfSent(phase: .begin, isSentEveryTime: false, moment: "as a repeated tap lands")
        case .touchDragInside: SelfSent(phase: nil, isSentEveryTime: false, moment: "while a touch moves inside")
        case .touchDragOutside: SelfSent(phase: nil, isSentEveryTime: false, moment: "while a touch moves outside")
        case .touchDragEnter: SelfSent(phase: nil, isSentEveryTime: false, moment: "when a touch moves inside")
        case .touchDragExit: SelfSent(phase: nil, isSentEveryTime: false, moment: "when a touch moves outside")
        case .touchUpInside: SelfSent(phase: .end, isSentEveryTime: true, moment: "when a touch lifts inside")
        case .touchUpOutside: SelfSent(phase: .endOutside, isSentEveryTime: true, moment: "when a touch lifts outside")
        case .touchCancel: SelfSent(phase: .cancel, isSentEveryTime: true, moment: "when the system cancels a touch")
        case .valueChanged, .primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd: nil
        }
    }

    /// The event `UIControl` sends by itself at every occurrence of `phase`, if there is one.
    public static func alwaysSent(at phase: TouchPhase) -> ControlEvent? {
        allCases.first { $0.sentByUIControl?.phase == phase && $0.sentByUIControl?.isSentEveryTime == true }
    }
}
