import ControlKernel
import Foundation
import Testing

/// How the SwiftUI views show a change of their values the app made (`BoundValues`,
/// `ShownValues`, `ReduceMotion.outsideChange(isAnimated:isReducingMotion:)`, `ValueVector`), the
/// same rule for the knob, the slider, the range slider and the circular slider.
@Suite struct OutsideChangeTests {
    @Test("An outside change follows its transaction's animation, at once without one; Reduce Motion as the spec says")
    func playback() {
        #expect(ReduceMotion.crossfade.outsideChange(isAnimated: true, isReducingMotion: false) == .motion)
        #expect(ReduceMotion.instant.outsideChange(isAnimated: true, isReducingMotion: false) == .motion)
        #expect(ReduceMotion.crossfade.outsideChange(isAnimated: false, isReducingMotion: false) == .instant)
        #expect(ReduceMotion.keep.outsideChange(isAnimated: false, isReducingMotion: true) == .instant, "no animation, nothing to reduce")
        #expect(ReduceMotion.crossfade.outsideChange(isAnimated: true, isReducingMotion: true) == .crossfade(duration: ReduceMotion.crossfadeDuration))
        #expect(ReduceMotion.instant.outsideChange(isAnimated: true, isReducingMotion: true) == .instant)
        #expect(ReduceMotion.keep.outsideChange(isAnimated: true, isReducingMotion: true) == .motion)
        let points = ReduceMotion.crossfadeControlPoints
        #expect([points.x1, points.y1, points.x2, points.y2] == [0.42, 0, 0.58, 1], "the cross-fade's ease-in-ease-out")

        let change = ShownValues(values: [0.5], isOutsideChange: true, changeCount: 3)
        let input = ShownValues(values: [0.5], isOutsideChange: false, changeCount: 3)
        #expect(change.playback(isAnimated: true, reduceMotion: .crossfade, isReducingMotion: false) == .motion)
        #expect(input.playback(isAnimated: true, reduceMotion: .keep, isReducingMotion: false) == .instant, "input is never animated")
        #expect(change.playback(isAnimated: true, reduceMotion: .crossfade, isReducingMotion: true) == .crossfade(duration: 0.15))
    }

    @Test("The drawing keeps its identity unless an outside change cross-fades")
    func identity() {
        let change = ShownValues(values: [1, 2], isOutsideChange: true, changeCount: 4)
        #expect(change.identity(reduceMotion: .crossfade, isReducingMotion: true) == 4)
        #expect(change.identity(reduceMotion: .crossfade, isReducingMotion: false) == 0, "moving values keep one drawing")
        #expect(change.identity(reduceMotion: .instant, isReducingMotion: true) == 0)
        #expect(change.identity(reduceMotion: .keep, isReducingMotion: true) == 0)
    }

    @Test("Bound values: the app's change is shown in its own update and counted once; the view's own writes are not changes")
    func boundValues() {
        var bound = BoundValues([1, 2])
        #expect(bound.shown(bound: [1, 2], fitted: [1, 2], model: [1, 2]) == ShownValues(values: [1, 2], isOutsideChange: false, changeCount: 0))
        #expect(bound.shown(bound: [3, 2], fitted: [3, 2.5], model: [1, 2]) == ShownValues(values: [3, 2.5], isOutsideChange: true, changeCount: 1))
        bound.take([3, 2], before: [1, 2], after: [3, 2.5])
        #expect(bound.outsideChanges == 1 && bound.taken == [3, 2])
        #expect(bound.shown(bound: [3, 2], fitted: [3, 2.5], model: [3, 2.5]) == ShownValues(values: [3, 2.5], isOutsideChange: false, changeCount: 1))
        #expect(bound.shown(bound: [4, 5], fitted: [4, 5], model: [4, 5]).isOutsideChange == false, "the input's own values, written back")
        #expect(bound.shown(bound: [3, 2], fitted: [3, 2.5], model: [4, 5]).values == [4, 5], "a binding that keeps its value: the model's")
        bound.take([4, 5], before: [4, 5], after: [4, 5])
        #expect(bound.outsideChanges == 1, "taking the echo counts nothing")
        bound.take([9, 9], before: [4, 5], after: [4, 5])
        #expect(bound.outsideChanges == 1, "a change the model fits away changes nothing drawn")
    }

