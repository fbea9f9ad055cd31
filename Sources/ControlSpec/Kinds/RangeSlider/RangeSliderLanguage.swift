extension SpecLanguage {
    static let rangeSliderSpec = ObjectType("RangeSliderSpec", "A slider with two thumbs that selects a range, drawn with Core Graphics.", fields: commonFields(RangeSliderSpec.kindName, drawing: ["coreGraphics"], defaultDrawing: "coreGraphics") + [
        .required("value", .object("RangeValue"), "The range and the two thumbs' values."),
        .optional("curvaceousness", .number(.unit), "How round the track and thumbs are: 0 square, 1 fully round (corner radius = height × curvaceousness / 2).", default: "1"),
        .optional("track", .object("SliderTrack"), "The track and its highlighted span."),
        .optional("thumb", .object("SliderThumb"), "The two thumbs."),
        .optional("rightToLeft", .enumeration(["mirror", "keep"]), "In right-to-left layouts, `mirror` puts the minimum on the right.", default: "mirror"),
        .optional("interaction", .object("SliderInteraction"), "How touches move the thumbs."),
        .optional("feedback", .object("Feedback"), "Haptic feedback."),
    ])

    static let rangeValue = ObjectType("RangeValue", "The range of a two-thumb slider.", fields: [
        .required("min", .number(.any), "The smallest value (`minimumValue`)."),
        .required("max", .number(.any), "The largest value (`maximumValue`); greater than `min`."),
        .optional("lower", .number(.any), "The lower thumb's initial value (`lowerValue`).", default: "min"),
        .optional("upper", .number(.any), "The upper thumb's initial value (`upperValue`).", default: "max"),
        .optional("step", .number(.nonNegative), "The step values snap to; 0 means no snapping.", default: "0"),
        .optional("minimumGap", .number(.nonNegative), "The smallest allowed distance between the two values, so the thumbs never sit on top of each other.", default: "0"),
        .optional("continuous", .boolean, "Whether `.valueChanged` is sent on every move, or only when the touch ends.", default: "true"),
    ])

    static let sliderTrack = ObjectType("SliderTrack", "The track of a range slider, drawn in this order: fill, highlight between the thumbs, gloss, inner shadow, outline.", fields: [
        .optional("color", .stateColor, "The track's fill.", default: "white(0.9)"),
        .optional("highlightColor", .stateColor, "The fill between the two thumbs.", default: "tint"),
        .optional("inset", .relativeLength, "How far the track is inset from the top and bottom: points, or `height/N`.", default: "height/3.5"),
        .optional("gloss", .color, "A colour laid over the lower half of the track."),
        .optional("innerShadow", .object("Shadow"), "A shadow inside the track's edge."),
        .optional("outline", .object("Outline"), "A stroke around the track."),
    ])

    static let sliderThumb = ObjectType("SliderThumb", "The thumbs of a range slider: squares as tall as the control, drawn in this order: fill with shadow, outline, gradient, overlay.", fields: [
        .optional("color", .stateColor, "The thumb's fill.", default: "white"),
        .optional("shadow", .object("Shadow"), "A drop shadow under the thumb."),
        .optional("outline", .object("Outline"), "A stroke around the thumb."),
        .optional("gradient", .object("Gradient"), "A gradient laid over the fill."),
        .optional("overlay", .stateColor, "A colour laid over the thumb, per state: typically `{ normal: clear, highlighted: white(0, 0.1) }`, shown while the thumb is dragged.", default: "clear"),
    ])

    static let sliderInteraction = ObjectType("SliderInteraction", "How touches move the thumbs.", fields: [
        .optional("touchSlop", .length(.nonNegative), "How far outside a thumb a touch still grabs it, in points.", default: "0"),
        .optional("events", .object("Events"), "Which control events are sent when."),
    ])

    static let shadow = ObjectType("Shadow", "A shadow.", fields: [
        .required("color", .color, "The shadow's colour."),
        .optional("offset", .point, "The offset `[x, y]` in points.", default: "[0, 0]"),
        .optional("blur", .length(.nonNegative), "The blur radius in points.", default: "0"),
    ])

    static let outline = ObjectType("Outline", "A stroke along a shape's edge.", fields: [
        .required("color", .color, "The stroke colour."),
        .optional("width", .length(.positive), "The stroke width in points.", default: "1"),
    ])

    static let gradient = ObjectType("Gradient", "A linear gradient between two colours.", fields: [
        .required("from", .color, "The colour at the top (or leading edge)."),
        .required("to", .color, "The colour at the bottom (or trailing edge)."),
        .optional("direction", .enumeration(["vertical", "horizontal"]), "`vertical` runs top to bottom, `horizontal` leading to trailing.", default: "vertical"),
    ])
}
