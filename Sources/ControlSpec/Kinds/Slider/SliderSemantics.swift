import ControlKernel
import Foundation

/// Checks a slider spec's meaning and builds its model.
struct SliderSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the slider from its checked top-level object; `nil` when a value it needs is
    /// missing or invalid (every such problem is reported).
    func build(_ top: SpecObject<SliderKeys>) -> SliderSpec? {
        let value = top[SliderKeys.value].flatMap(sliderValue)
        let track = top[SliderKeys.track], thumb = top[SliderKeys.thumb], interaction = top[SliderKeys.interaction]
        let orientation = top[SliderKeys.orientation]
        if orientation == .vertical, top.writes(SliderKeys.rightToLeft) {
            context.diagnostics.emit(.inapplicableKey, "'rightToLeft' has no effect with 'orientation: vertical'", at: top.keySpan(of: SliderKeys.rightToLeft),
                                     keyPath: top.path(SliderKeys.rightToLeft),
                                     notes: [DiagnosticNote("a vertical slider runs from the bottom up in every layout direction; remove 'rightToLeft'")])
        }
        let common = CommonSemantics(context: context)
        let events = common.valueEvents(interaction[MultiSliderInteractionKeys.events])
        if let valueObject = top[SliderKeys.value] { common.checkContinuous(valueObject, SliderValueKeys.continuous, events: events) }
        let feedback = common.stepFeedback(top[SliderKeys.feedback], step: value.map { $0.snapValues.isEmpty ? $0.step : 1 })
        if let value { common.checkAccessibilityStep(top[SliderKeys.accessibility], valueStep: value.step) }
        let thumbSize = checkedThumbSize(thumb, orientation: orientation)
        let sliderTrack = MultiSliderTrack(
            color: track[MultiSliderTrackKeys.color], fillColor: track[MultiSliderTrackKeys.fillColor], fill: track[MultiSliderTrackKeys.fill],
            thickness: checkedThickness(track, thumbSize: thumbSize), outline: track[MultiSliderTrackKeys.outline].flatMap(outline))
        let sliderThumb = MultiSliderThumb(
            color: thumb[MultiSliderThumbKeys.color], size: thumbSize, shadow: thumb[MultiSliderThumbKeys.shadow].flatMap(shadow),
            outline: thumb[MultiSliderThumbKeys.outline].flatMap(outline), overlay: thumb[MultiSliderThumbKeys.overlay])
        let labels = top[SliderKeys.labels].map { labelsObject in labelsSpec(labelsObject, thumbSize: thumbSize, orientation: orientation) }
        ThumbInsetSemantics(context: context).check(side: thumbSize, shadow: thumb[MultiSliderThumbKeys.shadow], outline: thumb[MultiSliderThumbKeys.outline])
        guard let value else { return nil }
        if value.values.count == 1, sliderTrack.fill == .betweenThumbs, track.gives(MultiSliderTrackKeys.fill) {
            context.diagnostics.emit(.inapplicableKey, "'fill: betweenThumbs' has no effect with one thumb", at: track.span(of: MultiSliderTrackKeys.fill),
                                     keyPath: track.path(MultiSliderTrackKeys.fill),
                                     notes: [DiagnosticNote("one thumb fills nothing between thumbs; use 'fromMinimum' or 'none'")])
        }
        guard let ticks = top[SliderKeys.ticks].map({ ticksSpec($0, value: value) }) ?? .some(nil),
              let thumbLabels = thumbLabels(top, count: value.values.count) else { return nil }
        return SliderSpec(
            orientation: orientation, value: value, curvaceousness: top[SliderKeys.curvaceousness], track: sliderTrack, thumb: sliderThumb,
            ticks: ticks, labels: labels, thumbLabels: thumbLabels, mirrorsInRightToLeft: top[SliderKeys.rightToLeft] == .mirror,
            touchSlop: interaction[MultiSliderInteractionKeys.touchSlop], tapMovesNearestThumb: interaction[MultiSliderInteractionKeys.tapMovesNearestThumb],
            events: events, stepFeedback: feedback)
    }

    /// The range, values and snapping; `nil` when the range is unusable or a value breaks a rule
    /// of the kernel's model (it would show another value than the spec gives).
    private func sliderValue(_ object: SpecObject<SliderValueKeys>) -> SliderValue? {
        let checks = ValueSemantics(context: context)
        guard let (min, max) = checks.range(object) else { return nil }
        let values = object[SliderValueKeys.values] ?? [min]
        guard !values.isEmpty else {
            context.diagnostics.emit(.valueRange, "'values' gives no thumb; expected at least one value", at: object.span(of: SliderValueKeys.values),
                                     keyPath: object.path(SliderValueKeys.values))
            return nil
        }
        let listed = object.items(SliderValueKeys.values)
        let items = listed.count == values.count || !object.gives(SliderValueKeys.values) ? listed
            : values.map { Located(value: $0, span: object.span(of: SliderValueKeys.values), keyPath: object.path(SliderValueKeys.values)) }
        let step = object[SliderValueKeys.step], snapValues = object[SliderValueKeys.snapValues], distance = object[SliderValueKeys.minimumDistance]
        var fits = [checks.stepFits(object, span: max - min)]
        for item in items where item.value < min || item.value > max {
            context.diagnostics.emit(.valueRange,
                                     "'\(item.keyPath.split(separator: ".").last ?? "values")' (\(item.value.shortText)) is outside the range " +
                                     "\(min.shortText)…\(max.shortText)", at: item.span, keyPath: item.keyPath)
            fits.append(false)
        }
        for (previous, item) in zip(items, items.dropFirst()) where item.value - previous.value < distance || item.value < previous.value {
            let message = item.value < previous.value
                ? "values must be given lowest first: \(item.value.shortText) comes after \(previous.value.shortText)"
                : "neighbouring values \(previous.value.shortText) and \(item.value.shortText) are \((item.value - previous.value).shortText) apart, less " +
                  "than 'minimumDistance' (\(distance.shortText))"
            context.diagnostics.emit(.valueRange, message, at: item.span, keyPath: item.keyPath)
            fits.append(false)
        }
        if Double(values.count - 1) * distance > max - min {
            context.diagnostics.emit(.valueRange,
                                     "'minimumDistance' (\(distance.shortText)) leaves no room for \(values.count) thumbs in the range " +
                                     "\(min.shortText)…\(max.shortText)", at: object.span(of: SliderValueKeys.minimumDistance),
                                     keyPath: object.path(SliderValueKeys.minimumDistance))
            fits.append(false)
        }
        fits.append(checkSnapValues(object, values: items, min: min, max: max, step: step))
        guard !fits.contains(false) else { return nil }
        let model = SliderModel(minimumValue: min, maximumValue: max, values: values, step: step, minimumGap: distance)
        checkValuesOnSteps(items, model: model)
        if step > 0, object.gives(SliderValueKeys.minimumDistance), !model.isOnStep(min + distance) || model.gap < distance {
            context.diagnostics.emit(.valueRange,
                                     "'minimumDistance' (\(distance.shortText)) is not a whole number of steps " +
                                     "of \(step.shortText); the thumbs would stay \(model.gap.shortText) apart",
                                     at: object.span(of: SliderValueKeys.minimumDistance), keyPath: object.path(SliderValueKeys.minimumDistance))
        }
        return SliderValue(min: min, max: max, values: values, step: step, snapValues: snapValues, minimumDistance: distance,
                           isContinuous: object[SliderValueKeys.continuous], animationDuration: object[SliderValueKeys.animationDuration],
                           reduceMotion: object[SliderValueKeys.reduceMotion])
    }

    /// Checks that every value lies on a step: the control would snap it elsewhere.
    private func checkValuesOnSteps(_ items: [Located<Double>], model: SliderModel) {
        guard model.step > 0 else { return }
        for item in items where !model.isOnStep(item.value) && item.value != model.highestValue {
            context.diagnostics.emit(.valueRange,
                                     "\(item.value.shortText) is not on a step of \(model.step.shortText) from 'min' (\(model.minimumValue.shortText))",
                                     at: item.span, keyPath: item.keyPath,
                                     notes: [DiagnosticNote("the control would show \(model.snapped(item.value).roundedText)")])
        }
    }

    /// Whether the snap values are usable: in the range, lowest first, without a step, and
    /// holding every initial value. Reports each problem where it is written.
    private func checkSnapValues(_ object: SpecObject<SliderValueKeys>, values: [Located<Double>], min: Double, max: Double, step: Double) -> Bool {
        let snaps = object.items(SliderValueKeys.snapValues)
        guard !snaps.isEmpty else { return true }
        var fits = true
        if step > 0 {
            context.diagnostics.emit(.inapplicableKey, "'step' and 'snapValues' exclude each other", at: object.span(of: SliderValueKeys.step),
                                     keyPath: object.path(SliderValueKeys.step),
                                     notes: [DiagnosticNote("thumbs rest only on the snap values; give the steps as snap values, or remove them")])
            fits = false
        }
        for item in snaps where item.value < min || item.value > max {
            context.diagnostics.emit(.valueRange, "snap value \(item.value.shortText) is outside the range \(min.shortText)…\(max.shortText)", at: item.span,
                                     keyPath: item.keyPath)
            fits = false
        }
        for (previous, item) in zip(snaps, snaps.dropFirst()) where item.value <= previous.value {
            context.diagnostics.emit(.valueRange,
                                     "snap values must be distinct and lowest first: \(item.value.shortText) comes after \(previous.value.shortText)",
                                     at: item.span, keyPath: item.keyPath)
            fits = false
        }
        let allowed = Set(snaps.map(\.value))
        for item in values where !allowed.contains(item.value) {
            context.diagnostics.emit(.valueRange, "\(item.value.shortText) is not one of the 'snapValues'", at: item.span, keyPath: item.keyPath,
                                     notes: [DiagnosticNote("a thumb rests only on a snap value")])
            fits = false
        }
        if values.isEmpty, !allowed.contains(min) {
            context.diagnostics.emit(.valueRange, "the thumb starts at 'min' (\(min.shortText)), which is not one of the 'snapValues'",
                                     at: object.span(of: SliderValueKeys.snapValues), keyPath: object.path(SliderValueKeys.snapValues),
                                     notes: [DiagnosticNote("give 'values' on snap values")])
            fits = false
        }
        return fits
    }

    /// The thumb's side, checking that it fits across the control.
    private func checkedThumbSize(_ thumb: SpecObject<MultiSliderThumbKeys>, orientation: SliderSpec.Orientation) -> Double {
        let size = thumb[MultiSliderThumbKeys.size]
        guard let control = context.size else { return size }
        let across = orientation == .vertical ? control.width : control.height
        if size > across {
            let side = orientation == .vertical ? "width" : "height"
            context.diagnostics.emit(.valueRange, "thumb 'size' (\(size.shortText)) is larger than the control's \(side) (\(across.shortText))",
                                     at: thumb.span(of: MultiSliderThumbKeys.size), keyPath: thumb.path(MultiSliderThumbKeys.size))
        }
        return size
    }

    /// The track's thickness, checking that it is no thicker than the thumbs.
    private func checkedThickness(_ track: SpecObject<MultiSliderTrackKeys>, thumbSize: Double) -> Double {
        let thickness = track[MultiSliderTrackKeys.thickness]
        if thickness > thumbSize {
            context.diagnostics.emit(.valueRange, "track 'thickness' (\(thickness.shortText)) is larger than the thumb 'size' (\(thumbSize.shortText))",
                                     at: track.span(of: MultiSliderTrackKeys.thickness), keyPath: track.path(MultiSliderTrackKeys.thickness))
        }
        return thickness
    }

    /// The tick marks; `nil` when they mark nothing or too much (reported).
    private func ticksSpec(_ object: SpecObject<SliderTicksKeys>, value: SliderValue) -> SliderTicks? {
        let every = object[SliderTicksKeys.every] ?? 0
        if every == 0, value.step == 0, value.snapValues.isEmpty {
            context.diagnostics.emit(.missingKey, "'ticks' needs 'every' when the value has no 'step' and no 'snapValues'", at: object.span,
                                     keyPath: object.keyPath)
            return nil
        }
        let count = every > 0 ? ((value.max - value.min) / every).rounded(.down) + 1 : 0
        if count > Double(SliderTickMarks.maximumCount) {
            context.diagnostics.emit(.valueRange, "'every' (\(every.shortText)) asks for \(count.shortText) ticks, more than \(SliderTickMarks.maximumCount)",
                                     at: object.span(of: SliderTicksKeys.every), keyPath: object.path(SliderTicksKeys.every))
            return nil
        }
        return SliderTicks(every: every, color: object[SliderTicksKeys.color], length: object[SliderTicksKeys.length], width: object[SliderTicksKeys.width])
    }

    /// The value labels, checking that Dynamic Type's limit is no smaller than the font size and
    /// that the labels fit beside the thumbs inside the control at the largest size they are drawn
    /// at (the limit, when the spec gives one).
    private func labelsSpec(_ object: SpecObject<SliderLabelsKeys>, thumbSize: Double, orientation: SliderSpec.Orientation) -> SliderLabels {
        var labels = SliderLabels(side: object[SliderLabelsKeys.side], color: object[SliderLabelsKeys.color], fontSize: object[SliderLabelsKeys.fontSize],
                                  fractionDigits: object[SliderLabelsKeys.fractionDigits], spacing: object[SliderLabelsKeys.spacing],
                                  maximumFontSize: object[SliderLabelsKeys.maximumFontSize])
        if let maximum = labels.maximumFontSize, maximum < labels.fontSize {
            context.diagnostics.emit(.valueRange, "'maximumFontSize' (\(maximum.shortText)) must not be smaller than 'fontSize' (\(labels.fontSize.shortText))",
                                     at: object.span(of: SliderLabelsKeys.maximumFontSize), keyPath: object.path(SliderLabelsKeys.maximumFontSize))
            labels.maximumFontSize = nil
        }
        if orientation == .horizontal, let size = context.size {
            let largest = labels.maximumFontSize ?? labels.fontSize
            let room = (size.height - thumbSize) / 2, needed = labels.spacing + largest * SliderLabelMetrics.lineHeight
            if needed > room {
                context.diagnostics.emit(.valueRange, "the value labels need \(needed.roundedText) points beside the thumbs, found \(room.roundedText)",
                                         at: object.span, keyPath: object.keyPath,
                                         notes: [DiagnosticNote("make the control taller, the thumbs smaller or the " +
                                                                "labels smaller: they are drawn inside the control")])
            }
        }
        return labels
    }

    /// The VoiceOver label of each thumb: the spec's, one per thumb, or the default.
    private func thumbLabels(_ top: SpecObject<SliderKeys>, count: Int) -> [String]? {
        guard let given = top[SliderKeys.thumbLabels] else {
            return Self.defaultThumbLabels(count: count, label: top[SliderKeys.accessibility][AccessibilityKeys.label])
        }
        guard given.count == count else {
            context.diagnostics.emit(.valueRange, "'thumbLabels' gives \(given.count) labels for \(count) thumbs", at: top.span(of: SliderKeys.thumbLabels),
                                     keyPath: top.path(SliderKeys.thumbLabels))
            return nil
        }
        return given
    }

    /// The default thumb labels: the control's label for one thumb; `Lower` and `Upper` (after
    /// the label: `Price, lower`) for two; `Thumb 1`… for more.
    static func defaultThumbLabels(count: Int, label: String?) -> [String] {
        let names = count <= 1 ? [""] : count == 2 ? ["lower", "upper"] : (1...count).map { "thumb \($0)" }
        guard let label, !label.isEmpty else { return names.map { $0.isEmpty ? "Value" : $0.prefix(1).uppercased() + $0.dropFirst() } }
        return names.map { $0.isEmpty ? label : "\(label), \($0)" }
    }

    /// A shadow; `nil` when its colour is invalid.
    private func shadow(_ object: SpecObject<ShadowKeys>) -> Shadow? {
        object[ShadowKeys.color].map { Shadow(color: $0, offset: object[ShadowKeys.offset], blur: object[ShadowKeys.blur]) }
    }

    /// An outline; `nil` when its colour is invalid.
    private func outline(_ object: SpecObject<OutlineKeys>) -> Outline? {
        object[OutlineKeys.color].map { Outline(color: $0, width: object[OutlineKeys.width]) }
    }
}

/// How tall a line of value-label text is, as a multiple of its font size (the system font's
/// line height): the one number the checker, the previews and the generated code agree on.
enum SliderLabelMetrics {
    /// Line height ÷ font size.
    static let lineHeight = 1.2
}
