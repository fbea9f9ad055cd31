import ControlKernel
import Foundation

/// The animated preview of a slider's `setValues(_:animated:)`: the thumbs moving from the lowest
/// values they can take to the highest, as the generated control plays the kernel's
/// `SliderValueTransition`. Every value moves by `from + (to − from) × curve(t)` with one curve,
/// and thumb positions and fill edges are linear in the values, so each moving attribute is one
/// SMIL segment eased by the curve's control points, which is the control's motion exactly. The
/// value labels move with their thumbs and change their text at `labelFrameCount` even times.
enum SliderAnimationSVG {
    /// How many times over the animation the value labels' text is sampled: each shows the
    /// values of the frame's start until the next frame, and the final values from the end on.
    static let labelFrameCount = 12

    /// The change the preview plays and the model at its start: `setValues` with every thumb at
    /// the maximum called on a slider whose thumbs were all set to the minimum, both fitted by
    /// the model (minimum distance, step, snap values). `nil` when the control does not animate
    /// it: a zero `animationDuration`, or thumbs that cannot move.
    static func change(_ configuration: MultiSliderConfiguration) -> (start: MultiSliderModel, transition: SliderValueTransition)? {
        var model = MultiSliderModel(configuration: configuration)
        model.setValues(Array(repeating: model.maximumValue, count: model.thumbCount))
        let highest = model.values
        model.setValues(Array(repeating: model.minimumValue, count: model.thumbCount))
        guard configuration.animationDuration > 0, model.values != highest else { return nil }
        return (model, SliderValueTransition(from: model.values, to: highest, duration: configuration.animationDuration))
    }

    /// The timing of one segment from the start to the end of `transition`, eased by its curve.
    static func timing(_ transition: SliderValueTransition) -> SVGAnimation.Timing {
        SVGAnimation.Timing(keyTimes: [0, 1], easings: [transition.curve], duration: transition.duration)
    }

    /// The `<animateTransform>` moving thumb `index` (and its label) from its start to its end centre.
    static func translation(ofThumb index: Int, layout: MultiSliderLayout, transition: SliderValueTransition) -> SVGNode {
        let start = layout.center(of: transition.from[index]), end = layout.center(of: transition.to[index])
        let offset = SVGFormat.numbers([Double(end.x - start.x), Double(end.y - start.y)])
        return SVGAnimation.node("animateTransform", attribute: "transform", type: "translate", values: ["0 0", offset], timing: timing(transition))
    }

    /// The `<animate>` elements of the fill's `x`, `y`, `width` and `height` that change from the
    /// start to the end of `transition`.
    static func fillAnimations(_ fill: SliderFill, layout: MultiSliderLayout, transition: SliderValueTransition) -> [SVGNode] {
        guard let start = layout.fillRect(fill, values: transition.from), let end = layout.fillRect(fill, values: transition.to) else { return [] }
        let edges: [(String, CGFloat, CGFloat)] = [("x", start.minX, end.minX), ("y", start.minY, end.minY),
                                                   ("width", start.width, end.width), ("height", start.height, end.height)]
        return edges.filter { $0.1 != $0.2 }.map { name, from, to in
            SVGAnimation.node("animate", attribute: name, values: [RangeSliderSVG.number(from), RangeSliderSVG.number(to)], timing: timing(transition))
        }
    }

    /// One text a value label shows during the animation: from `start` to `end` (fractions of
    /// the duration; `end` is `nil` for the final text, shown from `start` on).
    struct LabelSpan: Equatable {
        /// The label's text.
        var text: String
        /// When it appears.
        var start: Double
        /// When it goes, or `nil` when it stays.
        var end: Double?
    }

    /// The texts of thumb `index`'s label over `transition`, the label of each frame's values
    /// (`text`), frames with the same text merged.
    static func labelSpans(ofThumb index: Int, transition: SliderValueTransition, text: (Double) -> String) -> [LabelSpan] {
        var spans: [LabelSpan] = []
        let frames = (0..<labelFrameCount).map { Double($0) / Double(labelFrameCount) }
        for (fraction, value) in zip(frames + [1], frames.map { transition.values(at: $0 * transition.duration)[index] } + [transition.to[index]]) {
            let shown = text(value)
            if spans.last?.text == shown { continue }
            if !spans.isEmpty { spans[spans.count - 1].end = fraction }
            spans.append(LabelSpan(text: shown, start: fraction, end: nil))
        }
        return spans
    }

    /// `label` shown only during `span`: hidden or visible from the start as the span says, and
    /// a discrete `visibility` animation over the transition's duration.
    static func shown(_ label: SVGNode, during span: LabelSpan, transition: SliderValueTransition) -> SVGNode {
        var node = label
        node.attributes.append(("visibility", span.start == 0 ? "visible" : "hidden"))
        var values: [String] = [], keyTimes: [Double] = []
        if span.start > 0 {
            values += ["hidden", "visible"]
            keyTimes += [0, span.start]
        }
        if let end = span.end {
            if values.isEmpty {
                values.append("visible")
                keyTimes.append(0)
            }
            values.append("hidden")
            keyTimes.append(end)
        }
        guard !values.isEmpty else { return node }
        node.children.append(SVGNode("animate", [
            ("attributeName", "visibility"), ("values", values.joined(separator: ";")),
            ("keyTimes", keyTimes.map(SVGFormat.number).joined(separator: ";")), ("calcMode", "discrete"),
            ("dur", SVGFormat.number(transition.duration) + "s"), ("begin", "0s"), ("fill", "freeze"),
        ]))
        return node
    }
}
