/// The top level of a range slider spec.
enum RangeSliderKeys: TopLevelKeys {
    typealias Body = RangeSliderSpec
    static let typeName = "RangeSliderSpec"
    static let objectType = ObjectType(typeName, "A slider with two thumbs that selects a range, drawn with Core Graphics.",
                                       keys: sharedKeys(drawing: drawing) + [value, curvaceousness, track, thumb, rightToLeft, interaction, feedback])

    static let drawing = drawingKey(default: RangeSliderSpec.DrawingStyle.coreGraphics)
    static let value = required("value", .object(RangeValueKeys.self), "The range and the two thumbs' values.")
    static let curvaceousness = optional("curvaceousness", .number(.unit),
                                         "How round the track and thumbs are: 0 square, 1 fully round (corner radius = height × curvaceousness / 2).",
                                         default: 1)
    static let track = optional("track", .object(SliderTrackKeys.self), "The track and its highlighted span.", default: .empty)
    static let thumb = optional("thumb", .object(SliderThumbKeys.self), "The two thumbs.", default: .empty)
    static let rightToLeft = optional("rightToLeft", .words(RangeSliderSpec.RightToLeft.self),
                                      "In right-to-left layouts, `mirror` puts the minimum on the right.", default: .mirror)
    static let interaction = optional("interaction", .object(SliderInteractionKeys.self), "How touches move the thumbs.", default: .empty)
    static let feedback = optional("feedback", .object(FeedbackKeys.self), "Haptic feedback.", default: .empty)
}

/// `value`: the range of a two-thumb slider.
enum RangeValueKeys: ValueRangeKeys {
    static let typeName = "RangeValue"
    static let objectType = ObjectType(typeName, "The range of a two-thumb slider.", keys: [min, max, lower, upper, step, minimumGap, continuous])

    static let min = required("min", .number(.any), "The smallest value (`minimumValue`).")
    static let max = required("max", .number(.any), "The largest value (`maximumValue`); greater than `min`.")
    static let lower = optional("lower", .number(.any), "The lower thumb's initial value (`lowerValue`).", default: .key(min))
    static let upper = optional("upper", .number(.any), "The upper thumb's initial value (`upperValue`).", default: .key(max))
    static let step = optional("step", .number(.nonNegative), "The step values snap to; 0 means no snapping.", default: 0)
    static let minimumGap = optional("minimumGap", .number(.nonNegative),
                                     "The smallest allowed distance between the two values, so the thumbs never sit on top of each other.", default: 0)
    static let continuous = optional("continuous", .boolean, "Whether `.valueChanged` is sent on every move, or only when the touch ends.", default: true)
}

/// `track`: the track of a range slider.
enum SliderTrackKeys: ObjectKeys {
    static let typeName = "SliderTrack"
    static let objectType = ObjectType(typeName,
                                       "The track of a range slider, drawn in this order: fill, highlight between the thumbs, gloss, inner shadow, outline.",
                                       keys: [color, highlightColor, inset, gloss, innerShadow, outline])

    static let color = optional("color", .stateColor,
                                "The track's fill: a light grey in the light appearance, a dark grey " +
                                "in the dark, so that the tint highlight keeps a 3:1 contrast in both.",
                               default: StateValue(normal: .perAppearance(AppearanceColors(light: .white(0.9, alpha: 1), dark: .white(0.2, alpha: 1)))))
    static let highlightColor = optional("highlightColor", .stateColor, "The fill between the two thumbs.", default: StateValue(normal: .tint))
    static let inset = optional("inset", .relativeLength, "How far the track is inset from the top and bottom: points, or `height/N`.",
                                default: .heightDividedBy(3.5))
    static let gloss = optional("gloss", .color, "A colour laid over the lower half of the track.")
    static let innerShadow = optional("innerShadow", .object(ShadowKeys.self), "A shadow inside the track's edge.")
    static let outline = optional("outline", .object(OutlineKeys.self), "A stroke around the track.")
}

/// `thumb`: the thumbs of a range slider.
enum SliderThumbKeys: ObjectKeys {
    static let typeName = "SliderThumb"
    static let objectType = ObjectType(typeName,
                                       "The thumbs of a range slider: squares as tall as the control, " +
                                       "drawn in this order: fill with shadow, outline, gradient, overlay.",
                                       keys: [color, shadow, outline, gradient, overlay])

    static let color = optional("color", .stateColor, "The thumb's fill.", default: StateValue(normal: .named("white")))
    static let shadow = optional("shadow", .object(ShadowKeys.self), "A drop shadow under the thumb.")
    static let outline = optional("outline", .object(OutlineKeys.self), "A stroke around the thumb.")
    static let gradient = optional("gradient", .object(GradientKeys.self), "A gradient laid over the fill.")
    static let overlay = optional("overlay", .stateColor,
                                  "A colour laid over the thumb, per state: typically `{ normal: clear, " +
                                  "highlighted: 'white(0, 0.1)' }`, shown while the thumb is dragged.", default: StateValue(normal: .named("clear")))
}

/// `interaction`: how touches move a slider's thumbs.
enum SliderInteractionKeys: ObjectKeys {
    static let typeName = "SliderInteraction"
    static let objectType = ObjectType(typeName, "How touches move the thumbs.", keys: [touchSlop, events])

    static let touchSlop = optional("touchSlop", .length(.nonNegative), "How far outside a thumb a touch still grabs it, in points.", default: 0)
    static let events = optional("events", .object(EventsKeys.self), "Which control events are sent when.", default: .empty)
}

/// A shadow.
enum ShadowKeys: ObjectKeys {
    static let typeName = "Shadow"
    static let objectType = ObjectType(typeName, "A shadow.", keys: [color, offset, blur])

    static let color = required("color", .color, "The shadow's colour.")
    static let offset = optional("offset", .point, "The offset `[x, y]` in points.", default: Point(x: 0, y: 0))
    static let blur = optional("blur", .length(.nonNegative), "The blur radius in points.", default: 0)
}

/// A stroke along a shape's edge.
enum OutlineKeys: ObjectKeys {
    static let typeName = "Outline"
    static let objectType = ObjectType(typeName, "A stroke along a shape's edge.", keys: [color, width])

    static let color = required("color", .color, "The stroke colour.")
    static let width = optional("width", .length(.positive), "The stroke width in points.", default: 1)
}

/// A linear gradient between two colours.
enum GradientKeys: ObjectKeys {
    static let typeName = "Gradient"
    static let objectType = ObjectType(typeName, "A linear gradient between two colours.", keys: [from, to, direction])

    static let from = required("from", .color, "The colour at the top (or leading edge).")
    static let to = required("to", .color, "The colour at the bottom (or trailing edge).")
    static let direction = optional("direction", .words(Gradient.Direction.self), "`vertical` runs top to bottom, `horizontal` leading to trailing.",
                                    default: .vertical)
}
