import ControlKernel
import Foundation

/// Checks a circular slider spec's meaning and builds its model.
struct CircularSliderSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the circular slider from its checked top-level object; `nil` when a value it needs
    /// is missing or invalid (every such problem is reported).
    func build(_ top: SpecObject<CircularSliderKeys>) -> CircularSliderSpec? {
        let thumbs = top[CircularSliderKeys.thumbs]
        let thumbsValid = top.gives(CircularSliderKeys.thumbs) || !top.writes(CircularSliderKeys.thumbs)
        let value = top[CircularSliderKeys.value].flatMap { thumbsValid ? circularValue($0, thumbs: thumbs) : nil }
        let angles = top[CircularSliderKeys.angles].flatMap { KnobSemantics(context: context).angleRange($0, wraps: value?.wraps == true) }
        if let value, let angles, let object = top[CircularSliderKeys.value] { checkTurns(object, value: value, angles: angles) }
        if let value { CommonSemantics(context: context).checkAccessibilityStep(top[CircularSliderKeys.accessibility], valueStep: value.step) }
        let track = top[CircularSliderKeys.track], thumb = top[CircularSliderKeys.thumb], interaction = top[CircularSliderKeys.interaction]
        let common = CommonSemantics(context: context)
        let feedback = common.stepFeedback(top[CircularSliderKeys.feedback], step: value?.step)
        let events = common.valueEvents(interaction[CircularInteractionKeys.events])
        if let object = top[CircularSliderKeys.value] { common.checkContinuous(object, CircularValueKeys.continuous, events: events) }
        let lineWidth = track[CircularTrackKeys.lineWidth], thumbRadius = thumb[CircularThumbKeys.radius]
        let fits = checkRadius(top, lineWidth: lineWidth, thumbRadius: thumbRadius, outlineWidth: thumb[CircularThumbKeys.outlineWidth])
        guard let value, let angles, fits else { return nil }
        return CircularSliderSpec(
            value: value, angles: angles, lineWidth: lineWidth, lineCap: track[CircularTrackKeys.lineCap], trackColor: track[CircularTrackKeys.color],
            fillColor: top[CircularSliderKeys.fill][CircularFillKeys.color], thumbRadius: thumbRadius, thumbColor: thumb[CircularThumbKeys.color],
            thumbOutlineColor: thumb[CircularThumbKeys.outlineColor], thumbOutlineWidth: thumb[CircularThumbKeys.outlineWidth],
            touchSlop: interaction[CircularInteractionKeys.touchSlop], events: events,
            stepFeedback: feedback)
    }

    /// The range and the thumbs' values; `nil` when the range is unusable, a value lies outside
    /// it or two thumbs' values break their order or distance. The keys of the other thumb count
    /// have no effect and are reported.
    private func circularValue(_ object: SpecObject<CircularValueKeys>, thumbs: Int) -> CircularValue? {
        reportInapplicable(object, thumbs: thumbs)
        let checks = ValueSemantics(context: context)
        guard let (min, max) = checks.range(object), let initial = object[CircularValueKeys.initial],
              let lower = object[CircularValueKeys.lower], let upper = object[CircularValueKeys.upper] else { return nil }
        let distance = thumbs == 2 ? object[CircularValueKeys.minimumDistance] : 0
        let keys = thumbs == 2 ? [(CircularValueKeys.lower, lower), (CircularValueKeys.upper, upper)] : [(CircularValueKeys.initial, initial)]
        let fits = keys.map { checks.isInRange(object, $0.0, value: $0.1, min, max, what: "the range") }
            + [checks.isInRange(object, CircularValueKeys.minimumDistance, value: distance, 0, max - min, what: "the range's length"),
               checks.stepFits(object, span: max - min)]
        guard !fits.contains(false) else { return nil }
        let step = object[CircularValueKeys.step], wraps = object[CircularValueKeys.ends] == .wrap
        checks.checkSteps(object, min: min, max: max, highest: max, values: keys.map { (key: $0.0, value: $0.1) })
        if thumbs == 2 {
            let ordered = wraps ? checkWrappedDistance(object, lower: lower, upper: upper, distance: distance, span: max - min)
                : checkOrder(object, lower: lower, upper: upper, distance: distance)
            guard ordered else { return nil }
            if step > 0, object.gives(CircularValueKeys.minimumDistance), !ValueSemantics.isWhole(distance / step) {
                context.diagnostics.emit(.valueRange, "'minimumDistance' (\(distance.shortText)) is not a whole number of steps of \(step.shortText)",
                                         at: object.span(of: CircularValueKeys.minimumDistance), keyPath: object.path(CircularValueKeys.minimumDistance),
                                         notes: [DiagnosticNote("a thumb stops on a step; use \(step.shortText) or a multiple of it")])
            }
        }
        return CircularValue(min: min, max: max, initialValues: thumbs == 2 ? [lower, upper] : [initial], step: step, minimumDistance: distance,
                             turns: object[CircularValueKeys.turns], wraps: wraps, isContinuous: object[CircularValueKeys.continuous],
                             animationDuration: object[CircularValueKeys.animationDuration],
                             reduceMotion: object[CircularValueKeys.reduceMotion])
    }

    /// Reports the value keys of the other thumb count, which have no effect.
    private func reportInapplicable(_ object: SpecObject<CircularValueKeys>, thumbs: Int) {
        let keys = thumbs == 2 ? [CircularValueKeys.initial] : [CircularValueKeys.lower, CircularValueKeys.upper]
        for key in keys where object.writes(key) {
            let use = thumbs == 2 ? "two thumbs start at 'lower' and 'upper'" : "one thumb starts at 'initial'; 'thumbs: 2' uses 'lower' and 'upper'"
            context.diagnostics.emit(.inapplicableKey, "'\(key.name)' has no effect with 'thumbs: \(thumbs)'", at: object.keySpan(of: key),
                                     keyPath: object.path(key), notes: [DiagnosticNote(use)])
        }
        if thumbs == 1, object.writes(CircularValueKeys.minimumDistance) {
            context.diagnostics.emit(.inapplicableKey, "'minimumDistance' has no effect with 'thumbs: 1'",
                                     at: object.keySpan(of: CircularValueKeys.minimumDistance), keyPath: object.path(CircularValueKeys.minimumDistance),
                                     notes: [DiagnosticNote("the distance is kept between two thumbs")])
        }
    }

    /// Whether two thumbs' values keep their order and distance; reports them when not.
    private func checkOrder(_ object: SpecObject<CircularValueKeys>, lower: Double, upper: Double, distance: Double) -> Bool {
        let at = object.gives(CircularValueKeys.upper) ? CircularValueKeys.upper : CircularValueKeys.lower
        if lower > upper {
            context.diagnostics.emit(.valueRange, "'lower' (\(lower.shortText)) must not be greater than 'upper' (\(upper.shortText))", at: object.span(of: at),
                                     keyPath: object.path(at))
            return false
        }
        if upper - lower < distance {
            context.diagnostics.emit(.valueRange,
                                     "'lower' (\(lower.shortText)) and 'upper' (\(upper.shortText)) are \((upper - lower).shortText) apart, less than " +
                                     "'minimumDistance' (\(distance.shortText))", at: object.span(of: at), keyPath: object.path(at))
            return false
        }
        return true
    }

    /// Whether two thumbs on a range that wraps are at least `distance` apart both ways round the
    /// circle, which needs a distance of at most half the range; reports them when not.
    private func checkWrappedDistance(_ object: SpecObject<CircularValueKeys>, lower: Double, upper: Double, distance: Double, span: Double) -> Bool {
        if 2 * distance > span {
            context.diagnostics.emit(.valueRange, "'minimumDistance' (\(distance.shortText)) is more than half the range (\(span.shortText)) with 'ends: wrap'",
                                     at: object.span(of: CircularValueKeys.minimumDistance), keyPath: object.path(CircularValueKeys.minimumDistance),
                                     notes: [DiagnosticNote("the thumbs keep the distance both ways round the circle")])
            return false
        }
        var forward = (upper - lower).truncatingRemainder(dividingBy: span)
        if forward < 0 { forward += span }
        let apart = Swift.min(forward, span - forward)
        guard apart < distance else { return true }
        let at = object.gives(CircularValueKeys.upper) ? CircularValueKeys.upper : CircularValueKeys.lower
        context.diagnostics.emit(.valueRange,
                                 "'lower' (\(lower.shortText)) and 'upper' (\(upper.shortText)) are \(apart.shortText) apart round the circle, less than " +
                                 "'minimumDistance' (\(distance.shortText))", at: object.span(of: at), keyPath: object.path(at))
        return false
    }

    /// Checks that winding past a full turn has a full circle to wind on, one thumb and ends that stop.
    private func checkTurns(_ object: SpecObject<CircularValueKeys>, value: CircularValue, angles: AngleRange) {
        guard value.turns > 1 else { return }
        let at = object.span(of: CircularValueKeys.turns), keyPath = object.path(CircularValueKeys.turns)
        let span = angles.end.radians - angles.start.radians
        if !RotaryAngles.isFullTurn(span: span) {
            context.diagnostics.emit(.angleSpan, "'turns: \(value.turns)' needs a track spanning a full turn, found \(span.degreesText)", at: at,
                                     keyPath: keyPath,
                                     notes: [DiagnosticNote("use 'turns: 1', or angles 360deg apart")])
        }
        if value.initialValues.count > 1 {
            context.diagnostics.emit(.inapplicableKey, "'turns: \(value.turns)' needs one thumb, found 2", at: at, keyPath: keyPath,
                                     notes: [DiagnosticNote("two thumbs share one turn of the track")])
        }
        if value.wraps {
            context.diagnostics.emit(.inapplicableKey, "'turns: \(value.turns)' needs 'ends: stop', found 'ends: wrap'", at: at, keyPath: keyPath,
                                     notes: [DiagnosticNote("a range that wraps covers one turn: its maximum is its minimum")])
        }
    }

    /// Whether the thumbs and the track's stroke leave a track of positive radius; reports it
    /// when not.
    private func checkRadius(_ top: SpecObject<CircularSliderKeys>, lineWidth: Double, thumbRadius: Double, outlineWidth: Double) -> Bool {
        guard let size = context.size else { return true }
        let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: size.width, height: size.height), lineWidth: lineWidth, thumbRadius: thumbRadius,
                                    thumbOutlineWidth: outlineWidth)
        guard layout.radius <= 0 else { return true }
        let thumb = top[CircularSliderKeys.thumb]
        let given = thumb.gives(CircularThumbKeys.radius)
        context.diagnostics.emit(.valueRange,
                                 "the track's radius would be \(Double(layout.radius).shortText) points; the thumbs and the line width leave no room in " +
                                 "\(size.width.shortText)x\(size.height.shortText)",
                                 at: given ? thumb.span(of: CircularThumbKeys.radius) : top.span(of: CircularSliderKeys.size),
                                 keyPath: given ? thumb.path(CircularThumbKeys.radius) : CircularSliderKeys.size.name)
        return false
    }
}
