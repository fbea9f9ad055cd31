import ControlKernel

/// The top level of a toggle spec.
enum ToggleKeys: TopLevelKeys {
    typealias Body = ToggleSpec
    static let typeName = "ToggleSpec"
    static let objectType = ObjectType(typeName,
                                       "An on/off switch composed of parts, whose thumb travels between " +
                                       "the off and the on end, animated by a spring, a curve or keyframes.",
                                       keys: sharedKeys(drawing: drawing)
                                           + [isOn, parts, thumb, orientation, travel, onColors, turnOn, turnOff, interaction, haptic])

    static let drawing = drawingKey(default: ToggleSpec.DrawingStyle.shapeLayers)
    static let isOn = optional("isOn", .boolean, "Whether the toggle starts on (`isOn`).", default: false)
    static let parts = required("parts", .array(.object(PartKeys.self), minCount: 1),
                                "The parts, back to front, as the toggle looks when off: later parts are drawn over earlier ones.")
    static let thumb = required("thumb", .name(.identifier), "The id of the part that travels; at rest it sits at the off end.")
    static let orientation = optional("orientation", .words(ToggleAxis.self),
                                      "`horizontal`: off at the leading end, on at the trailing end " +
                                      "(as `UISwitch`); `vertical`: off at the bottom, on at the top.", default: .horizontal)
    /// Computed by the kernel (`ToggleAxis.symmetricTravel`).
    static let travel = optional("travel", .length(.positive), "How far the thumb travels from off to on, in points.",
                                 default: DescribedDefault("the thumb's parent's length minus the thumb's length minus " +
                                                           "twice the thumb's gap to the off end, so that on mirrors off"))
    static let onColors = optional("onColors", .map(.stateColor, key: .identifier),
                                   "A part's colour while the toggle is on, by part id, optionally per control state; parts left out keep their `color`.",
                                   default: .empty)
    static let turnOn = required("turnOn", .object(AnimationKeys.self),
                                 "The animation from off to on: its timing, and what else changes (`set` or `keyframes`); the toggle adds the thumb's travel.")
    static let turnOff = required("turnOff", .object(AnimationKeys.self),
                                  "The animation from on to off (`set: rest` returns every part to its off look); the toggle adds the thumb's return, and " +
                                  "every part shows its off look when it ends.")
    static let interaction = optional("interaction", .object(ToggleInteractionKeys.self), "How touches are read.", default: .empty)
    static let haptic = optional("haptic", .words(HapticStyle.self),
                                 "The haptic played each time the user turns the toggle on or off (touch or VoiceOver); none when left out.")
}

/// `interaction`: how a toggle reads touches.
enum ToggleInteractionKeys: ObjectKeys {
    static let typeName = "ToggleInteraction"
    static let objectType = ObjectType(typeName, "How a toggle reads touches: a tap turns it over; a drag moves the thumb and decides by position.",
                                       keys: [dragThreshold])

    static let dragThreshold = optional("dragThreshold", .length(.nonNegative),
                                        "How far a touch may move from where it began, in points, and still count as a tap.", default: 4)
}
