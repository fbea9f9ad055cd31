/// SMIL animation elements: `values` at `keyTimes`, each segment eased by a `keySplines` curve.
enum SVGAnimation {
    /// The timing attributes every animation of one timeline shares, formatted once.
    struct Timing {
        /// `keyTimes`.
        var keyTimes: String
        /// `keySplines`.
        var keySplines: String
        /// `dur`.
        var duration: String

        /// The timing of `keyTimes` with one curve per segment in `easings`, lasting `duration`
        /// seconds. A `hold` segment is played as a Bézier that stays flat until the segment's
        /// end (`1 0 1 0`).
        init(keyTimes: [Double], easings: [Easing], duration: Double) {
            self.keyTimes = keyTimes.map(SVGFormat.number).joined(separator: ";")
            keySplines = easings.map { easing -> String in
                guard let points = easing.controlPoints else { return "1 0 1 0" }
                return SVGFormat.numbers([points.x1, points.y1, points.x2, points.y2])
            }.joined(separator: ";")
            self.duration = SVGFormat.number(duration) + "s"
        }
    }

    /// An `<animate>` or `<animateTransform>` of `values` with `timing`, playing once and holding
    /// its last value.
    static func node(_ element: String, attribute: String, type: String? = nil, values: [String], timing: Timing) -> SVGNode {
        var attributes: [(String, String)] = [("attributeName", attribute)]
        if let type { attributes.append(("type", type)) }
        attributes += [("values", values.joined(separator: ";")), ("keyTimes", timing.keyTimes),
                       ("calcMode", "spline"), ("keySplines", timing.keySplines),
                       ("dur", timing.duration), ("begin", "0s"), ("fill", "freeze")]
        return SVGNode(element, attributes)
    }
}
