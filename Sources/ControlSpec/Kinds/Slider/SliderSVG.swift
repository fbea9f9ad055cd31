import ControlKernel
import Foundation

/// The previews of a slider: at rest, with its first thumb highlighted (dragged), for a
/// horizontal slider that mirrors in a right-to-left layout, disabled, and the animated `setValues` (see
/// `SliderAnimationSVG`). Drawn in the order the generated `draw(_:)` draws (track, fill, ticks,
/// thumbs, labels) with every number from the kernel.
enum SliderSVG {
    /// Every preview of `slider` in each of `appearances` in turn, drawn once for all of them
    /// unless what is drawn depends on the appearance (`PreviewColors`).
    static func previews(spec: ControlSpecification, slider: SliderSpec, specPath: String, appearances: [Appearance]) -> [PreviewImage] {
        PreviewImage.images(spec: spec, specPath: specPath, appearances: appearances) { drawings(spec: spec, slider: slider, colors: $0) }
    }

    /// Every preview's drawing, its colours written by `colors`.
    static func drawings(spec: ControlSpecification, slider: SliderSpec, colors: PreviewColors) -> [PreviewImage.Drawing] {
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        let model = MultiSliderModel(configuration: configuration)
        var states: [(state: String, caption: String, dragged: [Int], rightToLeft: Bool, look: ControlState)] = [
            ("rest", "at rest", [], false, .normal),
            ("thumbHighlighted", "with the first thumb highlighted (dragged)", [0], false, .highlighted),
        ]
        if configuration.orientation == .horizontal, configuration.slider.mirrorsInRightToLeft {
            states.append(("rightToLeft", "in a right-to-left layout (mirrored)", [], true, .normal))
        }
        states.append((DisabledPreview.state, DisabledPreview.caption, [], false, .disabled))
        func layout(rightToLeft: Bool) -> MultiSliderLayout {
            MultiSliderLayout(configuration: configuration, size: CGSize(width: spec.size.width, height: spec.size.height),
                              minimumValue: model.minimumValue, maximumValue: model.maximumValue, isRightToLeftLayout: rightToLeft)
        }
        var drawings = states.map { state in
            let layout = layout(rightToLeft: state.rightToLeft)
            return PreviewImage.Drawing(state: state.state, caption: state.caption, animationDuration: nil, drawing: DrawnPreview(
                defs: defs(slider, layout: layout),
                body: DisabledPreview.body(drawing(slider, configuration: configuration, layout: layout, model: model, dragged: state.dragged,
                                                   disabled: state.look == .disabled, colors: colors),
                                           in: state.look, stylesDisabled: stylesDisabled(slider))))
        }
        if let change = SliderAnimationSVG.change(configuration) {
            let layout = layout(rightToLeft: false)
            drawings.append(PreviewImage.Drawing(
                state: "setValues", caption: "setValues(_:animated:) from the lowest values to the highest", animationDuration: change.transition.duration,
                drawing: DrawnPreview(defs: defs(slider, layout: layout),
                                      body: drawing(slider, configuration: configuration, layout: layout, model: change.start, dragged: [], colors: colors,
                                                    transition: change.transition))))
        }
        return drawings
    }

    /// Whether the spec gives the slider a disabled colour, which a disabled slider is drawn in;
    /// without one it is drawn dimmed (`ControlLook`).
    static func stylesDisabled(_ slider: SliderSpec) -> Bool {
        [slider.track.color, slider.track.fillColor, slider.thumb.color, slider.thumb.overlay].contains { $0.disabled != nil }
    }

    /// The clip of the track and the thumb shadow's blur.
    static func defs(_ slider: SliderSpec, layout: MultiSliderLayout) -> [SVGNode] {
        var defs = [SVGNode("clipPath", [("id", "trackClip")], children: [RangeSliderSVG.roundedRect(layout.trackRect, radius: layout.trackCornerRadius, [])])]
        if let shadow = slider.thumb.shadow { defs.append(RangeSliderSVG.blur("thumbShadowBlur", shadow.blur)) }
        return defs
    }

