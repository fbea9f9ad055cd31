/// The top level of a circular slider spec.
enum CircularSliderKeys: TopLevelKeys {
    typealias Body = CircularSliderSpec
    static let typeName = "CircularSliderSpec"
    static let objectType = ObjectType(typeName, "A slider whose one or two thumbs move along a circular arc or a full circle, drawn with shape layers.",
                                       keys: sharedKeys(drawing: drawing) + [thumbs, value, angles, track, fill, thumb, interaction, feedback])

    static let drawing = drawingKey(default: CircularSliderSpec.DrawingStyle.shapeLayers)
    static let thumbs = optional("thumbs", .integer(1...2),
                                 "How many thumbs move along the track: 1 sets one value (`value.initial`), 2 a range (`value.lower` and `value.upper`).",
                                 default: 1)
    static let value = required("value", .object(CircularValueKeys.self), "The range, the thumbs' values, steps and turns.")
    static let angles = required("angles", .object(AnglesKeys.self), "Where the track starts and ends: a partial arc, or a full circle (360deg apart).")
    static let track = optional("track", .object(CircularTrackKeys.self), "The track the thumbs move along.", default: .empty)
    static let fill = optional("fill", .object(CircularFillKeys.self),
                               "The progress drawn over the track: from the start to the thumb, or between the two thumbs.", default: .empty)
    static let thumb = optional("thumb", .object(CircularThumbKeys.self), "The thumbs: discs centred on the track.", default: .empty)
    static let interaction = optional("interaction", .object(CircularInteractionKeys.self), "How touches move the thumbs.", default: .empty)
    static let feedback = optional("feedback", .object(FeedbackKeys.self), "Haptic feedback.", default: .empty)
}

/// `value`: the values of a circular slider.
enum CircularValueKeys: ValueRangeKeys {
    static let typeName = "CircularValue"
    static let objectType = ObjectType(typeName, "The range and the thumbs' values of a circular slider.",
                                       keys: [min, max, initial, lower, upper, step, minimumDistance, turns, ends, continuous, animationDuration, reduceMotion])

    static let min = required("min", .number(.any), "The smallest value (`minimumValue`), at the track's start.")
    static let max = required("max", .number(.any), "The largest value (`maximumValue`), at the track's end (after `turns` turns); greater than `min`.")
    static let initial = optional("initial", .number(.any), "With one thumb: the value it starts with.", default: .key(min))
    static let lower = optional("lower", .number(.any), "With two thumbs: the lower thumb's starting value (`lowerValue`).", default: .key(min))
    static let upper = optional("upper", .number(.any), "With two thumbs: the upper thumb's starting value (`upperValue`).", default: .key(max))
    static let step = optional("step", .number(.nonNegative), "The step values snap to, counted from `min`; 0 means no snapping; divides `max` − `min`.",
                               default: 0)
    static let minimumDistance = optional("minimumDistance", .number(.nonNegative),
                                          "With two thumbs: the smallest distance between their values, a whole number of steps.", default: 0)
    static let turns = optional("turns", .integer(1...100),
                                "How many turns of a full-circle track the range covers: above 1 " +
                                "the value keeps growing as the finger goes round (one thumb only).", default: 1)
    static let ends = optional("ends", .words(ValueEnds.self),
                               "What happens at the start of a full circle: `stop` stops a thumb there; `wrap` carries on across it (the maximum " +
                               "is the minimum), and two thumbs select from `lower` forward to `upper`, across it when `lower` is the greater " +
                               "(needs angles spanning a full turn and `turns: 1`).", default: .stop)
    static let continuous = optional("continuous", .boolean,
                                     "Whether the change events are sent on every change while dragging (`isContinuous`), or only when the touch ends.",
                                     default: true)
    static let animationDuration = optional("animationDuration", .duration,
                                            "How long `setValue(_:animated:)` (two thumbs: `setValues(lower:upper:animated:)`) takes to move the thumbs.",
                                            default: 0.25)
    static let reduceMotion = reduceMotionKey()
}

/// `track`: the track of a circular slider.
enum CircularTrackKeys: ObjectKeys {
    static let typeName = "CircularTrack"
    static let objectType = ObjectType(typeName, "The track arc the thumbs move along.", keys: [lineWidth, lineCap, color])

    static let lineWidth = optional("lineWidth", .length(.positive), "The stroke width of the track and the fill, in points.", default: 6)
    static let lineCap = optional("lineCap", .words(CircularSliderSpec.LineCap.self),
                                  "The ends of the track and the fill (`CAShapeLayer.lineCap`): `round` " +
                                  "and `square` reach `lineWidth / 2` past each end, `butt` stops at it.", default: .round)
    static let color = optional("color", .stateColor, "The track's colour, optionally per control state.", default: StateValue(normal: .named("systemGray5")))
}

/// `fill`: the progress of a circular slider.
enum CircularFillKeys: ObjectKeys {
    static let typeName = "CircularFill"
    static let objectType = ObjectType(typeName,
                                       "The progress stroked over the track: from the start to the thumb (the " +
                                       "whole circle once a turn is complete), or between the two thumbs.", keys: [color])

    static let color = optional("color", .stateColor, "The fill's colour, optionally per control state; `clear` hides it.", default: StateValue(normal: .tint))
}

/// `thumb`: the thumbs of a circular slider.
enum CircularThumbKeys: ObjectKeys {
    static let typeName = "CircularThumb"
    static let objectType = ObjectType(typeName, "The thumbs: discs centred on the track.", keys: [radius, color, outlineColor, outlineWidth])

    static let radius = optional("radius", .length(.positive),
                                 "The radius of a thumb, in points; the track's radius is `min(width, " +
                                 "height) / 2 − max(track.lineWidth / 2, radius + outlineWidth / 2)`.", default: 12)
    static let color = optional("color", .stateColor, "The thumbs' colour, optionally per control state.", default: StateValue(normal: .named("white")))
    static let outlineColor = optional("outlineColor", .stateColor, "The colour of the stroke round each thumb, optionally per control state.",
                                       default: StateValue(normal: .named("systemGray3")))
    static let outlineWidth = optional("outlineWidth", .length(.nonNegative),
                                       "The width of the stroke round each thumb, centred on its edge, in points; 0 for none.", default: 1)
}

/// `interaction`: how touches move a circular slider's thumbs.
enum CircularInteractionKeys: ObjectKeys {
    static let typeName = "CircularInteraction"
    static let objectType = ObjectType(typeName,
                                       "How touches move the thumbs: a touch on a thumb or on the track grabs a thumb, which follows the finger's angle.",
                                       keys: [touchSlop, events])

    static let touchSlop = optional("touchSlop", .length(.nonNegative),
                                    "How far outside a thumb or the track a touch still grabs it, in " +
                                    "points; the default makes a 44-point band with the default thumb.", default: 10)
    static let events = optional("events", .object(EventsKeys.self), "Which control events are sent when.", default: .empty)
}
