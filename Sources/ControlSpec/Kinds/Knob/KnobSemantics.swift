import ControlKernel

/// Checks a knob spec's meaning and builds its model.
struct KnobSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the knob from its checked top-level object.
    func build(_ top: CheckedObject) -> KnobSpec {
        let value = valueModel(top.object("value"))
        let angles = angleRange(top.object("angles"), wraps: value.wraps)
        let common = CommonSemantics(context: context)
        checkAccessibilityStep(top.object("accessibility"), valueStep: value.step)
        return KnobSpec(
            value: value,
            angles: angles,
            drawing: drawing(top),
            interaction: interaction(top.object("interaction")),
            setValueAnimation: setValueAnimation(top.object("animations")?.object("setValue")),
            stepFeedback: common.stepFeedback(top.object("feedback"), step: value.step))
    }

    private func valueModel(_ object: CheckedObject?) -> ValueModel {
        guard let object else { return ValueModel(min: 0, max: 1, initial: 0, defaultValue: 0, step: 0, isContinuous: true, wraps: false) }
        let checks = ValueSemantics(context: context)
        let valid = checks.checkRange(object)
        let min = valid ? object.number("min")! : 0, max = valid ? object.number("max")! : 1
        let initial = valid ? checks.inRange(object, "initial", min, max, fallback: min, what: "the range") : min
        let defaultValue = valid ? checks.inRange(object, "default", min, max, fallback: initial, what: "the range") : initial
        let step = valid ? checks.step(object, span: max - min) : 0
        if step > 0 {
            checkSteps(object, range: RotaryValueRange(minimum: min, maximum: max, step: step, wraps: false), initial: initial, defaultValue: defaultValue)
        }
        return ValueModel(
            min: min, max: max, initial: initial, defaultValue: defaultValue, step: step,
            isContinuous: object.bool("continuous") ?? true,
            wraps: object.word("ends") == "wrap")
    }

    /// Checks that the step divides the range and that the initial and default values lie on
    /// steps: the knob snaps every value to a step, so it would start elsewhere than the spec says.
    private func checkSteps(_ object: CheckedObject, range: RotaryValueRange, initial: Double, defaultValue: Double) {
        let diagnostics = context.diagnostics
        let steps = range.span / range.step
        if !ValueSemantics.isWhole(steps) {
            let lastStep = range.minimum + steps.rounded(.down) * range.step
            diagnostics.emit(.valueRange, "'step' (\(range.step.shortText)) does not divide the range \(range.minimum.shortText)…\(range.maximum.shortText) into whole steps, found \(steps.roundedText) steps", at: object.span(of: "step"), keyPath: object.path("step"),
                             notes: [DiagnosticNote("the last step, from \(lastStep.roundedText) to \(range.maximum.shortText), would be shorter; use a step that divides 'max' − 'min'")])
        }
        for (key, value) in [("initial", initial), ("default", defaultValue)] where object.number(key) != nil && value != range.maximum {
            let index = (value - range.minimum) / range.step
            guard !ValueSemantics.isWhole(index) else { continue }
            let below = range.clamped(range.minimum + index.rounded(.down) * range.step)
            let above = range.clamped(range.minimum + index.rounded(.up) * range.step)
            diagnostics.emit(.valueRange, "'\(key)' (\(value.shortText)) is not on a step of \(range.step.shortText) from 'min' (\(range.minimum.shortText))", at: object.span(of: key), keyPath: object.path(key),
                             notes: [DiagnosticNote("the nearest steps are \(below.roundedText) and \(above.roundedText)")])
        }
    }

    /// Checks that VoiceOver's step is a whole number of value steps: the knob moves a stepped
    /// value by whole steps, so any other adjustment would be rounded to a different distance.
    private func checkAccessibilityStep(_ object: CheckedObject?, valueStep: Double) {
        guard let object, valueStep > 0, let step = object.number("step"), !ValueSemantics.isWhole(step / valueStep) else { return }
        context.diagnostics.emit(.valueRange, "'step' (\(step.shortText)) is not a whole number of value steps (\(valueStep.shortText))", at: object.span(of: "step"), keyPath: object.path("step"),
                                 notes: [DiagnosticNote("VoiceOver moves a stepped value by whole steps; use \(valueStep.shortText) or a multiple of it")])
    }

    private func angleRange(_ object: CheckedObject?, wraps: Bool) -> AngleRange {
        let fallback = AngleRange(start: Angle(radians: 0), end: Angle(radians: .pi), zero: .right, clockwise: true)
        guard let object, let start = object.angle("start"), let end = object.angle("end") else { return fallback }
        let range = AngleRange(start: start, end: end, zero: AngleRange.ZeroDirection(rawValue: object.word("zero") ?? "right") ?? .right, clockwise: object.bool("clockwise") ?? true)
        let span = end.radians - start.radians
        let diagnostics = context.diagnostics
        if span <= 0 {
            diagnostics.emit(.angleSpan, "'end' (\(end.degrees.shortDegrees)) must be greater than 'start' (\(start.degrees.shortDegrees))", at: object.span(of: "end"), keyPath: object.path("end"), notes: [DiagnosticNote("the track runs from 'start' to increasing angles up to 'end'; 'clockwise' chooses which way increasing angles turn on screen")])
        } else if span > 2 * .pi + 1e-9 {
            diagnostics.emit(.angleSpan, "the track spans \(span.degreesText), more than a full turn", at: object.span(of: "end"), keyPath: object.path("end"), notes: [DiagnosticNote("'end' − 'start' must be at most 360deg (2pi)")])
        } else if wraps, abs(span - 2 * .pi) > 1e-9 {
            diagnostics.emit(.angleSpan, "'ends: wrap' needs a track spanning a full turn, found \(span.degreesText)", at: object.span(of: "end"), keyPath: object.path("end"), notes: [DiagnosticNote("use 'ends: stop', or angles 360deg apart")])
        }
        return range
    }

    private func drawing(_ top: CheckedObject) -> KnobSpec.Drawing {
        let diagnostics = context.diagnostics
        let track = top.object("track"), pointer = top.object("pointer")
        if top.word("drawing") == "images" {
            for key in ["track", "pointer"] where top.writtenKeys.contains(key) {
                diagnostics.emit(.inapplicableKey, "'\(key)' has no effect with 'drawing: images'", at: top[key]?.keySpan ?? top.span, keyPath: key, notes: [DiagnosticNote("an image-based knob draws its 'images'")])
            }
            guard let images = top.object("images"), case .stateImage(let knob)? = images["knob"]?.value else {
                if !top.writtenKeys.contains("images") {
                    diagnostics.emit(.missingKey, "missing required key 'images' for 'drawing: images'", at: top.span(of: "drawing"), keyPath: "images")
                }
                return .images(background: nil, knob: StateValue(normal: ""))
            }
            return .images(background: images.word("background"), knob: knob)
        }
        if top.writtenKeys.contains("images") {
            diagnostics.emit(.inapplicableKey, "'images' has no effect with 'drawing: shapeLayers'", at: top["images"]?.keySpan ?? top.span, keyPath: "images", notes: [DiagnosticNote("add 'drawing: images' to draw the knob from images")])
        }
        let lineWidth = track?.number("lineWidth") ?? 2
        let knobTrack = KnobTrack(lineWidth: lineWidth, color: track?.stateColor("color") ?? StateValue(normal: .tint))
        let knobPointer = KnobPointer(length: pointer?.number("length") ?? 6, lineWidth: pointer?.number("lineWidth") ?? lineWidth, color: pointer?.stateColor("color") ?? StateValue(normal: .tint))
        if let size = context.size, case let radius = min(size.width, size.height) / 2 - max(knobPointer.length, lineWidth / 2), radius <= 0 {
            diagnostics.emit(.valueRange, "the track's radius would be \(radius.shortText) points; the pointer and line width leave no room in \(size.width.shortText)x\(size.height.shortText)", at: pointer?.span(of: "length") ?? top.span(of: "size"), keyPath: pointer != nil ? "pointer.length" : "size")
        }
        return .shapeLayers(track: knobTrack, pointer: knobPointer)
    }

    private func interaction(_ object: CheckedObject?) -> KnobInteraction {
        let style = KnobInteraction.Style(rawValue: object?.word("style") ?? "rotate") ?? .rotate
        if let object, let jump = object.angle("maxAngleJump"), jump.radians <= 0 || jump.radians > .pi {
            context.diagnostics.emit(.valueRange, "'maxAngleJump' (\(jump.degrees.shortDegrees)) must be greater than 0deg and at most 180deg", at: object.span(of: "maxAngleJump"), keyPath: object.path("maxAngleJump"))
        }
        let dragging = object?.word("dragging") ?? (style == .rotate ? "absolute" : "relative")
        if let object, dragging == "absolute", object.writtenKeys.contains("maxAngleJump") {
            let cause = object.writtenKeys.contains("dragging") ? "'dragging: absolute'" : "absolute dragging, the default for 'style: rotate'"
            context.diagnostics.emit(.inapplicableKey, "'maxAngleJump' has no effect with \(cause)", at: object["maxAngleJump"]?.keySpan ?? object.span, keyPath: object.path("maxAngleJump"),
                                     notes: [DiagnosticNote("an absolute knob follows the finger's angle; the jump limit applies to 'dragging: relative'")])
        }
        let common = CommonSemantics(context: context)
        let eventsObject = object?.object("events")
        return KnobInteraction(
            style: style, isRelative: dragging == "relative",
            pointsPerDegree: object?.number("pointsPerDegree") ?? 1,
            maxAngleJump: object?.angle("maxAngleJump"),
            minCenterDistance: object?.number("minCenterDistance") ?? 0,
            doubleTapToReset: object?.bool("doubleTapToReset") ?? false,
            touchSlop: object?.number("touchSlop") ?? 0,
            events: common.withoutEventsSentByUIControl(common.valueEvents(eventsObject), eventsObject))
    }

    /// Builds the `setValue` animation. A keyframe rotation cannot overshoot, so a Bézier's y
    /// coordinates must lie in 0…1 like its x; with `hold` there are no keyframes to pass through.
    private func setValueAnimation(_ object: CheckedObject?) -> SetValueAnimation {
        let easing = object?.easing("easing") ?? .easeInEaseOut
        if let object, case .cubicBezier(_, let y1, _, let y2) = easing, !(0...1).contains(y1) || !(0...1).contains(y2) {
            context.diagnostics.emit(.outOfRange, "cubic-bezier y coordinates of 'setValue' must lie in 0…1, found \(y1.shortText) and \(y2.shortText)", at: object.span(of: "easing"), keyPath: object.path("easing"),
                                     notes: [DiagnosticNote("the knob turns from the old to the new angle without overshooting them, in Core Animation and in the preview")])
        }
        if let object, easing == .hold, object.writtenKeys.contains("through") {
            context.diagnostics.emit(.inapplicableKey, "'through' has no effect with 'easing: hold'", at: object["through"]?.keySpan ?? object.span, keyPath: object.path("through"),
                                     notes: [DiagnosticNote("a held animation shows the old angle until it ends, then the new one")])
        }
        return SetValueAnimation(
            duration: object?.duration("duration") ?? 0.25,
            easing: easing,
            throughMidpoint: (object?.word("through") ?? "midpoint") == "midpoint")
    }
}

extension Double {
    /// Degrees for messages: `-135deg`, `247.5deg`.
    var shortDegrees: String { ((self * 1e6).rounded() / 1e6).shortText + "deg" }

    /// An angle in radians as rounded degrees for messages.
    var degreesText: String { (self * 180 / .pi).shortDegrees }

    /// A number rounded to six fraction digits for messages: `3.333333`, `0.9`.
    var roundedText: String { ((self * 1e6).rounded() / 1e6).shortText }
}
