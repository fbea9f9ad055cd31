import ControlKernel

/// The top level of a slider spec.
enum SliderKeys: TopLevelKeys {
    typealias Body = SliderSpec
    static let typeName = "SliderSpec"
    static let objectType = ObjectType(typeName, "A slider with one or more thumbs along a horizontal or vertical track, drawn with Core Graphics.",
                                       keys: sharedKeys(drawing: drawing)
                                           + [orientation, value, curvaceousness, track, thumb, ticks, labels, thumbLabels, rightToLeft, interaction, feedback])

    static let drawing = drawingKey(default: SliderSpec.DrawingStyle.coreGraphics)
    static let orientation = optional("orientation", .words(SliderSpec.Orientation.self),
                                      "`horizontal` (minimum on the leading edge) or `vertical` (minimum at the bottom).", default: .horizontal)
    static let value = required("value", .object(SliderValueKeys.self), "The range, the thumbs' values and how they snap.")
    static let curvaceousness = optional("curvaceousness", .number(.unit),
                                         "How round the track and thumbs are: 0 square, 1 fully round (corner radius = thickness × curvaceousness / 2).",
                                         default: 1)
    static let track = optional("track", .object(MultiSliderTrackKeys.self), "The track and its fill.", default: .empty)
    static let thumb = optional("thumb", .object(MultiSliderThumbKeys.self), "The thumbs.", default: .empty)
    static let ticks = optional("ticks", .object(SliderTicksKeys.self), "Tick marks across the track; none when left out.")
    static let labels = optional("labels", .object(SliderLabelsKeys.self), "A label showing each thumb's value beside it; none when left out.")
    static let thumbLabels = optional("thumbLabels", .array(.text, minCount: 1), "What VoiceOver calls each thumb, lowest first; one per thumb.",
                                      default: DescribedDefault("the accessibility label for one thumb; `Lower` and `Upper` (after the label) for two; " +
                                                                "`Thumb 1`, `Thumb 2`… for more"))
    static let rightToLeft = optional("rightToLeft", .words(RangeSliderSpec.RightToLeft.self),
                                      "In right-to-left layouts, `mirror` puts a horizontal slider's minimum on the right; " +
                                      "a vertical slider never mirrors and takes no `rightToLeft`.",
                                      default: .mirror)
    static let interaction = optional("interaction", .object(MultiSliderInteractionKeys.self), "How touches move the thumbs.", default: .empty)
    static let feedback = optional("feedback", .object(FeedbackKeys.self), "Haptic feedback.", default: .empty)
}

/// `value`: the range and thumbs of a slider.
enum SliderValueKeys: ValueRangeKeys {
    static let typeName = "SliderValue"
    static let objectType = ObjectType(typeName, "The range, the thumbs' values and how they snap.",
                                       keys: [min, max, values, step, snapValues, minimumDistance, continuous, animationDuration, reduceMotion])

    static let min = required("min", .number(.any), "The smallest value (`minimumValue`).")
    static let max = required("max", .number(.any), "The largest value (`maximumValue`); greater than `min`.")
    static let values = optional("values", .oneOrMany(.number(.any)),
                                 "The thumbs' initial values, lowest first: one number per thumb (`values`); a single number for one thumb.",
                                 default: DescribedDefault("[min]: one thumb at the minimum"))
    static let step = optional("step", .number(.nonNegative), "The step values snap to, counted from `min`; 0 means no snapping.", default: 0)
    static let snapValues = optional("snapValues", .array(.number(.any), minCount: 1),
                                     "The only values a thumb may rest on, lowest first, all in the range. Not with `step`.", default: .empty)
    static let minimumDistance = optional("minimumDistance", .number(.nonNegative),
                                          "The smallest distance between neighbouring thumbs' values (`minimumDistance`).", default: 0)
    static let continuous = optional("continuous", .boolean, "Whether `.valueChanged` is sent on every move, or only when the touch ends (`isContinuous`).",
                                     default: true)
    static let animationDuration = optional("animationDuration", .duration, "How long `setValues(_:animated:)` takes to move the thumbs.", default: 0.25)
    static let reduceMotion = reduceMotionKey()
}

/// `track`: the track of a slider.
enum MultiSliderTrackKeys: ObjectKeys {
    static let typeName = "MultiSliderTrack"
    static let objectType = ObjectType(typeName,
                                       "The track of a slider: a bar along the control's length, centred across it, drawn under the ticks and thumbs.",
                                       keys: [color, fillColor, fill, thickness, outline])

