import ControlKernel

/// One moment of an animated SVG as a still SVG: every SMIL animation (`<animate>`,
/// `<animateTransform>`, `<set>`) is evaluated at a time and its value written into the attribute
/// it animates, and the animation elements are dropped. The review page shows such frames, so a
/// paused animation needs no script, and the frame is the same on every machine.
///
/// Evaluated as SMIL does for what controlspec writes: `values` (or `from` / `to`) at `keyTimes`
/// (evenly spaced when missing), `calcMode` `spline` (each segment eased by its `keySplines`
/// Bézier), `linear`, `paced` (taken as linear) or `discrete`; `begin` and `dur` in seconds or
/// milliseconds; after the end, the last value with `fill="freeze"` and the element's own value
/// otherwise. Values made of the same text with other numbers (`rotate` arguments, lengths,
/// opacities) and `#rrggbb` colours are interpolated; others change at the segment's end.
/// `<animateTransform>` replaces the element's `transform` with `type(value)`, or appends to it
/// with `additive="sum"`.
enum AnimationFrame {
    /// The names of the animation elements.
    static let animationElements: Set<String> = ["animate", "animateTransform", "set"]

    /// The longest `begin` + `dur` of the animations in `root`, in seconds; `nil` when it has none.
    static func duration(of root: MarkupElement) -> Double? {
        var longest: Double?
        var pending = [root]
        while let element = pending.popLast() {
            if animationElements.contains(element.name) {
                let end = (seconds(element.attribute("begin")) ?? 0) + (seconds(element.attribute("dur")) ?? 0)
                longest = max(longest ?? 0, end)
            }
            pending += element.children
        }
        return longest
    }

    /// `root` at `time` seconds, without animation elements.
    static func frame(_ root: MarkupElement, at time: Double) -> MarkupElement {
        var element = root
        var kept: [MarkupElement] = []
        for child in root.children {
            if animationElements.contains(child.name) {
                apply(child, to: &element, at: time)
            } else {
                kept.append(frame(child, at: time))
            }
        }
        element.children = kept
        return element
    }

    /// Writes the value `animation` gives at `time` into `element`.
    private static func apply(_ animation: MarkupElement, to element: inout MarkupElement, at time: Double) {
        guard let attribute = animation.attribute("attributeName") else { return }
        let begin = seconds(animation.attribute("begin")) ?? 0
        guard time >= begin else { return }
        let values: [String]
        if animation.name == "set" {
            values = animation.attribute("to").map { [$0] } ?? []
        } else if let list = animation.attribute("values") {
            values = list.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmedSpaces }
        } else if let to = animation.attribute("to") {
            values = [animation.attribute("from") ?? element.attribute(attribute) ?? to, to]
        } else {
            values = []
        }
        guard !values.isEmpty else { return }
        let duration = seconds(animation.attribute("dur"))
        let value: String
        if animation.name == "set" || duration == nil || duration! <= 0 {
            value = values[values.count - 1]
        } else if time - begin >= duration! {
            guard animation.attribute("fill") == "freeze" else { return }
            value = values[values.count - 1]
        } else {
            value = interpolated(values, at: (time - begin) / duration!, animation: animation)
        }
        if animation.name == "animateTransform" {
            let transform = "\(animation.attribute("type") ?? "translate")(\(value))"
            let base = animation.attribute("additive") == "sum" ? element.attribute("transform").map { $0 + " " } ?? "" : ""
            set(attribute, to: base + transform, in: &element)
        } else {
            set(attribute, to: value, in: &element)
        }
    }

    /// The value of `values` at `fraction` (0…1) of the simple duration.
    private static func interpolated(_ values: [String], at fraction: Double, animation: MarkupElement) -> String {
        guard values.count > 1 else { return values[0] }
        let mode = animation.attribute("calcMode") ?? "linear"
        let times = animation.attribute("keyTimes").map { $0.split(separator: ";").compactMap { Double(String($0).trimmedSpaces) } }
        let keyTimes = times?.count == values.count ? times! : (0..<values.count).map {
            Double($0) / Double(mode == "discrete" ? values.count : values.count - 1)
        }
        var segment = 0
        while segment + 1 < keyTimes.count && keyTimes[segment + 1] <= fraction { segment += 1 }
        if mode == "discrete" || segment + 1 >= values.count { return values[segment] }
        let span = keyTimes[segment + 1] - keyTimes[segment]
        var progress = span > 0 ? (fraction - keyTimes[segment]) / span : 1
        if mode == "spline" {
            let splines = (animation.attribute("keySplines") ?? "").split(separator: ";")
            if segment < splines.count {
                let points = splines[segment].split { $0 == " " || $0 == "," }.compactMap { Double($0) }
                if points.count == 4 {
                    progress = TimingCurve.cubicBezier(points[0], points[1], points[2], points[3]).progress(progress)
                }
            }
        }
        return blend(values[segment], values[segment + 1], progress)
    }

    /// `a` and `b` mixed at `progress`: the numbers of two values of the same form, or two
    /// `#rrggbb` colours; otherwise `a` until the end.
    static func blend(_ a: String, _ b: String, _ progress: Double) -> String {
        if let colorA = color(a), let colorB = color(b) {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
            return SVGFormat.hex(RGBA(red: mix(colorA.red, colorB.red), green: mix(colorA.green, colorB.green), blue: mix(colorA.blue, colorB.blue)))
        }
        let (skeletonA, numbersA) = numbers(in: a), (skeletonB, numbersB) = numbers(in: b)
        guard skeletonA == skeletonB, numbersA.count == numbersB.count else { return progress < 1 ? a : b }
        var out = ""
        for (index, piece) in skeletonA.enumerated() {
            out += piece
            if index < numbersA.count {
                out += SVGFormat.number(numbersA[index] + (numbersB[index] - numbersA[index]) * progress)
            }
        }
        return out
    }

    /// A `#rrggbb` colour, as the previews write colours (read by the spec's colour grammar).
    private static func color(_ text: String) -> RGBA? {
        guard text.count == 7, text.hasPrefix("#"), case .success(.rgba(let color)) = ColorSyntax.parse(text) else { return nil }
        return color
    }

    /// The numbers in `value` and the text around them (one piece more than numbers).
    private static func numbers(in value: String) -> (skeleton: [String], numbers: [Double]) {
        var skeleton: [String] = [], numbers: [Double] = []
        var text = "", number = ""
        func flush() {
            if let parsed = Double(number) {
                skeleton.append(text)
                numbers.append(parsed)
                text = ""
            } else {
                text += number
            }
            number = ""
        }
        for character in value {
            let numeric = character.isNumber || character == "." || ((character == "-" || character == "+") && number.isEmpty)
                || ((character == "e" || character == "E") && !number.isEmpty)
            if numeric && character.isASCII {
                number.append(character)
            } else {
                if !number.isEmpty { flush() }
                text.append(character)
            }
        }
        if !number.isEmpty { flush() }
        skeleton.append(text)
        return (skeleton, numbers)
    }

    /// Sets (or adds) the attribute `name` of `element`.
    private static func set(_ name: String, to value: String, in element: inout MarkupElement) {
        if let index = element.attributes.firstIndex(where: { $0.name == name }) {
            element.attributes[index].value = value
        } else {
            element.attributes.append(.init(name: name, value: value))
        }
    }

    /// A SMIL clock value in seconds: `0.25s`, `250ms` or a bare number of seconds.
    static func seconds(_ text: String?) -> Double? {
        guard let text = text?.trimmedSpaces else { return nil }
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1000 } }
        if text.hasSuffix("s") { return Double(text.dropLast()) }
        return Double(text)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmedSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
