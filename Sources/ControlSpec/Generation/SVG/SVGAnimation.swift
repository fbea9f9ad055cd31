/// SMIL animation elements: `values` at `keyTimes`, each segment eased by a `keySplines` curve.
enum SVGAnimation {
    /// The timing attributes every animation of one timeline shares, formatted once.
    struct Timing {
        /// The attributes that follow an animation's `values`, in order: the one list
        /// `SVGAnimation.node` and `SVGAnimation.element` write.
        let attributesAfterValues: [(String, String)]
        /// `attributesAfterValues` as markup, written once for every element of the timeline
        /// (`SVGAnimation.element`).
        let renderedAttributesAfterValues: [UInt8]

        /// The timing of `keyTimes` with one curve per segment in `easings`, lasting `duration`
        /// seconds. A `hold` segment is played as a Bézier that stays flat until the segment's
        /// end (`1 0 1 0`).
        init(keyTimes: [Double], easings: [Easing], duration: Double) {
            // Into bytes, not strings mapped and joined (see `values(count:components:)`).
            var times = MarkupText(capacity: keyTimes.count * 9)
            times.appendNumbers(keyTimes, separator: ";")
            let keyTimes = times.string
            var splines = MarkupText(capacity: easings.count * 24)
            for (index, easing) in easings.enumerated() {
                if index > 0 { splines += ";" }
                if let points = easing.controlPoints {
                    splines.appendNumbers([points.x1, points.y1, points.x2, points.y2], separator: " ")
                } else {
                    splines += "1 0 1 0"
                }
            }
            let keySplines = splines.string
            attributesAfterValues = [("keyTimes", keyTimes), ("calcMode", "spline"), ("keySplines", keySplines),
                                     ("dur", SVGFormat.number(duration) + "s"), ("begin", "0s"), ("fill", "freeze")]
            var rendered = MarkupText(capacity: 96 + keyTimes.utf8.count + keySplines.utf8.count)
            for (key, value) in attributesAfterValues { MarkupNode.appendAttribute(key, value, to: &rendered) }
            renderedAttributesAfterValues = rendered.bytes
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
    /// semicolons between, which no markup escapes. The other attributes are the node's
    /// (`attributesBeforeValues`, `Timing.attributesAfterValues`), escaped as a node's are. A test renders random animations both ways.
    static func element(_ element: String, attribute: String, type: String? = nil, count: Int, components: [[Double]],
                        timing: Timing) -> RenderedElement? {
        var text = MarkupText(capacity: 80 + count * components.count * 10 + timing.renderedAttributesAfterValues.count)
        MarkupNode.appendOpening(element, depth: 0, to: &text)
        for (key, value) in attributesBeforeValues(attribute, type: type) { MarkupNode.appendAttribute(key, value, to: &text) }
        var changes = false
        MarkupNode.appendAttribute("values", to: &text) { changes = appendValues(count: count, components: components, to: &$0) }
        guard changes else { return nil }
        timing.renderedAttributesAfterValues.withUnsafeBufferPointer { text.append($0) }
        text += MarkupNode.emptyElementEnd
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
        SVGNode(element, attributesBeforeValues(attribute, type: type) + [("values", values)] + timing.attributesAfterValues)
    }

    /// The attributes of an animation of `attribute` that come before its `values`, in order: the
    /// one list `node` and `element` write (those after are the timing's).
    private static func attributesBeforeValues(_ attribute: String, type: String?) -> [(String, String)] {
        type.map { [("attributeName", attribute), ("type", $0)] } ?? [("attributeName", attribute)]
    }
}
