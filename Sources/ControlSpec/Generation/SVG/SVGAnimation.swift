/// SMIL animation elements: `values` at `keyTimes`, each segment eased by a `keySplines` curve.
enum SVGAnimation {
    /// An `<animate>` or `<animateTransform>` playing once and holding its last value.
    /// `easings` has one curve per segment; a `hold` segment is played as a Bézier that stays
    /// flat until the segment's end (`1 0 1 0`).
    static func node(_ element: String, attribute: String, type: String? = nil, values: [String], keyTimes: [Double],
                     easings: [Easing], duration: Double) -> SVGNode {
        let splines = easings.map { easing -> String in
            guard let points = easing.controlPoints else { return "1 0 1 0" }
            return SVGFormat.numbers([points.x1, points.y1, points.x2, points.y2])
        }
        var attributes: [(String, String)] = [("attributeName", attribute)]
        if let type { attributes.append(("type", type)) }
        attributes += [("values", values.joined(separator: ";")), ("keyTimes", keyTimes.map(SVGFormat.number).joined(separator: ";")),
                       ("calcMode", "spline"), ("keySplines", splines.joined(separator: ";")),
                       ("dur", SVGFormat.number(duration) + "s"), ("begin", "0s"), ("fill", "freeze")]
        return SVGNode(element, attributes)
    }
}
