import ControlKernel
import Foundation

/// Checks a range slider spec's meaning and builds its model.
struct RangeSliderSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the slider from its checked top-level object; `nil` when a value it needs is
    /// missing or invalid (every such problem is reported).
    func build(_ top: SpecObject<RangeSliderKeys>) -> RangeSliderSpec? {
        let value = top[RangeSliderKeys.value].flatMap(rangeValue)
        let track = top[RangeSliderKeys.track], thumb = top[RangeSliderKeys.thumb], interaction = top[RangeSliderKeys.interaction]
        let common = CommonSemantics(context: context)
        let events = common.valueEvents(interaction[SliderInteractionKeys.events])
        if let valueObject = top[RangeSliderKeys.value] { common.checkContinuous(valueObject, RangeValueKeys.continuous, events: events) }
        let feedback = common.stepFeedback(top[RangeSliderKeys.feedback], step: value?.step)
        if let value { common.checkAccessibilityStep(top[RangeSliderKeys.accessibility], valueStep: value.step) }
        let sliderTrack = SliderTrack(
            color: track[SliderTrackKeys.color], highlightColor: track[SliderTrackKeys.highlightColor], inset: inset(track),
            gloss: track[SliderTrackKeys.gloss], innerShadow: track[SliderTrackKeys.innerShadow].flatMap(shadow),
            outline: track[SliderTrackKeys.outline].flatMap(outline))
        if let size = context.size {
            ThumbInsetSemantics(context: context).check(side: size.height, shadow: thumb[SliderThumbKeys.shadow], outline: thumb[SliderThumbKeys.outline])
        }
        guard let value else { return nil }
        return RangeSliderSpec(
            value: value,
            curvaceousness: top[RangeSliderKeys.curvaceousness],
            track: sliderTrack,
            thumb: SliderThumb(
                color: thumb[SliderThumbKeys.color], shadow: thumb[SliderThumbKeys.shadow].flatMap(shadow),
                outline: thumb[SliderThumbKeys.outline].flatMap(outline),
                gradient: thumb[SliderThumbKeys.gradient].flatMap(gradient), overlay: thumb[SliderThumbKeys.overlay]),
            mirrorsInRightToLeft: top[RangeSliderKeys.rightToLeft] == .mirror,
            touchSlop: interaction[SliderInteractionKeys.touchSlop],
            events: events,
            stepFeedback: feedback)
    }

    /// The range and the thumbs' values; `nil` when the range is unusable or a value lies outside
    /// it. An optional object whose required colour is invalid is left out (the error is reported).
    private func rangeValue(_ object: SpecObject<RangeValueKeys>) -> RangeValue? {
        let checks = ValueSemantics(context: context)
        guard let (min, max) = checks.range(object), let lower = object[RangeValueKeys.lower], let upper = object[RangeValueKeys.upper] else { return nil }
        let gap = object[RangeValueKeys.minimumGap]
        let fits = [
            checks.isInRange(object, RangeValueKeys.lower, value: lower, min, max, what: "the range"),
            checks.isInRange(object, RangeValueKeys.upper, value: upper, min, max, what: "the range"),
            checks.isInRange(object, RangeValueKeys.minimumGap, value: gap, 0, max - min, what: "the range's length"),
            checks.stepFits(object, span: max - min),
        ]
        guard !fits.contains(false) else { return nil }
        let step = object[RangeValueKeys.step]
        let model = SliderModel(minimumValue: min, maximumValue: max, values: [lower, upper], step: step, minimumGap: gap)
        checks.checkSteps(object, min: min, max: max, highest: model.highestValue, values: [(RangeValueKeys.lower, lower), (RangeValueKeys.upper, upper)])
        if step > 0 { checkGap(object, model: model, gap: gap) }
        let given = [RangeValueKeys.lower.field, RangeValueKeys.upper.field, RangeValueKeys.minimumGap.field].filter { object.gives($0) }
        if lower > upper {
            let at = given.first ?? RangeValueKeys.lower.field
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) must not be greater than 'upper' (\(upper.shortText))", at: object.span(of: at),
                                     keyPath: object.path(at))
        } else if upper - lower < gap {
            let at = given.first { $0.key == RangeValueKeys.upper.name } ?? given.first ?? RangeValueKeys.minimumGap.field
            context.diagnostics.emit(.valueRange,
                                     "'lower' (\(lower.shortText)) and 'upper' (\(upper.shortText)) are \((upper - lower).shortText) apart, less than " +
                                     "'minimumGap' (\(gap.shortText))", at: object.span(of: at), keyPath: object.path(at))
        }
        return RangeValue(min: min, max: max, lower: lower, upper: upper, step: step, minimumGap: gap, isContinuous: object[RangeValueKeys.continuous])
    }

    /// Checks that the gap the spec gives is a whole number of steps the range can hold, with the
    /// kernel's own step arithmetic: the thumbs would otherwise keep another distance.
    private func checkGap(_ object: SpecObject<RangeValueKeys>, model: SliderModel, gap: Double) {
        guard object.gives(RangeValueKeys.minimumGap) else { return }
        let at = object.span(of: RangeValueKeys.minimumGap), keyPath = object.path(RangeValueKeys.minimumGap)
        if model.gap < gap {
            context.diagnostics.emit(.valueRange,
                                     "'minimumGap' (\(gap.shortText)) is more than the steps allow: values on steps of \(model.step.shortText) are at most " +
                                     "\(model.gap.shortText) apart here", at: at, keyPath: keyPath)
        } else if !model.isOnStep(model.minimumValue + gap) {
            context.diagnostics.emit(.valueRange,
                                     "'minimumGap' (\(gap.shortText)) is not a whole number of steps of " +
                                     "\(model.step.shortText); the thumbs would stay \(model.gap.shortText) apart", at: at, keyPath: keyPath)
        }
    }

    /// The track's inset, checking that it leaves a track of positive height.
    private func inset(_ track: SpecObject<SliderTrackKeys>) -> RelativeLength {
        let inset = track[SliderTrackKeys.inset]
        if track.gives(SliderTrackKeys.inset), let size = context.size {
            let points = Double(inset.sliderTrackInset.points(in: CGSize(width: size.width, height: size.height)))
            if 2 * points >= size.height {
                context.diagnostics.emit(.valueRange,
                                         "'inset' leaves no track: twice \(points.shortText) points is at least the height \(size.height.shortText)",
                                         at: track.span(of: SliderTrackKeys.inset), keyPath: track.path(SliderTrackKeys.inset))
            }
        }
        return inset
    }

    /// A shadow; `nil` when its colour is invalid.
    private func shadow(_ object: SpecObject<ShadowKeys>) -> Shadow? {
        object[ShadowKeys.color].map { Shadow(color: $0, offset: object[ShadowKeys.offset], blur: object[ShadowKeys.blur]) }
    }

    /// An outline; `nil` when its colour is invalid.
    private func outline(_ object: SpecObject<OutlineKeys>) -> Outline? {
        object[OutlineKeys.color].map { Outline(color: $0, width: object[OutlineKeys.width]) }
    }

    /// A gradient; `nil` when a colour is invalid.
    private func gradient(_ object: SpecObject<GradientKeys>) -> Gradient? {
        guard let from = object[GradientKeys.from], let to = object[GradientKeys.to] else { return nil }
        return Gradient(from: from, to: to, isVertical: object[GradientKeys.direction] == .vertical)
    }
}
