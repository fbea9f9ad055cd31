import ControlKernel

/// The top level of a knob spec.
enum KnobKeys: TopLevelKeys {
    typealias Body = KnobSpec
    static let typeName = "KnobSpec"
    static let objectType = ObjectType(typeName, "A rotary knob for one value, drawn with shape layers (a track arc and a pointer) or from images.",
                                       keys: sharedKeys(drawing: drawing) + [value, angles, track, pointer, images, interaction, animations, feedback])

    static let drawing = drawingKey(default: KnobSpec.DrawingStyle.shapeLayers)
    static let value = required("value", .object(KnobValueKeys.self), "The value: range, initial value, steps and ends.")
    static let angles = required("angles", .object(AnglesKeys.self), "Where the track starts and ends.")
    static let track = optional("track", .object(KnobTrackKeys.self), "The track arc (drawing: shapeLayers).", default: .empty)
    static let pointer = optional("pointer", .object(KnobPointerKeys.self), "The pointer line (drawing: shapeLayers).", default: .empty)
    static let images = optional("images", .object(KnobImagesKeys.self), "The images (drawing: images).")
    static let interaction = optional("interaction", .object(KnobInteractionKeys.self), "How touches move the value.", default: .empty)
    static let animations = optional("animations", .object(ValueAnimationsKeys.self), "Animated value changes.", default: .empty)
    static let feedback = optional("feedback", .object(FeedbackKeys.self), "Haptic feedback.", default: .empty)
}

/// `value`: the value of a one-value control.
enum KnobValueKeys: ValueRangeKeys {
    static let typeName = "KnobValue"
    static let objectType = ObjectType(typeName, "The value of a one-value control.", keys: [min, max, initial, defaultValue, step, continuous, ends])

    static let min = required("min", .number(.any), "The smallest value (`minimumValue`).")
    static let max = required("max", .number(.any), "The largest value (`maximumValue`); greater than `min`.")
    static let initial = optional("initial", .number(.any), "The value the control starts with.", default: .key(min))
    static let defaultValue = optional("default", .number(.any), "The value a double tap or reset returns to.", default: .key(initial))
    static let step = optional("step", .number(.nonNegative), "The step values snap to, counted from `min`; 0 means no snapping; divides `max` − `min`.",
                               default: 0)
    static let continuous = optional("continuous", .boolean,
                                     "Whether `.valueChanged` is sent on every change while dragging (`isContinuous`), or only when the touch ends.",
                                     default: true)
    static let ends = optional("ends", .words(ValueEnds.self),
                               "What happens past an end: `stop` clamps; `wrap` continues from the other end (needs angles spanning a full turn).",
                               default: .stop)
}

/// `angles`: where a knob's track starts and ends.
enum AnglesKeys: ObjectKeys {
    static let typeName = "Angles"
    static let objectType = ObjectType(typeName, "Where the track starts and ends. Angles carry a unit (`deg`, `rad`, or a multiple of `pi`).",
                                       keys: [start, end, zero, clockwise])

    static let start = required("start", .angle, "The angle of the minimum value.")
    static let end = required("end", .angle, "The angle of the maximum value; the track runs from `start` to `end` in the `clockwise` direction " +
                              "and spans at most a full turn.")
    static let zero = optional("zero", .words(RotaryZeroDirection.self), "Where angle 0 points: `right` is 3 o'clock, `up` is 12 o'clock.", default: .right)
    static let clockwise = optional("clockwise", .boolean, "Whether positive angles turn clockwise on screen (UIKit's y-down convention).", default: true)
}

/// `track`: the track arc of a shape-drawn knob.
enum KnobTrackKeys: ObjectKeys {
    static let typeName = "KnobTrack"
    static let objectType = ObjectType(typeName, "The track arc of a shape-drawn knob.", keys: [lineWidth, color])

    static let lineWidth = optional("lineWidth", .length(.positive), "The stroke width of the arc, in points.", default: 2)
    static let color = optional("color", .stateColor, "The stroke colour, optionally per control state.", default: StateValue(normal: .tint))
}

/// `pointer`: the pointer of a shape-drawn knob.
enum KnobPointerKeys: ObjectKeys {
    static let typeName = "KnobPointer"
    static let objectType = ObjectType(typeName, "The pointer of a shape-drawn knob: a line from the track inwards, rotated to the value's angle.",
                                       keys: [length, lineWidth, color])

