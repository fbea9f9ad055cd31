import Foundation

/// What the end of a touch did to a toggle.
public struct ToggleRelease: Hashable, Sendable {
    /// Whether the toggle is on now.
    public var isOn: Bool
    /// Whether the value changed, so `.valueChanged` is sent.
    public var changed: Bool
    /// Whether the touch was a drag (decided by position) rather than a tap.
    public var wasDrag: Bool

    /// A release from every value.
    public init(isOn: Bool, changed: Bool, wasDrag: Bool) {
        self.isOn = isOn
        self.changed = changed
        self.wasDrag = wasDrag
    }
}

/// The value of a toggle and the touch it tracks: on or off, set by code (`setOn`), by a touch
/// (`ToggleTouch`'s rule) or by VoiceOver (`activate`). Only a change of `isOn` counts as a
/// change: the control sends `.valueChanged` exactly when a method here reports one.
public struct ToggleModel: Equatable, Sendable {
    /// The configuration.
    public let configuration: ToggleConfiguration
    /// Whether the toggle is on.
    public private(set) var isOn: Bool
    /// The touch being tracked, if any.
    public private(set) var touch: ToggleTouch?

    /// A toggle with `configuration`'s starting value.
    public init(configuration: ToggleConfiguration) {
        self.configuration = configuration
        isOn = configuration.isOn
    }

    /// The thumb's fraction of the way from off to on: the drag's while one is tracked, else 0 or 1.
    public var thumbFraction: Double {
        touch?.fraction ?? (isOn ? 1 : 0)
    }

    /// Whether the parts show the on look: during a drag, the side the thumb is on
    /// (`ToggleTouch.side`), as `UISwitch` shows it; otherwise the value.
    public var showsOn: Bool {
        if let touch, touch.isDrag { return touch.side }
        return isOn
    }

    /// What VoiceOver reads as the value, as `UISwitch` reports it: "1" when on, "0" when off
    /// (VoiceOver speaks them as "on" and "off" in the user's language).
    public var accessibilityValue: String {
        isOn ? "1" : "0"
    }

    /// Sets the value; returns whether it changed.
    public mutating func setOn(_ on: Bool) -> Bool {
        guard on != isOn else { return false }
        isOn = on
        return true
    }

    /// Turns the toggle over, as a VoiceOver double tap does; always a change.
    public mutating func activate() -> Bool {
        setOn(!isOn)
    }

    /// Begins tracking a touch at `point` read in `direction`; `false` (refused) while another
    /// touch is tracked.
    public mutating func beginTouch(at point: CGPoint, direction: PartLayoutDirection) -> Bool {
        guard touch == nil else { return false }
        touch = ToggleTouch(start: point, wasOn: isOn, direction: direction)
        return true
    }

    /// Follows the tracked touch to `point`; returns the thumb's fraction.
    public mutating func moveTouch(to point: CGPoint) -> Double {
        guard var current = touch else { return thumbFraction }
        let fraction = current.move(to: point, configuration: configuration)
        touch = current
        return fraction
    }

    /// Ends the tracked touch lifted at `point`, wherever that is, and sets the value it decides;
    /// `nil` when no touch is tracked.
    public mutating func endTouch(at point: CGPoint) -> ToggleRelease? {
        guard var current = touch else { return nil }
        let on = current.end(at: point, configuration: configuration)
        touch = nil
        return ToggleRelease(isOn: on, changed: setOn(on), wasDrag: current.isDrag)
    }

    /// Cancels the tracked touch: the value stays what it was; `false` when no touch is tracked.
    public mutating func cancelTouch() -> Bool {
        guard touch != nil else { return false }
        touch = nil
        return true
    }
}
