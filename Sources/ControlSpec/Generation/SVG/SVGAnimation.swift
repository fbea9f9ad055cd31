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
            // Into bytes, not strings mapped and joined (see `values(count:components:)`).
            var times = MarkupText(capacity: keyTimes.count * 9)
            times.appendNumbers(keyTimes, separator: ";")
            self.keyTimes = times.string
            var splines = MarkupText(capacity: easings.count * 24)
            for (index, easing) in easings.enumerated() {
                if index > 0 { splines += ";" }
                if let points = easing.controlPoints {
                    splines.appendNumbers([points.x1, points.y1, points.x2, points.y2], separator: " ")
                } else {
                    splines += "1 0 1 0"
                }
            }
            keySplines = splines.string
            self.duration = SVGFormat.number(duration) + "s"
        }
    }

    /// The `values` of an animation through `count` samples: at each, the numbers of
    /// `components` (one array each, `count` long) as `SVGFormat.number` writes them, separated by
    /// spaces; the samples separated by `;`. `nil` when every sample's text is the first's.
    static func values(count: Int, components: [[Double]]) -> String? {
        // Bytes, not strings: appending a number's few characters to a `String` costs more in
        // bookkeeping than the copy (see `MarkupText`), and so does making a string of each.
        var text = MarkupText(capacity: count * components.count * 8)
        var first = 0..<0, changes = false
        // The numbers in one array, component after component: read sample by sample out of
        // `components`, each number cost a copy of its component's array (a retain and a release).
        let numbers = Array(components.joined())
        for index in 0..<count {
            if index > 0 { text.append(byte: UInt8(ascii: ";")) }
            let start = text.count
            for position in components.indices {
                if position > 0 { text.append(byte: UInt8(ascii: " ")) }
                text.appendNumber(numbers[position * count + index])
            }
            if index == 0 {
                first = 0..<text.count
            } else if !changes {
                changes = !text.bytes(in: start..<text.count, equal: first)
            }
        }
        return changes ? text.string : nil
    }

    /// An `<animate>` or `<animateTransform>` of `values` with `timing`, playing once and holding
    /// its last value.
    static func node(_ element: String, attribute: String, type: String? = nil, values: [String], timing: Timing) -> SVGNode {
        node(element, attribute: attribute, type: type, values: values.joined(separator: ";"), timing: timing)
    }

    /// An `<animate>` or `<animateTransform>` of `values` (as `values(count:components:)`
    /// makes them) with `timing`, playing once and holding its last value.
    static func node(_ element: String, attribute: String, type: String? = nil, values: String, timing: Timing) -> SVGNode {
        var attributes: [(String, String)] = [("attributeName", attribute)]
        if let type { attributes.append(("type", type)) }
        attributes += [("values", values), ("keyTimes", timing.keyTimes),
                       ("calcMode", "spline"), ("keySplines", timing.keySplines),
                       ("dur", timing.duration), ("begin", "0s"), ("fill", "freeze")]
        return SVGNode(element, attributes)
    }
}
