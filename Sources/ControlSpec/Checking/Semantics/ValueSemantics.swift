/// The keys of a value range that knobs and sliders share, so one set of checks reads both.
protocol ValueRangeKeys: ObjectKeys {
    /// The smallest value.
    static var min: Key<Self, Double?> { get }
    /// The largest value.
    static var max: Key<Self, Double?> { get }
    /// The step values snap to, 0 for none.
    static var step: Key<Self, Double> { get }
}

/// Checks of value ranges shared by knobs and sliders.
struct ValueSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// `min` and `max` when both are valid and `min < max`; reports `max` otherwise.
    func range<Keys: ValueRangeKeys>(_ object: SpecObject<Keys>) -> (min: Double, max: Double)? {
        guard let min = object[Keys.min], let max = object[Keys.max] else { return nil }
        guard min < max else {
            context.diagnostics.emit(.valueRange, "'max' (\(max.shortText)) must be greater than 'min' (\(min.shortText))", at: object.span(of: Keys.max),
                keyPath: object.path(Keys.max), notes: [DiagnosticNote("'min' is here", at: object.span(of: Keys.min))])
            return nil
        }
        return (min, max)
    }

    /// Whether the value the spec gives for `key`, if any, lies within `low…high`; reports it
    /// when it does not. A value the spec leaves to its default is not checked.
    func isInRange<Keys, Value>(_ object: SpecObject<Keys>, _ key: Key<Keys, Value>, value: Double, _ low: Double, _ high: Double, what: String) -> Bool {
        guard object.gives(key), value < low || value > high else { return true }
        context.diagnostics.emit(.valueRange, "'\(key.name)' (\(value.shortText)) is outside \(what) \(low.shortText)…\(high.shortText)",
            at: object.span(of: key), keyPath: object.path(key))
        return false
    }

    /// Whether the step fits in the range; reports it when it is larger.
    func stepFits<Keys: ValueRangeKeys>(_ object: SpecObject<Keys>, span: Double) -> Bool {
        let step = object[Keys.step]
        guard step > span else { return true }
        context.diagnostics.emit(.valueRange, "'step' (\(step.shortText)) is larger than the range (\(span.shortText))", at: object.span(of: Keys.step),
            keyPath: object.path(Keys.step))
        return false
    }

    /// Checks that a step divides the range and that each value the spec gives lies on a step:
    /// the control snaps every value it shows, so it would show something else than the spec
    /// says. `highest` is the highest value the kind's kernel reaches: `max` when `max` is always
    /// a value (the last step is then shorter), else the last step below it.
    func checkSteps<Keys: ValueRangeKeys>(_ object: SpecObject<Keys>, min: Double, max: Double, highest: Double,
        values: [(key: Key<Keys, Double?>, value: Double)]) {
        let step = object[Keys.step]
        guard step > 0 else { return }
        let steps = (max - min) / step
        if !Self.isWhole(steps) {
            let lastStep = min + steps.rounded(.down) * step
            let consequence = highest == max
                ? "the last step, from \(lastStep.roundedText) to \(max.shortText), would be shorter"
                : "values could reach \(highest.roundedText) at most"
            let range = "\(min.shortText)…\(max.shortText)"
            let message = "'step' (\(step.shortText)) does not divide the range \(range) into whole steps, found \(steps.roundedText) steps"
            context.diagnostics.emit(.valueRange, message, at: object.span(of: Keys.step), keyPath: object.path(Keys.step),
                                     notes: [DiagnosticNote("\(consequence); use a step that divides 'max' − 'min'")])
        }
        for (key, value) in values where object.gives(key) && value != highest {
            let index = (value - min) / step
            guard !Self.isWhole(index) else { continue }
            let below = min + index.rounded(.down) * step
            let above = Swift.min(min + index.rounded(.up) * step, highest)
            context.diagnostics.emit(.valueRange, "'\(key.name)' (\(value.shortText)) is not on a step of \(step.shortText) from 'min' (\(min.shortText))",
                at: object.span(of: key), keyPath: object.path(key),
                                     notes: [DiagnosticNote("the nearest steps are \(below.roundedText) and \(above.roundedText)")])
        }
    }

    /// Whether `number` is a whole number, allowing for the rounding of decimal fractions
    /// (`0.3 / 0.1` is 2.9999999999999996).
    static func isWhole(_ number: Double) -> Bool {
        abs(number - number.rounded()) <= 1e-9 * Swift.max(1, abs(number))
    }
}
