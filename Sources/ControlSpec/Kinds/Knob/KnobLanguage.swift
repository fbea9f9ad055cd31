extension SpecLanguage {
    static let knobSpec = ObjectType("KnobSpec", "A rotary knob for one value, drawn with shape layers (a track arc and a pointer) or from images.", fields: commonFields(KnobSpec.kindName, drawing: ["shapeLayers", "images"], defaultDrawing: "shapeLayers") + [
        .required("value", .object("KnobValue"), "The value: range, initial value, steps and ends."),
        .required("angles", .object("Angles"), "Where the track starts and ends."),
        .optional("track", .object("KnobTrack"), "The track arc (drawing: shapeLayers)."),
        .optional("pointer", .object("KnobPointer"), "The pointer line (drawing: shapeLayers)."),
        .optional("images", .object("KnobImages"), "The images (drawing: images)."),
        .optional("interaction", .object("KnobInteraction"), "How touches move the value."),
        .optional("animations", .object("ValueAnimations"), "Animated value changes."),
        .optional("feedback", .object("Feedback"), "Haptic feedback."),
    ])

    static let knobValue = ObjectType("KnobValue", "The value of a one-value control.", fields: [
        .required("min", .number(.any), "The smallest value (`minimumValue`)."),
        .required("max", .number(.any), "The largest value (`maximumValue`); greater than `min`."),
        .optional("initial", .number(.any), "The value the control starts with.", default: "min"),
        .optional("default", .number(.any), "The value a double tap or reset returns to.", default: "initial"),
        .optional("step", .number(.nonNegative), "The step values snap to, counted from `min`; 0 means no snapping; divides `max` − `min`.", default: "0"),
        .optional("continuous", .boolean, "Whether `.valueChanged` is sent on every change while dragging (`isContinuous`), or only when the touch ends.", default: "true"),
        .optional("ends", .enumeration(["stop", "wrap"]), "What happens past an end: `stop` clamps; `wrap` continues from the other end (needs angles spanning a full turn).", default: "stop"),
    ])

    static let angles = ObjectType("Angles", "Where the track starts and ends. Angles carry a unit (`deg`, `rad`, or a multiple of `pi`).", fields: [
        .required("start", .angle, "The angle of the minimum value."),
        .required("end", .angle, "The angle of the maximum value; the track runs from `start` to `end` in the `clockwise` direction and spans at most a full turn."),
        .optional("zero", .enumeration(["right", "up", "left", "down"]), "Where angle 0 points: `right` is 3 o'clock, `up` is 12 o'clock.", default: "right"),
        .optional("clockwise", .boolean, "Whether positive angles turn clockwise on screen (UIKit's y-down convention).", default: "true"),
    ])

    static let knobTrack = ObjectType("KnobTrack", "The track arc of a shape-drawn knob.", fields: [
        .optional("lineWidth", .length(.positive), "The stroke width of the arc, in points.", default: "2"),
        .optional("color", .stateColor, "The stroke colour, optionally per control state.", default: "tint"),
    ])

    static let knobPointer = ObjectType("KnobPointer", "The pointer of a shape-drawn knob: a line from the track inwards, rotated to the value's angle.", fields: [
        .optional("length", .length(.nonNegative), "How far the pointer reaches in from the outer edge, in points.", default: "6"),
        .optional("lineWidth", .length(.positive), "The stroke width of the pointer, in points.", default: "track.lineWidth"),
        .optional("color", .stateColor, "The stroke colour, optionally per control state.", default: "tint"),
    ])

    static let knobImages = ObjectType("KnobImages", "The images of an image-based knob, by asset name; the knob image rotates.", fields: [
        .optional("background", .name(.asset), "A static image drawn behind the knob."),
        .required("knob", .stateImage, "The rotating knob image, optionally per control state (`highlighted` and `disabled` fall back to `normal`)."),
    ])

    static let knobInteraction = ObjectType("KnobInteraction", "How touches move the value.", fields: [
        .optional("style", .enumeration(["rotate", "horizontalDrag", "verticalDrag"]), "Turn the knob by rotating around its centre, or by dragging horizontally or vertically.", default: "rotate"),
        .optional("dragging", .enumeration(["absolute", "relative"]), "`absolute`: the value jumps to the finger's angle; `relative`: the value changes by how far the finger moves.", default: "absolute for rotate, relative for drags"),
        .optional("pointsPerDegree", .number(.positive), "For drag styles: how many points of finger movement turn the knob one degree.", default: "1"),
        .optional("maxAngleJump", .angle, "With `dragging: relative`: a move that turns the touch angle by more than this since the last touch the knob followed is ignored (stops jumps when the finger crosses the centre or the gap)."),
        .optional("minCenterDistance", .length(.nonNegative), "While rotating, touches closer than this to the centre are ignored, in points.", default: "0"),
        .optional("doubleTapToReset", .boolean, "Whether a double tap returns to `value.default`, animated.", default: "false"),
        .optional("touchSlop", .length(.nonNegative), "How far outside its bounds a touch still counts as inside, in points.", default: "0"),
        .optional("events", .object("Events"), "Which control events are sent when."),
    ])

    static let valueAnimations = ObjectType("ValueAnimations", "Animated value changes.", fields: [
        .optional("setValue", .object("SetValueAnimation"), "The animation of `setValue(_:animated:)` with `animated: true`."),
    ])

    static let setValueAnimation = ObjectType("SetValueAnimation", "The pointer's animation to a new value: a keyframe rotation.", fields: [
        .optional("duration", .duration, "How long the animation takes.", default: "0.25s"),
        .optional("easing", .easing, "The timing curve of the whole turn; a `cubic-bezier` keeps its y coordinates in 0…1; `hold` shows the new angle when the duration ends.", default: "easeInEaseOut"),
        .optional("through", .enumeration(["midpoint", "direct"]), "`midpoint`: keyframes old → midpoint → new at key times 0, 0.5, 1, so the rotation always turns along the track; `direct`: old → new.", default: "midpoint"),
    ])
}
