import ControlKernel
import Foundation

/// Checks a range slider spec's meaning and builds its model.
struct RangeSliderSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the slider from its checked top-level object.
    func build(_ top: CheckedObject) -> RangeSliderSpec {
        let value = rangeValue(top.object("value"))
        let track = top.object("track"), thumb = top.object("thumb"), interaction = top.object("interaction")
        let common = CommonSemantics(context: context)
        let events = common.withoutEventsSentByUIControl(common.valueEvents(interaction?.object("events")), interaction?.object("events"))
        checkContinuous(top.object("value"), events: events)
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
            events: events,
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
        let step = checks.step(object, span: max - min)
        if step > 0 {
            checkSteps(object, min: min, max: max, step: step, values: [("lower", lower), ("upper", upper)], gap: gap)
        }
        let written = ["lower", "upper", "minimumGap"].filter { object[$0] != nil }
        if lower > upper {
            let at = written.first ?? "lower"
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) must not be greater than 'upper' (\(upper.shortText))", at: object.span(of: at), keyPath: object.path(at))
        } else if upper - lower < gap {
            let at = written.contains("upper") ? "upper" : written.first ?? "minimumGap"
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) and 'upper' (\(upper.shortText)) are \((upper - lower).shortText) apart, less than 'minimumGap' (\(gap.shortText))", at: object.span(of: at), keyPath: object.path(at))
        }
        return RangeValue(min: min, max: max, lower: lower, upper: upper, step: step, minimumGap: gap, isContinuous: object.bool("continuous") ?? true)
    }

    /// Checks that the values the spec writes lie on steps and that the gap is a whole number of
    /// steps the range can hold, with the kernel's own step arithmetic: the generated control
    /// would otherwise snap them and start somewhere else than the spec says.
    private func checkSteps(_ object: CheckedObject, min: Double, max: Double, step: Double, values: [(key: String, value: Double)], gap: Double) {
        let model = SliderModel(minimumValue: min, maximumValue: max, values: values.map(\.value), step: step, minimumGap: gap)
        let steps = "a multiple of 'step' (\(step.shortText)) above 'min' (\(min.shortText))"
        if !model.isOnStep(max) {
            context.diagnostics.emit(.valueRange, "'max' (\(max.shortText)) is not \(steps); the thumbs could reach \(model.highestValue.shortText) at most", at: object.span(of: "max"), keyPath: object.path("max"),
                                     notes: [DiagnosticNote("steps count from 'min'; make 'max' − 'min' a multiple of 'step'")])
        }
        for (key, value) in values where object[key] != nil && !model.isOnStep(value) {
            context.diagnostics.emit(.valueRange, "'\(key)' (\(value.shortText)) is not \(steps); the control would start at \(model.snapped(value).shortText)", at: object.span(of: key), keyPath: object.path(key))
        }
        guard object["minimumGap"] != nil else { return }
        if model.gap < gap {
            context.diagnostics.emit(.valueRange, "'minimumGap' (\(gap.shortText)) is more than the steps allow: values on steps of \(step.shortText) are at most \(model.gap.shortText) apart here", at: object.span(of: "minimumGap"), keyPath: object.path("minimumGap"))
        } else if !model.isOnStep(min + gap) {
            context.diagnostics.emit(.valueRange, "'minimumGap' (\(gap.shortText)) is not a whole number of steps of \(step.shortText); the thumbs would stay \(model.gap.shortText) apart", at: object.span(of: "minimumGap"), keyPath: object.path("minimumGap"))
        }
    }

    /// Reports `continuous` when no change events are sent: it decides only when they are sent.
    private func checkContinuous(_ object: CheckedObject?, events: ControlEvents) {
        guard let object, object.writtenKeys.contains("continuous"), events.change.isEmpty else { return }
        context.diagnostics.emit(.inapplicableKey, "'continuous' has no effect because 'interaction.events.change' sends no event", at: object["continuous"]?.keySpan ?? object.span, keyPath: object.path("continuous"),
                                 notes: [DiagnosticNote("'continuous' decides when the change events are sent; 'valueChangeHandler' and SwiftUI bindings follow every change anyway")])
    }

    /// The track's inset, checking that it leaves a track of positive height.
    private func inset(_ track: CheckedObject?) -> RelativeLength {
        guard let track, case .relativeLength(let inset)? = track["inset"]?.value else { return .heightDividedBy(3.5) }
        if let size = context.size {
            let points = Double(inset.sliderTrackInset.points(in: CGSize(width: size.width, height: size.height)))
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
