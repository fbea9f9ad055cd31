import Foundation

/// What a SwiftUI view draws of the values its binding holds, and how it shows a change of them
/// the app made (an outside change: not the user's drag, keys, Crown or VoiceOver), the same for
/// every kind of value control. The view keeps one in its state beside the model, tells it each
/// time it takes the binding's values into the model (`take(_:before:after:)`), and asks it in
/// `body` what to draw (`shown(bound:fitted:model:)`): the binding's values, fitted as the model
/// fits them, in the very update in which the app changed them, so that they change in that
/// update's transaction and move along its animation, as SwiftUI's own controls do.
public struct BoundValues: Hashable, Sendable {
    /// The binding's values when the view last took them.
    public private(set) var taken: [Double]
    /// How many outside changes the view has taken.
    public private(set) var outsideChanges = 0

    /// Values bound to `values`, which the view has taken.
    public init(_ values: [Double]) {
        taken = values
    }

    /// What the view draws while the binding holds `bound`, which the model fits to `fitted`,
    /// and the model holds `model`: `fitted` when the app changed the binding since the view
    /// last took it and to other values than the model's (an outside change, shown in the update
    /// that made it); otherwise the model's values (an input changed them, or nothing did).
    public func shown(bound: [Double], fitted: [Double], model: [Double]) -> ShownValues {
        let isOutside = bound != taken && fitted != model
        return ShownValues(values: isOutside ? fitted : model, isOutsideChange: isOutside, changeCount: outsideChanges + (isOutside ? 1 : 0))
    }

    /// The view took the binding's values `bound` into a model that held `before` and now holds
    /// `after`: an outside change when the binding changed and the model with it.
    public mutating func take(_ bound: [Double], before: [Double], after: [Double]) {
        if bound != taken, before != after { outsideChanges += 1 }
        taken = bound
    }
}

/// The values a SwiftUI view draws in one update (`BoundValues.shown(bound:fitted:model:)`).
public struct ShownValues: Hashable, Sendable {
    /// The values, one per thumb, lowest first (a knob's one value).
    public var values: [Double]
    /// Whether they are an outside change the app made in this update.
    public var isOutsideChange: Bool
    /// How many outside changes the view has shown, this one included.
    public var changeCount: Int

    /// The values `values`, an outside change or not (`isOutsideChange`), the `changeCount`th shown.
    public init(values: [Double], isOutsideChange: Bool, changeCount: Int) {
        self.values = values
        self.isOutsideChange = isOutsideChange
        self.changeCount = changeCount
    }

    /// How the update plays when its transaction has an animation (`isAnimated`) and Reduce
    /// Motion is on (`isReducingMotion`) or off, for a control whose spec gives `reduceMotion`:
    /// an outside change as `ReduceMotion.outsideChange(isAnimated:isReducingMotion:)` says;
    /// input always at once, following the finger.
    public func playback(isAnimated: Bool, reduceMotion: ReduceMotion, isReducingMotion: Bool) -> MotionPlayback {
        isOutsideChange ? reduceMotion.outsideChange(isAnimated: isAnimated, isReducingMotion: isReducingMotion) : .instant
    }

    /// The identity of the drawing under `reduceMotion` with Reduce Motion on or off: a new one
    /// for each outside change while a change would cross-fade (the look shown fades out as the
    /// new one fades in), else always the same one (the drawing stays and its values move).
    public func identity(reduceMotion: ReduceMotion, isReducingMotion: Bool) -> Int {
        if case .crossfade = reduceMotion.outsideChange(isAnimated: true, isReducingMotion: isReducingMotion) { return changeCount }
        return 0
    }
}

/// Values a SwiftUI view draws, as a vector SwiftUI can interpolate along an animation: each
/// component its own value, added, subtracted and scaled one by one. Vectors of different
/// lengths combine over the longer one, the missing components zero, so the empty `zero` is the
/// zero of every length.
public struct ValueVector: Hashable, Sendable, AdditiveArithmetic {
    /// The values, one per thumb, lowest first.
    public var components: [Double]

    /// The vector of `components`.
    public init(_ components: [Double]) {
        self.components = components
    }

    /// No values: the zero of every length.
    public static var zero: ValueVector { ValueVector([]) }

    /// The component-wise sum.
    public static func + (lhs: ValueVector, rhs: ValueVector) -> ValueVector {
        combine(lhs, rhs, +)
    }

    /// The component-wise difference.
    public static func - (lhs: ValueVector, rhs: ValueVector) -> ValueVector {
        combine(lhs, rhs, -)
    }

    /// Multiplies each component by `factor`.
    public mutating func scale(by factor: Double) {
        components = components.map { $0 * factor }
    }

    /// The dot product of the vector with itself.
    public var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 }
    }

    /// `lhs` and `rhs` combined component by component with `operation`, the shorter padded with zeros.
    private static func combine(_ lhs: ValueVector, _ rhs: ValueVector, _ operation: (Double, Double) -> Double) -> ValueVector {
        let count = max(lhs.components.count, rhs.components.count)
        func component(_ vector: ValueVector, _ index: Int) -> Double {
            vector.components.indices.contains(index) ? vector.components[index] : 0
        }
        return ValueVector((0..<count).map { operation(component(lhs, $0), component(rhs, $0)) })
    }
}
