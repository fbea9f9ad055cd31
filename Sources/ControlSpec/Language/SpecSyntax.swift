import ControlKernel

/// Checked values written back in spec syntax: one formatter per value type, the inverse of its
/// grammar in `Checking/Scalars/` (a formatted value checks back to the same value). The key
/// reference's default column and the JSON Schema's defaults are printed with these.
enum SpecSyntax {
    /// A number in its shortest form: `0`, `0.25`, `-2.5`.
    static func number(_ value: Double) -> String { value.shortText }

    /// An angle in its notation: degrees (`0deg`), radians (`1.2rad`) or a multiple of π (`-11/8pi`).
    static func angle(_ angle: Angle) -> String {
        let fraction: PiFraction
        switch angle.notation {
        case .degrees(let degrees): return "\(degrees.shortText)deg"
        case .radians: return "\(angle.radians.shortText)rad"
        case .piMultiple(let multiple): fraction = multiple
        }
        let numerator = fraction.denominator == 1 && abs(fraction.numerator) == 1
            ? (fraction.numerator < 0 ? "-" : "") : fraction.numerator.shortText
        return fraction.denominator == 1 ? "\(numerator)pi" : "\(numerator)/\(fraction.denominator.shortText)pi"
    }

    /// A duration in seconds: `0.25s`.
    static func duration(_ seconds: Double) -> String { "\(seconds.shortText)s" }

    /// A length that may depend on the control's size: `4`, `height/3.5`, `width/10`.
    static func relativeLength(_ length: RelativeLength) -> String {
        switch length {
        case .points(let points): points.shortText
        case .heightDividedBy(let divisor): "height/\(divisor.shortText)"
        case .widthDividedBy(let divisor): "width/\(divisor.shortText)"
        }
    }

    /// A size: `120x120`.
    static func size(_ size: Size) -> String { "\(size.width.shortText)x\(size.height.shortText)" }

    /// A point: `[0, 0]`.
    static func point(_ point: Point) -> String { "[\(point.x.shortText), \(point.y.shortText)]" }

    /// A colour: `tint`, a colour name, `white(0.9)`, `white(0, 0.1)`, `rgb(1, 0, 0)`, `rgba(…)`,
    /// or a flow mapping of the appearances given (`{ light: systemBlue, dark: 'rgb(1, 1, 1)' }`).
    static func color(_ color: ColorValue) -> String {
        switch color {
        case .perAppearance(let colors):
            "{ " + Appearance.allCases.compactMap { appearance in
                colors.given(appearance).map { "\(appearance.word): \(flowScalar(Self.color($0)))" }
            }.joined(separator: ", ") + " }"
        case .tint: NamedColors.tintWord
        case .named(let name): name
        case .white(let white, let alpha): alpha == 1 ? "white(\(white.shortText))" : "white(\(white.shortText), \(alpha.shortText))"
        case .rgba(let c) where c.alpha == 1: "rgb(\(c.red.shortText), \(c.green.shortText), \(c.blue.shortText))"
        case .rgba(let c): "rgba(\(c.red.shortText), \(c.green.shortText), \(c.blue.shortText), \(c.alpha.shortText))"
        }
    }

    /// A value per control state: the normal value alone, or a flow mapping of the states given
    /// (`{ normal: clear, highlighted: 'white(0, 0.1)' }`).
    static func stateValue<Value>(_ value: StateValue<Value>, _ element: (Value) -> String) -> String {
        let states = ControlState.allCases.compactMap { state in
            stateEntry(value, state).map { "\(state.word): \(flowScalar(element($0)))" }
        }
        return states.count == 1 ? element(value.normal) : "{ " + states.joined(separator: ", ") + " }"
    }

    /// `text` as a scalar inside a flow collection: single-quoted when a flow indicator or a
    /// comment would end it early (`'white(0, 0.1)'`); a flow mapping (`{ light: … }`) as it is.
    static func flowScalar(_ text: String) -> String {
        guard !text.hasPrefix("{ "), text.contains(where: { ",[]{}#:'\"".contains($0) }) else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// The value given for `state`, if the spec gives one.
    static func stateEntry<Value>(_ value: StateValue<Value>, _ state: ControlState) -> Value? {
        switch state {
        case .normal: value.normal
        case .highlighted: value.highlighted
        case .disabled: value.disabled
        }
    }

    /// A timing curve: its name (`easeInEaseOut`), or `cubic-bezier(x1, y1, x2, y2)`.
    static func easing(_ curve: TimingCurve) -> String {
        if let named = TimingCurve.named.first(where: { $0.curve == curve }) { return named.name }
        let points = curve.controlPoints.map { [$0.x1, $0.y1, $0.x2, $0.y2] } ?? []
        return "\(TimingCurve.cubicBezierName)(" + points.map(\.shortText).joined(separator: ", ") + ")"
    }

    /// A flow sequence: `[editingDidBegin]`.
    static func list<Element>(_ items: [Element], _ element: (Element) -> String) -> String {
        "[" + items.map { flowScalar(element($0)) }.joined(separator: ", ") + "]"
    }

    /// Animated property assignments: `rest`, or a flow mapping of the values as written.
    static func assignments(_ list: AssignmentList) -> String {
        switch list {
        case .rest: AssignmentList.restWord
        case .entries(let entries): "{ " + entries.map { "\($0.target).\($0.property): \($0.value.value)" }.joined(separator: ", ") + " }"
        }
    }
}
