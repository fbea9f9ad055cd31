import ControlKernel

/// The top level of a button spec.
enum ButtonKeys: TopLevelKeys {
    typealias Body = ButtonSpec
    static let typeName = "ButtonSpec"
    static let objectType = ObjectType(typeName, "A button composed of parts, with touch states whose entry runs an animation.",
                                       keys: sharedKeys(drawing: drawing) + [parts, states, interaction])

    static let drawing = drawingKey(default: ButtonSpec.DrawingStyle.shapeLayers)
    static let parts = required("parts", .array(.object(PartKeys.self), minCount: 1), "The parts, back to front: later parts are drawn over earlier ones.")
    static let states = required("states", .map(.object(StateKeys.self), key: .identifier), "The touch states by name; exactly one is `initial`.")
    static let interaction = optional("interaction", .object(ButtonInteractionKeys.self), "How touches are tracked.", default: .empty)
}

/// `interaction`: how a button tracks touches.
enum ButtonInteractionKeys: ObjectKeys {
    static let typeName = "ButtonInteraction"
    static let objectType = ObjectType(typeName, "How a button tracks touches.", keys: [touchSlop, interruptsAnimations, events])

    static let touchSlop = optional("touchSlop", .length(.nonNegative),
                                    "How far outside its bounds a touch still counts as inside, in points (UIKit's own touch-up-inside slop is 70).",
                                    default: 70)
    static let interruptsAnimations = optional(
        "interruptsAnimations", .boolean,
        "Whether a touch that begins while a state's animation runs is taken, as by UIKit's buttons: the animation gives way to the one " +
        "a touch entering from the initial state starts, from where the parts are (a quick second tap on a like button). " +
        "`false` ignores touches until the button is back at rest.",
        default: true)
    static let events = optional("events", .object(ButtonEventsKeys.self), "Which control events are sent when.", default: .empty)
}

/// `interaction.events`: the control events of a button at each phase of a touch.
enum ButtonEventsKeys: ObjectKeys {
    static let typeName = "ButtonEvents"
    static let objectType = ObjectType(typeName,
                                       "Which `UIControl.Event`s a button sends at each phase of a touch, once per touch. `UIControl` sends `touchDown`, " +
                                       "`touchUpInside`, `touchUpOutside`, `touchCancel` and the `touchDrag…` events itself, so a list leaves them out; " +
                                       "the button sends the others. " +
                                       "Give a phase to replace its default list.",
                                       keys: TouchPhase.allCases.map(key))

    static let begin = optional("begin", .array(.words(ControlEvent.self), minCount: 0), "Sent when tracking begins.", default: [])
    static let end = optional("end", .array(.words(ControlEvent.self), minCount: 0), "Sent when the touch ends inside the slop.",
                              default: [.primaryActionTriggered])
    static let endOutside = optional("endOutside", .array(.words(ControlEvent.self), minCount: 0), "Sent when the touch ends outside the slop.",
                                     default: [])
    static let cancel = optional("cancel", .array(.words(ControlEvent.self), minCount: 0), "Sent when the system cancels the touch.", default: [])

    /// The key of a touch phase's events.
    static func key(_ phase: TouchPhase) -> Key<ButtonEventsKeys, [ControlEvent]> {
        switch phase {
        case .begin: begin
        case .end: end
        case .endOutside: endOutside
        case .cancel: cancel
        }
    }
}