    @Test("Values as a vector: added, subtracted and scaled value by value, the empty zero of every length")
    func vector() {
        var sum = ValueVector([1, 2, 3]) + ValueVector([0.5, 0.5, 0.5])
        #expect(sum == ValueVector([1.5, 2.5, 3.5]))
        #expect(ValueVector([1, 2]) - ValueVector([1, 4]) == ValueVector([0, -2]))
        #expect(ValueVector([1, 2]) + .zero == ValueVector([1, 2]) && .zero - ValueVector([1, 2]) == ValueVector([-1, -2]))
        sum.scale(by: 2)
        #expect(sum == ValueVector([3, 5, 7]))
        #expect(ValueVector([3, 4]).magnitudeSquared == 25 && ValueVector.zero.magnitudeSquared == 0)
        let from = ValueVector([10, 50, 90]), to = ValueVector([30, 50, 60])
        var step = to - from
        step.scale(by: 0.5)
        #expect((from + step).components == [20, 50, 75], "half way, as SwiftUI interpolates: from + (to − from) × 0.5")
    }

    @Test("Every kind draws an outside change fitted, and its own input at once")
    func everyKind() {
        var knob = RotaryViewState(configuration: RotaryViewStateTests.configuration(range: 0...10, step: 1, initial: 2), value: 2)
        #expect(knob.shown(7.4) == ShownValues(values: [7], isOutsideChange: true, changeCount: 1))
        _ = knob.sync(to: 7.4)
        #expect(knob.shown(7.4) == ShownValues(values: [7], isOutsideChange: false, changeCount: 1))
        let up = knob.adjust(.increment)
        #expect(up.changed && knob.shown(knob.value) == ShownValues(values: [knob.value], isOutsideChange: false, changeCount: 1))
        let drawn = knob.drawing(in: CGSize(width: 100, height: 100), value: 3)
        #expect(drawn == RotaryViewDrawing(model: knob.model, layout: knob.layout(in: CGSize(width: 100, height: 100)), value: 3))

        var range = SliderInteraction(configuration: SliderInteractionTests.stepped, range: -20...20)
        #expect(range.shown(bounds: [-20, 20]).isOutsideChange == false)
        #expect(range.shown(bounds: [-31, 42]) == ShownValues(values: [-30, 40], isOutsideChange: true, changeCount: 1))
        _ = range.sync(bounds: [-31, 42])
        #expect(range.shown(bounds: [-31, 42]) == ShownValues(values: [-30, 40], isOutsideChange: false, changeCount: 1))
        #expect(range.reduceMotion == .crossfade)

        let angles = CircularSliderViewStateTests.angles(-135, 135)
        var one = CircularSliderViewState(configuration: CircularSliderViewStateTests.configuration(
            range: 0...100, step: 10, initial: [20], angles: angles, accessibilityStep: 10))
        #expect(one.shown(20.0).isOutsideChange == false)
        #expect(one.shown(64.0) == ShownValues(values: [60], isOutsideChange: true, changeCount: 1))
        _ = one.sync(to: 64.0)
        #expect(one.shown(64.0) == ShownValues(values: [60], isOutsideChange: false, changeCount: 1))
        var two = CircularSliderViewState(configuration: CircularSliderViewStateTests.configuration(
            range: 0...100, initial: [20, 80], distance: 10, angles: angles, accessibilityStep: 10))
        #expect(two.shown(50...52) == ShownValues(values: [50, 60], isOutsideChange: true, changeCount: 1), "kept the minimum distance apart")
        _ = two.sync(to: 50...52)
        #expect(two.shown(50...52).isOutsideChange == false)
        let size = CGSize(width: 200, height: 200)
        let moving = two.drawing(in: size, values: [30, 70])
        #expect(moving.thumbCenters != two.drawing(in: size).thumbCenters, "drawn at the animation's values")
        #expect(moving.thumbCenters.count == 2)
    }
}