    /// The track and fill, the ticks, the thumbs in the kernel's drawing order, the labels, their
    /// colours written by `colors`; with `transition` (which starts at `model`'s values), moving as
    /// it moves them.
    static func drawing(_ slider: SliderSpec, configuration: MultiSliderConfiguration, layout: MultiSliderLayout, model: MultiSliderModel, dragged: [Int],
                        disabled: Bool = false, colors: PreviewColors, transition: SliderValueTransition? = nil) -> [SVGNode] {
        var nodes = [track(slider, configuration: configuration, layout: layout, model: model, highlighted: !dragged.isEmpty, disabled: disabled,
                           colors: colors, transition: transition)]
        if let ticks = slider.ticks, let marks = configuration.ticks {
            nodes.append(SVGNode("g", [("id", "ticks")], children: marks.values(for: model).map { value in
                let r = layout.tickRect(at: value, length: CGFloat(marks.length), width: CGFloat(marks.width))
                return SVGNode("rect", [("x", RangeSliderSVG.number(r.minX)), ("y", RangeSliderSVG.number(r.minY)),
                                        ("width", RangeSliderSVG.number(r.width)), ("height", RangeSliderSVG.number(r.height))] + colors.fill(ticks.color))
            }))
        }
        let others = (0..<model.thumbCount).filter { !dragged.contains($0) }
        for thumb in others + dragged {
            var node = self.thumb(slider, layout: layout, at: model.value(ofThumb: thumb), id: "thumb\(thumb + 1)", highlighted: dragged.contains(thumb),
                                  disabled: disabled, colors: colors)
            if let transition { node.children.append(SliderAnimationSVG.translation(ofThumb: thumb, layout: layout, transition: transition)) }
            nodes.append(node)
        }
        if let labels = slider.labels, let metrics = configuration.valueLabels {
            nodes.append(SVGNode("g", [("id", "valueLabels")], children: model.values.indices.map { thumb in
                let value = model.value(ofThumb: thumb)
                guard let transition else {
                    return label(labelText(value, labels: labels), at: value, labels: labels, metrics: metrics, layout: layout, colors: colors)
                }
                let spans = SliderAnimationSVG.labelSpans(ofThumb: thumb, transition: transition) { labelText($0, labels: labels) }
                return SVGNode("g", [("id", "label\(thumb + 1)")],
                               children: [SliderAnimationSVG.translation(ofThumb: thumb, layout: layout, transition: transition)] + spans.map { span in
                    SliderAnimationSVG.shown(label(span.text, at: value, labels: labels, metrics: metrics, layout: layout, colors: colors), during: span,
                                             transition: transition)
                })
            }))
        }
        return nodes
    }

    /// Clipped to the rounded track: the track's colour, the fill, the outline, in the colours of
    /// the state `highlighted` and `disabled` give (`ControlLook`).
    static func track(_ slider: SliderSpec, configuration: MultiSliderConfiguration, layout: MultiSliderLayout, model: MultiSliderModel, highlighted: Bool,
                      disabled: Bool = false, colors: PreviewColors, transition: SliderValueTransition?) -> SVGNode {
        let track = layout.trackRect, radius = Double(layout.trackCornerRadius)
        let state = ControlState(ControlLook(isEnabled: !disabled, isHighlighted: highlighted))
        var children = [RangeSliderSVG.rect(track, id: "trackColor", colors.fill(state.value(of: slider.track.color)))]
        if let fill = layout.fillRect(configuration.fill, values: model.values) {
            var node = RangeSliderSVG.rect(fill, id: "trackFill", colors.fill(state.value(of: slider.track.fillColor)))
            if let transition { node.children = SliderAnimationSVG.fillAnimations(configuration.fill, layout: layout, transition: transition) }
            children.append(node)
        }
        if let outline = slider.track.outline {
            children.append(RangeSliderSVG.roundedRect(track.insetBy(dx: outline.width / 2, dy: outline.width / 2), radius: max(radius - outline.width / 2, 0),
                                                       [("id", "trackOutline"), ("fill", "none")] + colors.stroke(outline.color, width: outline.width)))
        }
        return SVGNode("g", [("id", "track"), ("clip-path", "url(#trackClip)")], children: children)
    }

