extension SpecLanguage {
    static let buttonSpec = ObjectType("ButtonSpec", "A button composed of parts, with touch states whose entry runs an animation.", fields: commonFields(ButtonSpec.kindName, drawing: ["shapeLayers"], defaultDrawing: "shapeLayers") + [
        .required("parts", .array(.object("Part"), minCount: 1), "The parts, back to front: later parts are drawn over earlier ones."),
        .required("states", .map(.object("State"), key: .identifier), "The touch states by name; exactly one is `initial`."),
        .optional("interaction", .object("ButtonInteraction"), "How touches are tracked."),
    ])

    static let buttonInteraction = ObjectType("ButtonInteraction", "How a button tracks touches.", fields: [
        .optional("touchSlop", .length(.nonNegative), "How far outside its bounds a touch still counts as inside, in points (UIKit's own touch-up-inside slop is 70).", default: "70"),
        .optional("events", .object("ButtonEvents"), "Which control events are sent when."),
    ])

    static let buttonEvents = ObjectType("ButtonEvents", "Which `UIControl.Event`s a button sends at each phase of a touch, once per touch. `UIControl` sends `touchDown`, `touchUpInside`, `touchUpOutside`, `touchCancel` and the `touchDrag…` events itself; the button sends the others. Give a phase to replace its default list.", fields: [
        .optional("begin", .array(.enumeration(controlEvents), minCount: 0), "Sent when tracking begins.", default: "[touchDown]"),
        .optional("end", .array(.enumeration(controlEvents), minCount: 0), "Sent when the touch ends inside the slop.", default: "[touchUpInside, primaryActionTriggered]"),
        .optional("endOutside", .array(.enumeration(controlEvents), minCount: 0), "Sent when the touch ends outside the slop.", default: "[touchUpOutside]"),
        .optional("cancel", .array(.enumeration(controlEvents), minCount: 0), "Sent when the system cancels the touch.", default: "[touchCancel]"),
    ])
}
