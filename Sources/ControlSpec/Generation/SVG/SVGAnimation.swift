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
        return appendValues(count: count, components: components, to: &text) ? text.string : nil
    }

    /// Appends the text `values(count:components:)` gives to `text`; `false` when it gives `nil`
    /// (what was appended is then left in `text`).
    private static func appendValues(count: Int, components: [[Double]], to text: inout MarkupText) -> Bool {
        let valuesStart = text.count
        var first = valuesStart..<valuesStart, changes = false
        // The numbers in one array, component after component: read sample by sample out of
        // `components`, each number cost a copy of its component's array (a retain and a release).
        // (Appended array by array: `Array(components.joined())` copies them number by number.)
        var numbers: [Double] = []
        numbers.reserveCapacity(count * components.count)
        for component in components { numbers.append(contentsOf: component) }
        for index in 0..<count {
            if index > 0 { text.append(byte: UInt8(ascii: ";")) }
            let start = text.count
            for position in components.indices {
                if position > 0 { text.append(byte: UInt8(ascii: " ")) }
                text.appendNumber(numbers[position * count + index])
            }
            if index == 0 {
                first = valuesStart..<text.count
            } else if !changes {
                changes = !text.bytes(in: start..<text.count, equal: first)
            }
        }
        return changes
    }

    /// The element `node(_:attribute:type:values:timing:)` makes of the values of `components`
    /// (as `values(count:components:)` gives them), rendered as `RenderedElement` renders it, or
    /// `nil` when every sample's text is the first's.
    ///
    /// Written straight into markup: a button's animations, a fifth of its previews' work, went
    /// through a string of their values, a node and the escaper, for values that hold only what
    /// `SVGFormat.writeNumber` writes (digits, a point, a sign, an exponent) with spaces and
    /// semicolons between, which no markup escapes. The timing's texts go through the escaper as
    /// a node's would. A test renders random animations both ways.
    static func element(_ element: StaticString, attribute: StaticString, type: StaticString? = nil, count: Int, components: [[Double]],
                        timing: Timing) -> RenderedElement? {
        var text = MarkupText(capacity: 160 + count * components.count * 10 + timing.keyTimes.utf8.count + timing.keySplines.utf8.count)
        text += "<"
        text.append(element)
        text += " attributeName=\""
        text.append(attribute)
        if let type {
            text += "\" type=\""
            text.append(type)
        }
        text += "\" values=\""
        guard appendValues(count: count, components: components, to: &text) else { return nil }
        text += "\" keyTimes=\""
        MarkupEscaping.append(timing.keyTimes, in: .attribute, to: &text)
        text += "\" calcMode=\"spline\" keySplines=\""
        MarkupEscaping.append(timing.keySplines, in: .attribute, to: &text)
        text += "\" dur=\""
        MarkupEscaping.append(timing.duration, in: .attribute, to: &text)
        text += "\" begin=\"0s\" fill=\"freeze\"/>\n"
        return RenderedElement(renderedAtDepthZero: text.bytes)
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
