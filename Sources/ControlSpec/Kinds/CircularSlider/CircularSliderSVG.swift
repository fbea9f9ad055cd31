import ControlKernel
import Foundation

/// The previews of a circular slider: still images at the minimum, initial and maximum values
/// (with two thumbs: as close as they go, initial, as wide as they go), and highlighted /
/// disabled where the spec styles them; no animated preview, as the thumbs only follow the
/// finger. Every number comes from the kernel (`CircularSliderModel`, `CircularLayout`) with the
/// spec's configuration, as the generated control computes it.
enum CircularSliderSVG {
    /// Every preview of `slider` in `appearance`.
    static func previews(spec: ControlSpecification, slider: CircularSliderSpec, specPath: String, appearance: Appearance) -> [PreviewImage] {
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height),
                                    lineWidth: configuration.lineWidth, thumbRadius: configuration.thumbRadius, thumbOutlineWidth: configuration.thumbOutlineWidth)
        let initial = CircularSliderModel(configuration: configuration)
        let range = configuration.value, isRange = initial.thumbCount == 2
        var lowest = initial, highest = initial
        lowest.setValues(initial.values.map { _ in range.minimum })
        highest.setValues(isRange ? [range.minimum, range.maximum] : [range.maximum])
        let ends = isRange ? ("closest", "with its thumbs as close as they go, at the minimum") : ("minimum", "at its minimum value")
        let far = isRange ? ("widest", "with its thumbs at the minimum and the maximum") : ("maximum", "at its maximum value")
        var stills: [(state: String, caption: String, model: CircularSliderModel, control: ControlState)] = [
            (ends.0, ends.1, lowest, .normal),
            ("initial", "at its initial value", initial, .normal),
            (far.0, far.1, highest, .normal),
        ]
        if styles(slider, .highlighted) { stills.append(("highlighted", "highlighted (touched), at its initial value", initial, .highlighted)) }
        if styles(slider, .disabled) { stills.append(("disabled", "disabled, at its initial value", initial, .disabled)) }
        return stills.map { still in
            PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: still.state, caption: still.caption, animationDuration: nil, defs: [],
                         body: drawing(slider, model: still.model, layout: layout, state: still.control, appearance: appearance))
        }
    }

    /// Whether the spec gives the slider a look of its own in `state`.
    static func styles(_ slider: CircularSliderSpec, _ state: ControlState) -> Bool {
        [slider.trackColor, slider.fillColor, slider.thumbColor, slider.thumbOutlineColor].contains { state.value(of: $0) != $0.normal }
    }

    /// The track, the fill and the thumbs (with their outline) of `model` in `state`, in `appearance`.
    static func drawing(_ slider: CircularSliderSpec, model: CircularSliderModel, layout: CircularLayout, state: ControlState, appearance: Appearance) -> [SVGNode] {
        let track = model.trackScreenAngles, fill = model.fillScreenAngles
        var nodes: [SVGNode] = []
        if let path = arcPath(layout, from: track.start, to: track.end, clockwise: track.clockwise) {
            nodes.append(SVGNode("path", [("id", "track"), ("d", path), ("fill", "none")] + SVGFormat.stroke(state.value(of: slider.trackColor).resolved(in: appearance), width: slider.lineWidth)))
        }
        if let path = arcPath(layout, from: fill.start, to: fill.end, clockwise: track.clockwise) {
            nodes.append(SVGNode("path", [("id", "fill"), ("d", path), ("fill", "none")] + SVGFormat.stroke(state.value(of: slider.fillColor).resolved(in: appearance), width: slider.lineWidth)))
        }
        for thumb in model.values.indices {
            let center = layout.point(atScreenAngle: model.screenAngle(ofThumb: thumb))
            nodes.append(SVGNode("circle", [("id", "thumb\(thumb)"), ("cx", SVGFormat.number(Double(center.x))), ("cy", SVGFormat.number(Double(center.y))),
                                            ("r", SVGFormat.number(layout.thumbRadius))] + SVGFormat.fill(state.value(of: slider.thumbColor).resolved(in: appearance))
                                           + (slider.thumbOutlineWidth > 0 ? SVGFormat.stroke(state.value(of: slider.thumbOutlineColor).resolved(in: appearance), width: slider.thumbOutlineWidth) : [])))
        }
        return nodes
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
        if span >= 2 * .pi - 1e-9 {
            let half = clockwise ? start + .pi : start - .pi
            return "M \(point(start)) A \(radii) 0 \(sweep) \(point(half)) A \(radii) 0 \(sweep) \(point(start))"
        }
        return "M \(point(start)) A \(radii) \(span > .pi ? "1" : "0") \(sweep) \(point(end))"
    }
}