    static let color = optional("color", .stateColor, "The track's colour outside the fill.", default: StateValue(normal: .white(0.85, alpha: 1)))
    static let fillColor = optional("fillColor", .stateColor, "The colour of the filled part.", default: StateValue(normal: .tint))
    static let fill = optional("fill", .words(SliderSpec.Fill.self),
                               "Which part is filled: `fromMinimum` (to the highest thumb, as UISlider), `betweenThumbs` (a range), `none`.",
                               default: .fromMinimum)
    static let thickness = optional("thickness", .length(.positive), "The track's thickness across, in points; at most the thumb's size.", default: 4)
    static let outline = optional("outline", .object(OutlineKeys.self), "A stroke around the track.")
}

/// `thumb`: the thumbs of a slider.
enum MultiSliderThumbKeys: ObjectKeys {
    static let typeName = "MultiSliderThumb"
    static let objectType = ObjectType(typeName,
                                       "The thumbs of a slider: squares (rounded by `curvaceousness`) centred " +
                                       "on the track, drawn in this order: fill with shadow, outline, overlay.",
                                       keys: [color, size, shadow, outline, overlay])

    static let color = optional("color", .stateColor, "The thumb's fill.", default: StateValue(normal: .named("white")))
    static let size = optional("size", .length(.positive),
                               "The side of a thumb's square frame in points; at most the control's thickness (height, or width when vertical).", default: 28)
    static let shadow = optional("shadow", .object(ShadowKeys.self), "A drop shadow under the thumb.")
    static let outline = optional("outline", .object(OutlineKeys.self), "A stroke around the thumb.")
    static let overlay = optional("overlay", .stateColor,
                                  "A colour laid over the thumb, per state: shown while the thumb is dragged when `highlighted` is given.",
                                  default: StateValue(normal: .named("clear")))
}

/// `ticks`: tick marks across a slider's track.
enum SliderTicksKeys: ObjectKeys {
    static let typeName = "SliderTicks"
    static let objectType = ObjectType(typeName, "Tick marks across the track, drawn over it and under the thumbs.", keys: [every, color, length, width])

    static let every = optional("every", .number(.positive), "The distance between ticks in value units, from `min`.",
                                default: DescribedDefault("each snap value, or else each step"))
    static let color = optional("color", .color, "The ticks' colour.", default: .white(0.6, alpha: 1))
    static let length = optional("length", .length(.positive), "How far a tick reaches across the track, in points.", default: 8)
    static let width = optional("width", .length(.positive), "A tick's width along the track, in points.", default: 1)
}

/// `labels`: value labels beside a slider's thumbs.
enum SliderLabelsKeys: ObjectKeys {
    static let typeName = "SliderLabels"
    static let objectType = ObjectType(typeName, "A label showing each thumb's value beside it.",
                                       keys: [side, color, fontSize, maximumFontSize, fractionDigits, spacing])

    static let side = optional("side", .words(SliderSpec.LabelSide.self),
                               "`above` the thumbs (left of a vertical slider's) or `below` them (right of a vertical slider's).", default: .above)
    static let color = optional("color", .color, "The text colour.", default: .named("label"))
    static let fontSize = optional("fontSize", .length(.positive), "The font size in points, at the default Dynamic Type size.", default: 12)
    static let maximumFontSize = optional("maximumFontSize", .length(.positive),
                                          "The largest font size in points Dynamic Type may scale the labels to; no limit when left out.")
    static let fractionDigits = optional("fractionDigits", .integer(SpecLimits.fractionDigits), "The number of fraction digits shown.",
                                         default: DescribedDefault("up to \(SpokenNumber.defaultFractionDigits.upperBound), trailing zeros dropped"))
    static let spacing = optional("spacing", .length(.nonNegative), "The distance between a thumb and its label, in points.", default: 4)
}

/// `interaction`: how touches move a slider's thumbs.
enum MultiSliderInteractionKeys: ObjectKeys {
    static let typeName = "MultiSliderInteraction"
    static let objectType = ObjectType(typeName, "How touches move the thumbs.", keys: [touchSlop, tapMovesNearestThumb, events])

    static let touchSlop = optional("touchSlop", .length(.nonNegative), "How far outside a thumb a touch still grabs it, in points.", default: 8)
    static let tapMovesNearestThumb = optional("tapMovesNearestThumb", .boolean,
                                               "Whether a touch on the track away from every thumb moves the nearest thumb there (and drags it on).",
                                               default: true)
    static let events = optional("events", .object(EventsKeys.self), "Which control events are sent when.", default: .empty)
}
