/// A `UIControl.Event` a spec may list, by its Swift name.
public enum ControlEvent: String, CaseIterable, SpecWord {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd

    /// When `UIControl` sends an event by itself from its touch handling.
    public struct SelfSent: Sendable, Hashable {
        /// When it is sent, in words for diagnostics: `as a touch lands`.
        public var moment: String
    }

    /// When `UIControl` sends this event by itself while it tracks a touch (the members of
    /// `UIControl.Event.allTouchEvents`), or `nil` for an event only the control's own code sends.
    /// A generated control never sends these a second time.
    public var sentByUIControl: SelfSent? {
        switch self {
        case .touchDown: SelfSent(moment: "as a touch lands")
        case .touchDownRepeat: SelfSent(moment: "as a repeated tap lands")
        case .touchDragInside: SelfSent(moment: "while a touch moves inside")
        case .touchDragOutside: SelfSent(moment: "while a touch moves outside")
        case .touchDragEnter: SelfSent(moment: "when a touch moves inside")
        case .touchDragExit: SelfSent(moment: "when a touch moves outside")
        case .touchUpInside: SelfSent(moment: "when a touch lifts inside")
        case .touchUpOutside: SelfSent(moment: "when a touch lifts outside")
        case .touchCancel: SelfSent(moment: "when the system cancels a touch")
        case .valueChanged, .primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd: nil
        }
    }
}
