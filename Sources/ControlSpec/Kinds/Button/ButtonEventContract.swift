/// Which `UIControl.Event`s a generated button sends.
///
/// While it tracks a touch, `UIControl` sends `touchDown` (and `touchDownRepeat` for a repeated
/// tap) as the touch lands, the `touchDrag…` events as it moves, `touchUpInside` or
/// `touchUpOutside` as it lifts (by UIKit's own 70-point slop) and `touchCancel` when the system
/// cancels it (`ControlEvent.sentByUIControl`). The generated button never sends those: it sends
/// every other event a spec lists, once per touch, at the phase the spec lists it in.
enum ButtonEventContract {
    /// The events of `events` the generated button sends itself, in order.
    static func sentByButton(_ events: [ControlEvent]) -> [ControlEvent] {
        events.filter { $0.sentByUIControl == nil }
    }
}
