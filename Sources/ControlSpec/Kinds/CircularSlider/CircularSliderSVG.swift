import ControlKernel
import Foundation

/// The previews of a circular slider: still images at the minimum, initial and maximum values
/// (with two thumbs: as close as they go, initial, as wide as they go), highlighted where the
/// spec styles it, disabled, and the animated `setValue` from the first to the third (see
/// `setValueAnimation`). Every number comes from the kernel (`CircularSliderModel`,
/// `CircularLayout`, `SliderValueTransition`) with the spec's configuration, as the generated
/// control computes it.
enum CircularSliderSVG {
    /// Every preview of `slider` in each of `appearances` in turn, drawn once for all of them
    /// (`PreviewColors`).
    static func previews(spec: ControlSpecification, slider: CircularSliderSpec, specPath: String, appearances: [Appearance]) -> [PreviewImage] {
        PreviewImage.images(spec: spec, specPath: specPath, appearances: appearances) { drawings(spec: spec, slider: slider, colors: $0) }
    }

    /// Every preview's drawing, its colours written by `colors`.
    static func drawings(spec: ControlSpecification, slider: CircularSliderSpec, colors: PreviewColors) -> [PreviewImage.Drawing] {
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height),
                                    lineWidth: configuration.lineWidth, thumbRadius: configuration.thumbRadius,
                                    thumbOutlineWidth: configuration.thumbOutlineWidth)
        let initial = CircularSliderModel(configuration: configuration)
        let isRange = initial.thumbCount == 2, seamless = configuration.track.isSeamless
        let (lowest, highest) = extremes(of: initial)
        let ends = isRange ? ("closest", "with its thumbs as close as they go, at the minimum") : ("minimum", "at its minimum value")
        let far = isRange ? ("widest", seamless ? "with its thumbs as far apart as they go, from the minimum round to just before it"
                                                : "with its thumbs at the minimum and the maximum")
            : ("maximum", seamless ? "just before its maximum, which is its minimum" : "at its maximum value")
        var stills: [(state: String, caption: String, model: CircularSliderModel, control: ControlState)] = [
            (ends.0, ends.1, lowest, .normal),
            ("initial", "at its initial value", initial, .normal),
            (far.0, far.1, highest, .normal),
        ]
        if styles(slider, .highlighted) { stills.append(("highlighted", "highlighted (touched), at its initial value", initial, .highlighted)) }
        stills.append((DisabledPreview.state, DisabledPreview.caption, initial, .disabled))
        let images = stills.map { still in
            PreviewImage.Drawing(state: still.state, caption: still.caption, animationDuration: nil,
                                 drawing: DrawnPreview(defs: [], body: DisabledPreview.body(
                                    drawing(slider, model: still.model, layout: layout, state: still.control, colors: colors),
                                    in: still.control, stylesDisabled: stylesDisabled(slider))))
        }
        let transition = SliderValueTransition(from: lowest.values, to: highest.values, duration: configuration.animationDuration)
        let caption = isRange ? "setValues(lower:upper:animated:) from the closest to the widest" : "setValue(_:animated:) from minimum to maximum"
        return images + [PreviewImage.Drawing(state: "setValue", caption: caption, animationDuration: transition.duration, drawing: DrawnPreview(
            defs: [], body: setValueAnimation(slider, model: initial, layout: layout, transition: transition, colors: colors)))]
    }

    /// The models of the first and the third still previews (and the `setValue` animation's ends):
    /// every thumb at the minimum, as close as the thumbs go; one thumb at the maximum, two at the
    /// minimum and the maximum. On a seamless track, where the maximum is the minimum, the far end
    /// is the minimum less the distance the thumbs keep, or less one step (a hundredth of the
    /// range without steps) where that is 0: the selection as wide as it goes, or the one thumb
    /// just before the seam.
    static func extremes(of initial: CircularSliderModel) -> (lowest: CircularSliderModel, highest: CircularSliderModel) {
        let configuration = initial.configuration, range = configuration.value, isRange = initial.thumbCount == 2
        var lowest = initial, highest = initial
        lowest.setValues(initial.values.map { _ in range.minimum })
        var far = range.maximum
        if configuration.track.isSeamless {
            let distance = isRange ? configuration.minimumDistance : 0
            far = range.maximum - (distance > 0 ? distance : range.step > 0 ? range.step : range.span / 100)
        }
        highest.setValues(isRange ? [range.minimum, far] : [far])
        return (lowest, highest)
    }

    /// Whether the spec gives the slider a disabled colour, which a disabled slider is drawn in;
    /// without one it is drawn dimmed (`ControlLook`).
    static func stylesDisabled(_ slider: CircularSliderSpec) -> Bool {
        [slider.trackColor, slider.fillColor, slider.thumbColor, slider.thumbOutlineColor].contains { $0.disabled != nil }
    }

    /// Whether the spec gives the slider a look of its own in `state`.
    static func styles(_ slider: CircularSliderSpec, _ state: ControlState) -> Bool {
        [slider.trackColor, slider.fillColor, slider.thumbColor, slider.thumbOutlineColor].contains { state.value(of: $0) != $0.normal }
    }

    /// The track, the fill and the thumbs (with their outline) of `model` in `state`, their colours
    /// written by `colors`.
    static func drawing(_ slider: CircularSliderSpec, model: CircularSliderModel, layout: CircularLayout, state: ControlState,
                        colors: PreviewColors) -> [SVGNode] {
        let track = model.trackScreenAngles
        var nodes: [SVGNode] = []
        if let path = arcPath(layout, from: track.start, to: track.end, clockwise: track.clockwise) {
            nodes.append(SVGNode("path", [("id", "track"), ("d", path), ("fill", "none")] + stroke(slider, slider.trackColor, state: state, colors: colors)))
        }
        if let fill = model.fillScreenAngles, let path = arcPath(layout, from: fill.start, to: fill.end, clockwise: track.clockwise) {
            nodes.append(SVGNode("path", [("id", "fill"), ("d", path), ("fill", "none")] + stroke(slider, slider.fillColor, state: state, colors: colors)))
        }
        for thumb in model.values.indices {
            nodes.append(thumbNode(slider, thumb: thumb, at: layout.point(atScreenAngle: model.screenAngle(ofThumb: thumb)), layout: layout, state: state,
                                   colors: colors))
        }
        return nodes
    }

    /// The stroke of the track or the fill in `color`'s colour of `state`: the line width and
    /// the spec's line cap.
    static func stroke(_ slider: CircularSliderSpec, _ color: StateValue<ColorValue>, state: ControlState, colors: PreviewColors) -> [(String, String)] {
        colors.stroke(state.value(of: color), width: slider.lineWidth) + [("stroke-linecap", slider.lineCap.rawValue)]
    }

    /// The disc of `thumb` centred at `center`, with its outline; `animation` is added to it.
    static func thumbNode(_ slider: CircularSliderSpec, thumb: Int, at center: CGPoint, layout: CircularLayout, state: ControlState, colors: PreviewColors,
                          animation: SVGNode? = nil) -> SVGNode {
        SVGNode("circle", [("id", "thumb\(thumb)"), ("cx", SVGFormat.number(Double(center.x))), ("cy", SVGFormat.number(Double(center.y))),
                           ("r", SVGFormat.number(layout.thumbRadius))] + colors.fill(state.value(of: slider.thumbColor))
                + (slider.thumbOutlineWidth > 0 ? colors.stroke(state.value(of: slider.thumbOutlineColor), width: slider.thumbOutlineWidth) : []),
                children: animation.map { [$0] } ?? [])
    }

    /// The arc of the track's circle from screen angle `start` to `end`, turning clockwise on
    /// screen or not, as `UIBezierPath(arcCenter:…)` draws it: a whole circle from a whole turn
    /// on; `nil` when the arc is empty.
    static func arcPath(_ layout: CircularLayout, from start: Double, to end: Double, clockwise: Bool) -> String? {
        let span = clockwise ? end - start : start - end
        guard span > 1e-12 else { return nil }
        let r = Double(layout.radius)
        func point(_ angle: Double) -> String {
            let p = layout.point(atScreenAngle: angle)
            return "\(SVGFormat.number(Double(p.x))) \(SVGFormat.number(Double(p.y)))"
        }
        let radii = "\(SVGFormat.number(r)) \(SVGFormat.number(r)) 0"
        let sweep = clockwise ? "1" : "0"
        if span >= 2 * .pi || RotaryAngles.isFullTurn(span: span) {
            let half = clockwise ? start + .pi : start - .pi
            return "M \(point(start)) A \(radii) 0 \(sweep) \(point(half)) A \(radii) 0 \(sweep) \(point(start))"
        }
        return "M \(point(start)) A \(radii) \(span > .pi ? "1" : "0") \(sweep) \(point(end))"
    }
}
