import ControlKernel

/// Checks a knob spec's meaning and builds its model.
struct KnobSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the knob from its checked top-level object; `nil` when a value it needs is missing
    /// or invalid (every such problem is reported).
    func build(_ top: SpecObject<KnobKeys>) -> KnobSpec? {
        let value = top[KnobKeys.value].flatMap(valueModel)
        let angles = top[KnobKeys.angles].flatMap { angleRange($0, wraps: value?.wraps == true) }
        if let value { CommonSemantics(context: context).checkAccessibilityStep(top[KnobKeys.accessibility], valueStep: value.step) }
        let drawing = drawing(top)
        let interaction = interaction(top[KnobKeys.interaction])
        if let object = top[KnobKeys.value] { CommonSemantics(context: context).checkContinuous(object, KnobValueKeys.continuous, events: interaction.events) }
        let animation = setValueAnimation(top[KnobKeys.animations][ValueAnimationsKeys.setValue])
        let feedback = CommonSemantics(context: context).stepFeedback(top[KnobKeys.feedback], step: value?.step)
        guard let value, let angles, let drawing else { return nil }
        return KnobSpec(value: value, angles: angles, drawing: drawing, interaction: interaction, setValueAnimation: animation, stepFeedback: feedback)
    }

    /// The value model; `nil` when the range is unusable or a value lies outside it.
    private func valueModel(_ object: SpecObject<KnobValueKeys>) -> ValueModel? {
        let checks = ValueSemantics(context: context)
        guard let (min, max) = checks.range(object), let initial = object[KnobValueKeys.initial],
            let defaultValue = object[KnobValueKeys.defaultValue] else { return nil }
        let initialFits = checks.isInRange(object, KnobValueKeys.initial, value: initial, min, max, what: "the range")
        let defaultFits = checks.isInRange(object, KnobValueKeys.defaultValue, value: defaultValue, min, max, what: "the range")
        let stepFits = checks.stepFits(object, span: max - min)
        guard initialFits, defaultFits, stepFits else { return nil }
        checks.checkSteps(object, min: min, max: max, highest: max, values: [(KnobValueKeys.initial, initial), (KnobValueKeys.defaultValue, defaultValue)])
        return ValueModel(min: min, max: max, initial: initial, defaultValue: defaultValue, step: object[KnobValueKeys.step],
                          isContinuous: object[KnobValueKeys.continuous], wraps: object[KnobValueKeys.ends] == .wrap)
    }

    /// The track's angles; `nil` when they are missing, invalid or span no usable track.
    func angleRange(_ object: SpecObject<AnglesKeys>, wraps: Bool) -> AngleRange? {
        guard let start = object[AnglesKeys.start], let end = object[AnglesKeys.end] else { return nil }
        let span = end.radians - start.radians
        let diagnostics = context.diagnostics
        let at = object.span(of: AnglesKeys.end), keyPath = object.path(AnglesKeys.end)
        if span <= 0 {
            diagnostics.emit(.angleSpan, "'end' (\(end.degrees.shortDegrees)) must be greater than 'start' (\(start.degrees.shortDegrees))", at: at,
                             keyPath: keyPath,
                             notes: [DiagnosticNote("the track runs from 'start' to increasing angles up to 'end'; " +
                                                    "'clockwise' chooses which way increasing angles turn on screen")])
            return nil
        } else if span > 2 * .pi, !RotaryAngles.isFullTurn(span: span) {
            diagnostics.emit(.angleSpan, "the track spans \(span.degreesText), more than a full turn", at: at, keyPath: keyPath,
                             notes: [DiagnosticNote("'end' − 'start' must be at most 360deg (2pi)")])
            return nil
        } else if wraps, !RotaryAngles.isFullTurn(span: span) {
            diagnostics.emit(.angleSpan, "'ends: wrap' needs a track spanning a full turn, found \(span.degreesText)", at: at, keyPath: keyPath,
                             notes: [DiagnosticNote("use 'ends: stop', or angles 360deg apart")])
            return nil
        }
        return AngleRange(start: start, end: end, zero: object[AnglesKeys.zero], clockwise: object[AnglesKeys.clockwise])
    }

    /// How the knob draws itself: the keys of the other drawing have no effect. The pointer's
    /// line width follows the track's unless the spec gives it (`KnobPointerKeys.lineWidth`).
    private func drawing(_ top: SpecObject<KnobKeys>) -> KnobSpec.Drawing? {
        let diagnostics = context.diagnostics
        switch top[KnobKeys.drawing] {
        case .images:
            func reportIneffective<Value>(_ key: Key<KnobKeys, Value>) {
                guard top.writes(key) else { return }
                diagnostics.emit(.inapplicableKey, "'\(key.name)' has no effect with 'drawing: images'", at: top.keySpan(of: key), keyPath: key.name,
                                 notes: [DiagnosticNote("an image-based knob draws its 'images'")])
            }
            reportIneffective(KnobKeys.track)
            reportIneffective(KnobKeys.pointer)
            guard let images = top[KnobKeys.images] else {
                if !top.writes(KnobKeys.images) {
                    diagnostics.emit(.missingKey, "missing required key 'images' for 'drawing: images'", at: top.span(of: KnobKeys.drawing),
                                     keyPath: KnobKeys.images.name)
                }
                return nil
            }
            return images[KnobImagesKeys.knob].map { .images(background: images[KnobImagesKeys.background], knob: $0) }
        case .shapeLayers:
            if top.writes(KnobKeys.images) {
                diagnostics.emit(.inapplicableKey, "'images' has no effect with 'drawing: shapeLayers'", at: top.keySpan(of: KnobKeys.images),
                                 keyPath: KnobKeys.images.name, notes: [DiagnosticNote("add 'drawing: images' to draw the knob from images")])
            }
            let track = top[KnobKeys.track], pointer = top[KnobKeys.pointer]
            let lineWidth = track[KnobTrackKeys.lineWidth]
            let knobTrack = KnobTrack(lineWidth: lineWidth, color: track[KnobTrackKeys.color])
            let knobPointer = KnobPointer(length: pointer[KnobPointerKeys.length], lineWidth: pointer[KnobPointerKeys.lineWidth] ?? lineWidth,
                                          color: pointer[KnobPointerKeys.color])
            if let size = context.size, case let radius = min(size.width, size.height) / 2 - max(knobPointer.length, lineWidth / 2), radius <= 0 {
                let writesPointer = top.gives(KnobKeys.pointer)
                diagnostics.emit(.valueRange,
                                 "the track's radius would be \(radius.shortText) points; the pointer and line width leave no room in " +
                                 "\(size.width.shortText)x\(size.height.shortText)",
                                 at: writesPointer ? pointer.span(of: KnobPointerKeys.length) : top.span(of: KnobKeys.size),
                                 keyPath: writesPointer ? pointer.path(KnobPointerKeys.length) : KnobKeys.size.name)
                return nil
            }
            return .shapeLayers(track: knobTrack, pointer: knobPointer)
        }
    }

    /// How touches move the value; a jump limit needs relative dragging.
    private func interaction(_ object: SpecObject<KnobInteractionKeys>) -> KnobInteraction {
        let maxAngleJump = object[KnobInteractionKeys.maxAngleJump]
        if let jump = maxAngleJump, jump.radians <= 0 || jump.radians > .pi {
            context.diagnostics.emit(.valueRange, "'maxAngleJump' (\(jump.degrees.shortDegrees)) must be greater than 0deg and at most 180deg",
                                     at: object.span(of: KnobInteractionKeys.maxAngleJump), keyPath: object.path(KnobInteractionKeys.maxAngleJump))
        }
        let dragging = object[KnobInteractionKeys.dragging]
        if dragging == .absolute, object.writes(KnobInteractionKeys.maxAngleJump) {
            let cause = object.writes(KnobInteractionKeys.dragging) ? "'dragging: absolute'" : "absolute dragging, the default for 'style: rotate'"
            context.diagnostics.emit(.inapplicableKey, "'maxAngleJump' has no effect with \(cause)", at: object.keySpan(of: KnobInteractionKeys.maxAngleJump),
                                     keyPath: object.path(KnobInteractionKeys.maxAngleJump),
                                     notes: [DiagnosticNote("an absolute knob follows the finger's angle; the jump limit applies to 'dragging: relative'")])
        }
        return KnobInteraction(
            style: object[KnobInteractionKeys.style], isRelative: dragging == .relative,
            pointsPerDegree: object[KnobInteractionKeys.pointsPerDegree],
            maxAngleJump: maxAngleJump,
            minCenterDistance: object[KnobInteractionKeys.minCenterDistance],
            doubleTapToReset: object[KnobInteractionKeys.doubleTapToReset],
            touchSlop: object[KnobInteractionKeys.touchSlop],
            events: CommonSemantics(context: context).valueEvents(object[KnobInteractionKeys.events]))
    }

    /// Builds the `setValue` animation. A keyframe rotation cannot overshoot, so a Bézier's y
    /// coordinates must lie in 0…1 like its x; with `hold` there are no keyframes to pass through.
    private func setValueAnimation(_ object: SpecObject<SetValueAnimationKeys>) -> SetValueAnimation {
        let easing = object[SetValueAnimationKeys.easing]
        if case .cubicBezier(_, let y1, _, let y2) = easing, !(0...1).contains(y1) || !(0...1).contains(y2) {
            context.diagnostics.emit(.outOfRange, "cubic-bezier y coordinates of 'setValue' must lie in 0…1, found \(y1.shortText) and \(y2.shortText)",
                                     at: object.span(of: SetValueAnimationKeys.easing), keyPath: object.path(SetValueAnimationKeys.easing),
                                     notes: [DiagnosticNote("the knob turns from the old to the new angle without " +
                                                            "overshooting them, in Core Animation and in the preview")])
        }
        if easing == .hold, object.writes(SetValueAnimationKeys.through) {
            context.diagnostics.emit(.inapplicableKey, "'through' has no effect with 'easing: hold'", at: object.keySpan(of: SetValueAnimationKeys.through),
                                     keyPath: object.path(SetValueAnimationKeys.through),
                                     notes: [DiagnosticNote("a held animation shows the old angle until it ends, then the new one")])
        }
        return SetValueAnimation(duration: object[SetValueAnimationKeys.duration], easing: easing,
                                 throughMidpoint: object[SetValueAnimationKeys.through] == .midpoint,
                                 reduceMotion: object[SetValueAnimationKeys.reduceMotion])
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
