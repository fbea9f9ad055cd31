import ControlKernel

/// Which `UIControl.Event`s a generated button sends, and which `UIControl` sends by itself.
///
/// While it tracks a touch, `UIControl` sends `touchDown` (and `touchDownRepeat` for a repeated
/// tap) as the touch lands, the `touchDrag…` events as it moves, `touchUpInside` or
/// `touchUpOutside` as it lifts (by UIKit's own 70-point slop) and `touchCancel` when the system
/// cancels it. The generated button never sends those: it sends every other event a spec lists,
/// once per touch, at the phase the spec lists it in.
enum ButtonEventContract {
    /// The events `UIControl` sends by itself, each with the phase it belongs to (`nil`: while the
    /// touch moves), and when it is sent, for diagnostics.
    static let sentByUIControl: [String: (phase: TouchPhase?, when: String)] = [
        "touchDown": (.begin, "as a touch lands"),
        "touchDownRepeat": (.begin, "as a repeated tap lands"),
        "touchDragInside": (nil, "while a touch moves inside"),
        "touchDragOutside": (nil, "while a touch moves outside"),
        "touchDragEnter": (nil, "when a touch moves inside"),
        "touchDragExit": (nil, "when a touch moves outside"),
        "touchUpInside": (.end, "when a touch lifts inside"),
        "touchUpOutside": (.endOutside, "when a touch lifts outside"),
        "touchCancel": (.cancel, "when the system cancels a touch"),
    ]

    /// The event `UIControl` sends at every occurrence of each phase.
    static let alwaysSent: [TouchPhase: String] = [
        .begin: "touchDown", .end: "touchUpInside", .endOutside: "touchUpOutside", .cancel: "touchCancel",
    ]

    /// The events of `names` the generated button sends itself, in order.
    static func sentByButton(_ names: [String]) -> [String] {
        names.filter { SpecLanguage.controlEvents.contains($0) && sentByUIControl[$0] == nil }
    }
}
