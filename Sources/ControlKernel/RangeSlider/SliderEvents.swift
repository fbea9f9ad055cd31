import Foundation

/// A moment of a slider's interaction, and what the slider tells its owner then: the event
/// contract of the generated control, stated once. The control sends the spec's event list of
/// each group `eventGroups(isContinuous:)` names, in that order, and calls its value-change
/// handler (which SwiftUI bindings follow) when `callsValueChangeHandler`.
public enum SliderMoment: Hashable, Sendable {
    /// A touch grabbed a thumb.
    case dragBegan
    /// The touch moved; `changed` tells whether a value changed.
    case dragMoved(changed: Bool)
    /// The touch ended, or the system cancelled it (`cancelled`); `changed` tells whether a value
    /// differs from when the drag began.
    case dragEnded(changed: Bool, cancelled: Bool)
    /// VoiceOver incremented or decremented a thumb; `changed` tells whether its value changed.
    case adjusted(changed: Bool)

    /// The event lists to send, in order:
    /// - a drag's begin: `begin`;
    /// - a move that changed a value: `change` when continuous, nothing otherwise;
    /// - a drag's end or cancellation: `change` first when not continuous and a value changed
    ///   during the drag, then `end` or `cancel`;
    /// - a VoiceOver adjustment that changed a value: `change`, continuous or not.
    public func eventGroups(isContinuous: Bool) -> [SliderEventGroup] {
        switch self {
        case .dragBegan: [.begin]
        case .dragMoved(let changed): changed && isContinuous ? [.change] : []
        case .dragEnded(let changed, let cancelled): (changed && !isContinuous ? [.change] : []) + [cancelled ? .cancel : .end]
        case .adjusted(let changed): changed ? [.change] : []
        }
    }

    /// Whether the value-change handler hears of this moment: after every move or adjustment that
    /// changed a value, whatever the event lists and `isContinuous`, so bindings never fall behind.
    public var callsValueChangeHandler: Bool {
        switch self {
        case .dragMoved(let changed), .adjusted(let changed): changed
        case .dragBegan, .dragEnded: false
        }
    }
}

/// One of the event lists of a slider spec's `interaction.events`.
public enum SliderEventGroup: Hashable, Sendable {
    /// Sent when a drag begins.
    case begin
    /// Sent when a value changes.
    case change
    /// Sent when a drag ends.
    case end
    /// Sent when the system cancels a drag.
    case cancel
}
