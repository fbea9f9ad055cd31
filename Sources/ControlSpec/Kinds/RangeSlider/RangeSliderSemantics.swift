/// Checks a range slider spec's meaning and builds its model.
struct RangeSliderSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the slider from its checked top-level object.
    func build(_ top: CheckedObject) -> RangeSliderSpec {
        let value = rangeValue(top.object("value"))
        let track = top.object("track"), thumb = top.object("thumb"), interaction = top.object("interaction")
        let common = CommonSemantics(context: context)
        return RangeSliderSpec(
            value: value,
            curvaceousness: top.number("curvaceousness") ?? 1,
            track: SliderTrack(
                color: track?.stateColor("color") ?? StateValue(normal: .white(0.9, alpha: 1)),
                highlightColor: track?.stateColor("highlightColor") ?? StateValue(normal: .tint),
                inset: inset(track),
                gloss: track?.color("gloss"),
                innerShadow: track?.object("innerShadow").map(shadow),
                outline: track?.object("outline").map(outline)),
            thumb: SliderThumb(
                color: thumb?.stateColor("color") ?? StateValue(normal: .named("white")),
                shadow: thumb?.object("shadow").map(shadow),
                outline: thumb?.object("outline").map(outline),
                gradient: thumb?.object("gradient").map(gradient),
                overlay: thumb?.stateColor("overlay") ?? StateValue(normal: .named("clear"))),
            mirrorsInRightToLeft: (top.word("rightToLeft") ?? "mirror") == "mirror",
            touchSlop: interaction?.number("touchSlop") ?? 0,
            events: common.valueEvents(interaction?.object("events")),
            stepFeedback: common.stepFeedback(top.object("feedback"), step: value.step))
    }

    private func rangeValue(_ object: CheckedObject?) -> RangeValue {
        let fallback = RangeValue(min: 0, max: 1, lower: 0, upper: 1, step: 0, minimumGap: 0, isContinuous: true)
        guard let object else { return fallback }
        let checks = ValueSemantics(context: context)
        guard checks.checkRange(object), let min = object.number("min"), let max = object.number("max") else { return fallback }
        let lower = checks.inRange(object, "lower", min, max, fallback: min, what: "the range")
        let upper = checks.inRange(object, "upper", min, max, fallback: max, what: "the range")
        let gap = checks.inRange(object, "minimumGap", 0, max - min, fallback: 0, what: "the range's length")
        let written = ["lower", "upper", "minimumGap"].filter { object[$0] != nil }
        if lower > upper {
            let at = written.first ?? "lower"
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) must not be greater than 'upper' (\(upper.shortText))", at: object.span(of: at), keyPath: object.path(at))
        } else if upper - lower < gap {
            let at = written.contains("upper") ? "upper" : written.first ?? "minimumGap"
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) and 'upper' (\(upper.shortText)) are \((upper - lower).shortText) apart, less than 'minimumGap' (\(gap.shortText))", at: object.span(of: at), keyPath: object.path(at))
        }
        return RangeValue(min: min, max: max, lower: lower, upper: upper, step: checks.step(object, span: max - min), minimumGap: gap, isContinuous: object.bool("continuous") ?? true)
    }

    /// The track's inset, checking that it leaves a track of positive height.
    private func inset(_ track: CheckedObject?) -> RelativeLength {
        guard let track, case .relativeLength(let inset)? = track["inset"]?.value else { return .heightDividedBy(3.5) }
        if let size = context.size {
            let points: Double = switch inset {
            case .points(let p): p
            case .heightDividedBy(let d): size.height / d
            case .widthDividedBy(let d): size.width / d
            }
            if 2 * points >= size.height {
                context.diagnostics.emit(.valueRange, "'inset' leaves no track: twice \(points.shortText) points is at least the height \(size.height.shortText)", at: track.span(of: "inset"), keyPath: track.path("inset"))
            }
        }
        return inset
    }

    private func shadow(_ object: CheckedObject) -> Shadow {
        var offset = Point(x: 0, y: 0)
        if case .point(let p)? = object["offset"]?.value { offset = p }
        return Shadow(color: object.color("color") ?? .named("black"), offset: offset, blur: object.number("blur") ?? 0)
    }

    private func outline(_ object: CheckedObject) -> Outline {
        Outline(color: object.color("color") ?? .named("black"), width: object.number("width") ?? 1)
    }

    private func gradient(_ object: CheckedObject) -> Gradient {
        Gradient(from: object.color("from") ?? .named("clear"), to: object.color("to") ?? .named("clear"), isVertical: (object.word("direction") ?? "vertical") == "vertical")
    }
}
