import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

#if canImport(SwiftUI)
/// The drawing of a native view's values (one per thumb, lowest first; a knob's one value) that
/// shows an outside change the SwiftUI way: along the animation of the update that made it
/// (`withAnimation`, an animated binding), at once without one, under Reduce Motion as the spec's
/// rule says (``ShownValues``); a change an input made shows at once, following the finger.
///
/// The knob's, the sliders' and the circular slider's views draw their canvas through it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SwiftUIValueAnimation<Content: View>: View {
    /// What the view shows of its values, and whether it is an outside change.
    let shown: ShownValues
    /// What Reduce Motion does to an animated outside change, as the spec says.
    let rule: ReduceMotion
    /// Whether Reduce Motion is on.
    let isReducingMotion: Bool
    /// The drawing of given values.
    let content: ([Double]) -> Content

    /// Draws `content` of the values `shown` holds, animating an outside change as `rule` says
    /// while `isReducingMotion`.
    public init(_ shown: ShownValues, rule: ReduceMotion, isReducingMotion: Bool, content: @escaping ([Double]) -> Content) {
        self.shown = shown
        self.rule = rule
        self.isReducingMotion = isReducingMotion
        self.content = content
    }

    /// The drawing, replaced with a cross-fade when Reduce Motion asks for one, its transaction's
    /// animation kept, replaced by the cross-fade's curve, or taken away (`ShownValues.playback`).
    public var body: some View {
        let shown = shown, rule = rule, isReducingMotion = isReducingMotion
        return ZStack {
            AnimatedValues(values: shown.values, content: content)
                .id(shown.identity(reduceMotion: rule, isReducingMotion: isReducingMotion))
                .transition(.opacity)
        }
        .transaction(value: shown) { transaction in
            switch shown.playback(isAnimated: transaction.animation != nil, reduceMotion: rule, isReducingMotion: isReducingMotion) {
            case .motion:
                break
            case .crossfade(let duration):
                let curve = ReduceMotion.crossfadeControlPoints
                transaction.animation = .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
            case .instant:
                transaction.animation = nil
            }
        }
    }

    /// A drawing of values SwiftUI interpolates (`Animatable`): when they change in an update
    /// with an animation, each frame draws the values the animation has reached.
    private struct AnimatedValues: View, Animatable {
        /// The values drawn, one per thumb, lowest first.
        var values: [Double]
        /// The drawing of given values.
        let content: ([Double]) -> Content

        /// The values as SwiftUI interpolates them.
        nonisolated var animatableData: AnimatableValues {
            get { AnimatableValues(vector: ValueVector(values)) }
            set { values = newValue.vector.components }
        }

        /// The drawing at the values reached.
        var body: some View {
            content(values)
        }
    }
}

/// The kernel's ``ValueVector`` as SwiftUI's `VectorArithmetic`: its arithmetic, value by value.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct AnimatableValues: VectorArithmetic {
    /// The values.
    var vector: ValueVector

    /// No values.
    static var zero: AnimatableValues { AnimatableValues(vector: .zero) }

    /// The values' sum.
    static func + (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues { AnimatableValues(vector: lhs.vector + rhs.vector) }

    /// The values' difference.
    static func - (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues { AnimatableValues(vector: lhs.vector - rhs.vector) }

    /// Scales every value by `rhs`.
    mutating func scale(by rhs: Double) { vector.scale(by: rhs) }

    /// The dot product of the values with themselves.
    var magnitudeSquared: Double { vector.magnitudeSquared }
}
#endif
