import Foundation

/// Something that happened to a knob, as far as its owner must hear of it.
public enum RotaryAction: Hashable, Sendable {
    /// A touch began (and, rotating absolutely, perhaps moved the value to the finger).
    case touchBegan(valueChanged: Bool)
    /// The touch moved.
    case touchMoved(valueChanged: Bool)
    /// The touch ended; `valueChanged` says whether the value differs from the one it began with.
    case touchEnded(valueChanged: Bool)
    /// The system cancelled the touch; `valueChanged` as for `touchEnded`.
    case touchCancelled(valueChanged: Bool)
    /// A double tap returned the value to the default value.
    case doubleTapReset(valueChanged: Bool)
    /// VoiceOver turned the value up or down.
    case accessibilityAdjustment(valueChanged: Bool)
    /// The app called `setValue(_:animated:)`.
    case setValue
}

/// A phase of a knob's control events; the spec lists the `UIControl.Event`s of each.
public enum RotaryEventPhase: Hashable, Sendable {
    /// A touch began.
    case begin
    /// The value changed.
    case change
    /// The touch ended.
    case end
    /// The touch was cancelled.
    case cancel
}

/// What a knob tells its owner after an action: the event phases it sends, in order, and whether
/// it calls its value callback (which a SwiftUI binding follows).
///
/// The value callback runs after every change the user makes, whatever the events and
/// `isContinuous` say; the app's own `setValue` sends nothing. A continuous knob sends the change
/// events on every change while tracking; otherwise once when the touch ends or is cancelled, and
/// only if the value then differs from the one the touch began with. A double tap and a VoiceOver
/// adjustment are whole changes: their change events go out at once, continuous or not.
public struct RotaryNotification: Hashable, Sendable {
    /// The event phases sent, in order.
    public var phases: [RotaryEventPhase]
    /// Whether the value callback runs.
    public var callsValueDidChange: Bool

    /// A notification from each of its values.
    public init(phases: [RotaryEventPhase], callsValueDidChange: Bool) {
        self.phases = phases
        self.callsValueDidChange = callsValueDidChange
    }

    /// What a knob that is continuous or not tells its owner after `action`.
    public static func after(_ action: RotaryAction, isContinuous: Bool) -> RotaryNotification {
        switch action {
        case .touchBegan(let changed):
            RotaryNotification(phases: [.begin] + (changed && isContinuous ? [.change] : []), callsValueDidChange: changed)
        case .touchMoved(let changed):
            RotaryNotification(phases: changed && isContinuous ? [.change] : [], callsValueDidChange: changed)
        case .touchEnded(let changed):
            RotaryNotification(phases: (changed && !isContinuous ? [.change] : []) + [.end], callsValueDidChange: false)
        case .touchCancelled(let changed):
            RotaryNotification(phases: (changed && !isContinuous ? [.change] : []) + [.cancel], callsValueDidChange: false)
        case .doubleTapReset(let changed), .accessibilityAdjustment(let changed):
            RotaryNotification(phases: changed ? [.change] : [], callsValueDidChange: changed)
        case .setValue:
            RotaryNotification(phases: [], callsValueDidChange: false)
        }
    }
}