    static let length = optional("length", .length(.nonNegative), "How far the pointer reaches in from the outer edge, in points.", default: 6)
    /// Computed by `KnobSemantics.drawing(_:)`.
    static let lineWidth = optional("lineWidth", .length(.positive), "The stroke width of the pointer, in points.",
                                    default: DescribedDefault("track.lineWidth"))
    static let color = optional("color", .stateColor, "The stroke colour, optionally per control state.", default: StateValue(normal: .tint))
}

/// `images`: the images of an image-drawn knob.
enum KnobImagesKeys: ObjectKeys {
    static let typeName = "KnobImages"
    static let objectType = ObjectType(typeName, "The images of an image-based knob, by asset name; the knob image rotates.", keys: [background, knob])

    static let background = optional("background", .name(.asset), "A static image drawn behind the knob.")
    static let knob = required("knob", .stateImage,
                               "The rotating knob image, optionally per control state (`highlighted` and `disabled` fall back to `normal`).")
}

/// `interaction`: how touches move a knob's value.
enum KnobInteractionKeys: ObjectKeys {
    static let typeName = "KnobInteraction"
    static let objectType = ObjectType(typeName, "How touches move the value.",
                                       keys: [style, dragging, pointsPerDegree, maxAngleJump, minCenterDistance, doubleTapToReset, touchSlop, events])

    static let style = optional("style", .words(RotaryInteractionStyle.self),
                                "Turn the knob by rotating around its centre, or by dragging horizontally or vertically.", default: .rotate)
    static let dragging = optional("dragging", .words(KnobInteraction.Dragging.self),
                                   "`absolute`: the value jumps to the finger's angle; `relative`: the value changes by how far the finger moves.",
                                   default: .rule("absolute for rotate, relative for drags") { $0[style] == .rotate ? .absolute : .relative })
    static let pointsPerDegree = optional("pointsPerDegree", .number(.positive),
                                          "For drag styles: how many points of finger movement turn the knob one degree.", default: 1)
    static let maxAngleJump = optional("maxAngleJump", .angle,
                                       "With `dragging: relative`: a move that turns the touch angle by more than this since the last touch the knob " +
                                       "followed is ignored (stops jumps when the finger crosses the centre or the gap).")
    static let minCenterDistance = optional("minCenterDistance", .length(.nonNegative),
                                            "While rotating, touches closer than this to the centre are ignored, in points.", default: 0)
    static let doubleTapToReset = optional("doubleTapToReset", .boolean, "Whether a double tap returns to `value.default`, animated.", default: false)
    static let touchSlop = optional("touchSlop", .length(.nonNegative), "How far outside its bounds a touch still counts as inside, in points.", default: 0)
    static let events = optional("events", .object(EventsKeys.self), "Which control events are sent when.", default: .empty)
}

/// `animations`: a knob's animated value changes.
enum ValueAnimationsKeys: ObjectKeys {
    static let typeName = "ValueAnimations"
    static let objectType = ObjectType(typeName, "Animated value changes.", keys: [setValue])

    static let setValue = optional("setValue", .object(SetValueAnimationKeys.self), "The animation of `setValue(_:animated:)` with `animated: true`.",
                                   default: .empty)
}

/// `animations.setValue`: the pointer's animation to a new value.
enum SetValueAnimationKeys: ObjectKeys {
    static let typeName = "SetValueAnimation"
    static let objectType = ObjectType(typeName, "The pointer's animation to a new value: a keyframe rotation.",
                                       keys: [duration, easing, through, reduceMotion])

    static let duration = optional("duration", .duration, "How long the animation takes.", default: 0.25)
    static let easing = optional("easing", .easing,
                                 "The timing curve of the whole turn; a `cubic-bezier` keeps its y " +
                                 "coordinates in 0…1; `hold` shows the new angle when the duration ends.", default: .easeInEaseOut)
    static let through = optional("through", .words(SetValueAnimation.Path.self),
                                  "`midpoint`: keyframes old → midpoint → new at key times 0, 0.5, 1, " +
                                  "so the rotation always turns along the track; `direct`: old → new.", default: .midpoint)
    static let reduceMotion = reduceMotionKey()
}