    /// A thumb: drop shadow and fill, outline, overlay, in the colours of the state `highlighted`
    /// and `disabled` give (`ControlLook`).
    static func thumb(_ slider: SliderSpec, layout: MultiSliderLayout, at value: Double, id: String, highlighted: Bool, disabled: Bool = false,
                      colors: PreviewColors) -> SVGNode {
        let body = layout.thumbBody(at: value), radius = Double(layout.thumbCornerRadius)
        let thumb = slider.thumb, state = ControlState(ControlLook(isEnabled: !disabled, isHighlighted: highlighted))
        var children: [SVGNode] = []
        if let shadow = thumb.shadow {
            children.append(RangeSliderSVG.roundedRect(body, radius: radius,
                                                       [("transform", "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"),
                                                                              ("filter", "url(#thumbShadowBlur)")] + colors.fill(shadow.color)))
        }
        children.append(RangeSliderSVG.roundedRect(body, radius: radius, colors.fill(state.value(of: thumb.color))))
        if let outline = thumb.outline {
            children.append(RangeSliderSVG.roundedRect(body, radius: radius, [("fill", "none")] + colors.stroke(outline.color, width: outline.width)))
        }
        let overlay = state.value(of: thumb.overlay)
        if colors.isVisible(overlay) {
            children.append(RangeSliderSVG.roundedRect(body, radius: radius, colors.fill(overlay)))
        }
        return SVGNode("g", [("id", id)], children: children)
    }

    /// The text of the value label of `value`: what the generated control's `SpokenNumber.text`
    /// shows in `en_US_POSIX`, `fractionDigits` digits or else its default (up to two, trailing
    /// zeros dropped), written with `printf`'s `%f` rather than Foundation's number format, whose
    /// ICU data added 4 MB to the peak memory of any compile with a labelled slider. The one
    /// difference is at a decimal tie: `%f` rounds the double's exact value, the number format
    /// the number as written, so 2.675 (the double just below it) shows 2.67 here and 2.68 on the
    /// device. `SpokenNumberTests` compares the two on every other kind of value.
    static func labelText(_ value: Double, labels: SliderLabels) -> String {
        if let digits = labels.fractionDigits { return fixed(value, digits: digits) }
        var text = fixed(value, digits: SpokenNumber.defaultFractionDigits.upperBound)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` with `digits` fraction digits, as C's `printf` writes `%.*f`: through `vsnprintf`
    /// itself, where Foundation's `String(format:)` parsed a format made for each label and cost
    /// ten times as much.
    private static func fixed(_ value: Double, digits: Int) -> String {
        /// Writes the text into the `count` bytes at `buffer` (cut short, with its NUL, when they do
        /// not hold it); returns its full length.
        func write(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
            withVaList([Int32(digits), value]) { Int(vsnprintf(buffer, count, "%.*f", $0)) }
        }
        // Labels are short; a longer text (a huge value) is written again with room for all of it.
        var length = 0
        let short = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer -> String? in
            length = write(into: buffer.baseAddress!, count: buffer.count)
            return length < buffer.count ? String(cString: buffer.baseAddress!) : nil
        }
        if let short { return short }
        return String(unsafeUninitializedCapacity: length + 1) { bytes in
            bytes.withMemoryRebound(to: CChar.self) { write(into: $0.baseAddress!, count: $0.count) }
        }
    }

    /// The value label `text` of the thumb at `value`, placed by the kernel for a text as wide as
    /// its digits (0.6 × the font size each, the system font's average) and one line high.
    static func label(_ text: String, at value: Double, labels: SliderLabels, metrics: SliderValueLabels, layout: MultiSliderLayout,
                      colors: PreviewColors) -> SVGNode {
        let size = CGSize(width: Double(text.count) * labels.fontSize * 0.6, height: labels.fontSize * SliderLabelMetrics.lineHeight)
        let frame = layout.labelFrame(at: value, textSize: size, side: metrics.side, spacing: CGFloat(metrics.spacing))
        return SVGNode("text", [("x", RangeSliderSVG.number(frame.midX)), ("y", RangeSliderSVG.number(frame.maxY - CGFloat(labels.fontSize) * 0.3)),
                                ("text-anchor", "middle"), ("font-family", "sans-serif"), ("font-size", SVGFormat.number(labels.fontSize))]
                       + colors.fill(labels.color), text: text)
    }
}
