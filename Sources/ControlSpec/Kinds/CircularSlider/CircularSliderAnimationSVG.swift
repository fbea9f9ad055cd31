import ControlKernel
import Foundation

extension CircularSliderSVG {
    /// How many even steps of time an animation is sampled at where it is not one eased segment
    /// (see `keyframes`).
    static let sampleCount = 48

    /// The animated `setValue` preview: the track, and the fill and the thumbs playing
    /// `transition` (the kernel's animated value change, as the generated control shows it).
    ///
    /// A thumb's screen angle is linear in its value, so its motion is a rotation about the centre
    /// (`animateTransform type="rotate"`) by the screen angles of the old and the new value, paced
    /// by one `keySplines` segment with the transition curve's control points. The fill is the
    /// track's path with one dash, `stroke-dasharray="length trackLength"` shifted by
    /// `stroke-dashoffset="-start"` (its ends' distances along the track at the radius), which are
    /// linear in the values too — except where one thumb winds past a full turn and the fill stops
    /// at the whole circle: there the dash is sampled at even times (`sampleCount`). An empty
    /// starting fill is hidden until the change starts, since a zero-length dash still draws its
    /// round or square caps where the control draws no fill.
    static func setValueAnimation(_ slider: CircularSliderSpec, model: CircularSliderModel, layout: CircularLayout, transition: SliderValueTransition,
                                  colors: PreviewColors) -> [SVGNode] {
        let track = model.trackScreenAngles
        guard let path = arcPath(layout, from: track.start, to: track.end, clockwise: track.clockwise) else { return [] }
        let center = "\(SVGFormat.number(Double(layout.center.x))) \(SVGFormat.number(Double(layout.center.y)))"
        let trackLength = distance(toScreenAngle: track.end, model: model, layout: layout)
        let timing = [("dur", SVGFormat.number(transition.duration) + "s"), ("begin", "0s"), ("fill", "freeze")]
        let linearFill = model.configuration.track.turnCount <= 1
        func dashArray(_ values: [Double]) -> String { SVGFormat.numbers([fillDash(model: model, layout: layout, values: values).length, trackLength]) }
        func dashOffset(_ values: [Double]) -> String { SVGFormat.number(-fillDash(model: model, layout: layout, values: values).start) }
        let startsEmpty = model.fillScreenAngles(for: transition.from) == nil
        var fillAttributes = [("id", "fill"), ("d", path), ("fill", "none")] + stroke(slider, slider.fillColor, state: .normal, colors: colors)
        fillAttributes += [("pathLength", SVGFormat.number(trackLength)), ("stroke-dasharray", dashArray(transition.from)),
                           ("stroke-dashoffset", dashOffset(transition.from))]
        var fillAnimations = [
            SVGNode("animate", [("attributeName", "stroke-dasharray")] + keyframes(transition, exact: linearFill, value: dashArray) + timing),
            SVGNode("animate", [("attributeName", "stroke-dashoffset")] + keyframes(transition, exact: linearFill, value: dashOffset) + timing),
        ]
        if startsEmpty {
            fillAttributes.append(("visibility", "hidden"))
            fillAnimations.append(SVGNode("set", [("attributeName", "visibility"), ("to", "visible"), ("begin", "0s"), ("fill", "freeze")]))
        }
        var nodes = [
            SVGNode("path", [("id", "track"), ("d", path), ("fill", "none")] + stroke(slider, slider.trackColor, state: .normal, colors: colors)),
            SVGNode("path", fillAttributes, children: fillAnimations),
        ]
        for thumb in transition.from.indices {
            let start = model.screenAngle(of: transition.from[thumb])
            func rotation(_ values: [Double]) -> String { "\(SVGFormat.degrees(model.screenAngle(of: values[thumb]) - start)) \(center)" }
            let turn = SVGNode("animateTransform",
                               [("attributeName", "transform"), ("type", "rotate")] + keyframes(transition, exact: true, value: rotation) + timing)
            nodes.append(thumbNode(slider, thumb: thumb, at: layout.point(atScreenAngle: start), layout: layout, state: .normal, colors: colors,
                                   animation: turn))
        }
        return nodes
    }

    /// The `values`, `keyTimes`, `calcMode` (and `keySplines`) of an animation showing `value` of
    /// the values `transition` shows: when `exact` (the value is linear in the values) and the
    /// curve is a cubic Bézier, the old and the new value paced by one `keySplines` segment with
    /// the curve's control points, which plays the transition exactly; otherwise the value at
    /// `sampleCount` + 1 even times, linearly between them.
    static func keyframes(_ transition: SliderValueTransition, exact: Bool, value: ([Double]) -> String) -> [(String, String)] {
        if exact, let points = transition.curve.controlPoints {
            return [("values", value(transition.from) + ";" + value(transition.to)), ("keyTimes", "0;1"),
                    ("calcMode", "spline"), ("keySplines", SVGFormat.numbers([points.x1, points.y1, points.x2, points.y2]))]
        }
        let times = (0...sampleCount).map { Double($0) / Double(sampleCount) }
        return [("values", times.map { value(transition.values(at: $0 * transition.duration)) }.joined(separator: ";")),
                ("keyTimes", times.map(SVGFormat.number).joined(separator: ";")), ("calcMode", "linear")]
    }

    /// The fill of the thumbs at `values` (lowest first) as one dash along the track's path: the
    /// distances of its start and its length; an empty fill is a dash of length 0 at the lowest
    /// thumb.
    static func fillDash(model: CircularSliderModel, layout: CircularLayout, values: [Double]) -> (start: Double, length: Double) {
        guard let fill = model.fillScreenAngles(for: values) else {
            return (distance(toScreenAngle: model.screenAngle(of: values[0]), model: model, layout: layout), 0)
        }
        let start = distance(toScreenAngle: fill.start, model: model, layout: layout)
        return (start, distance(toScreenAngle: fill.end, model: model, layout: layout) - start)
    }

    /// The distance along the track's path from its start to `screenAngle`, turning in the
    /// track's direction, at the layout's radius: `radius × angle turned`.
    static func distance(toScreenAngle screenAngle: Double, model: CircularSliderModel, layout: CircularLayout) -> Double {
        let track = model.trackScreenAngles
        return Double(layout.radius) * (track.clockwise ? screenAngle - track.start : track.start - screenAngle)
    }
}
