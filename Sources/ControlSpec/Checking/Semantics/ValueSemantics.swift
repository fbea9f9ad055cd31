/// Checks of value ranges shared by knobs and sliders.
struct ValueSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Checks `min < max`; returns `false` when the range is unusable (then nothing more is checked).
    func checkRange(_ object: CheckedObject) -> Bool {
        guard let min = object.number("min"), let max = object.number("max") else { return false }
        guard min < max else {
            context.diagnostics.emit(.valueRange, "'max' (\(max.shortText)) must be greater than 'min' (\(min.shortText))", at: object.span(of: "max"), keyPath: object.path("max"), notes: [DiagnosticNote("'min' is here", at: object.span(of: "min"))])
            return false
        }
        return true
    }

    /// Checks that `key`, if written, lies within `low…high`; returns the value or `fallback`.
    func inRange(_ object: CheckedObject, _ key: String, _ low: Double, _ high: Double, fallback: Double, what: String) -> Double {
        guard let value = object.number(key) else { return fallback }
        guard value >= low, value <= high else {
            context.diagnostics.emit(.valueRange, "'\(key)' (\(value.shortText)) is outside \(what) \(low.shortText)…\(high.shortText)", at: object.span(of: key), keyPath: object.path(key))
            return fallback
        }
        return value
    }

    /// Checks that a step fits the range.
    func step(_ object: CheckedObject, span: Double) -> Double {
        guard let step = object.number("step") else { return 0 }
        if step > span {
            context.diagnostics.emit(.valueRange, "'step' (\(step.shortText)) is larger than the range (\(span.shortText))", at: object.span(of: "step"), keyPath: object.path("step"))
            return 0
        }
        return step
    }

    /// Whether `number` is a whole number, allowing for the rounding of decimal fractions
    /// (`0.3 / 0.1` is 2.9999999999999996).
    static func isWhole(_ number: Double) -> Bool {
        abs(number - number.rounded()) <= 1e-9 * max(1, abs(number))
    }
}
