import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// `SliderDetents`: which values a slider's selection feedback marks (snap values, else ticks,
/// else a coarse step) and when a move crosses one: once per move that reaches or passes a
/// detent, never for motion between two, never for leaving one.
@Suite struct SliderDetentTests {
    /// A one-thumb slider on `minimum`…`maximum` with `step`, `snapValues` and `ticks`.
    static func model(_ minimum: Double, _ maximum: Double, step: Double, snapValues: [Double] = [], ticks: SliderTickMarks? = nil)
        -> (MultiSliderModel, SliderTickMarks?) {
        let configuration = MultiSliderConfiguration(
            slider: SliderConfiguration(
                minimumValue: minimum, maximumValue: maximum, values: [minimum], step: step, minimumGap: 0, isContinuous: true,
                curvaceousness: 0, trackInset: .points(0), thumbInset: 0, touchSlop: 0, mirrorsInRightToLeft: false, accessibilityStep: 1),
            orientation: .horizontal, thumbSize: 20, snapValues: snapValues, fill: .fromMinimum, ticks: ticks, valueLabels: nil,
            movesNearestThumbOnTap: false, animationDuration: 0)
        return (MultiSliderModel(configuration: configuration), ticks)
    }

    @Test("A fine step is no detent: whole percents give no feedback; ticks every ten give ten")
    func fineStepsAndTicks() {
        let (percent, _) = Self.model(0, 100, step: 1)
        #expect(SliderDetents(model: percent, ticks: nil).values.isEmpty, "100 steps: more than \(SliderDetents.maximumStepCount)")
        let ticks = SliderTickMarks(spacing: 10, length: 10, width: 1)
        let (volume, volumeTicks) = Self.model(0, 100, step: 1, ticks: ticks)
        let detents = SliderDetents(model: volume, ticks: volumeTicks)
        #expect(detents.values == stride(from: 0.0, through: 100, by: 10).map { $0 })
        let sweep = (0..<100).filter { detents.isCrossed(from: Double($0), to: Double($0 + 1)) }
        #expect(sweep.count == 10, "a sweep in whole percents plays one haptic per tick, not one per percent")
    }

    @Test("A coarse step is a detent; an odd range ends on its last step")
    func coarseSteps() {
        let (stars, _) = Self.model(1, 5, step: 1)
        #expect(SliderDetents(model: stars, ticks: nil).values == [1, 2, 3, 4, 5])
        let (twenty, _) = Self.model(-10, 10, step: 1)
        #expect(SliderDetents(model: twenty, ticks: nil).values.count == 21, "20 steps is the most that count")
        let (twentyOne, _) = Self.model(0, 2.1, step: 0.1)
        #expect(SliderDetents(model: twentyOne, ticks: nil).values.isEmpty, "21 steps is too many")
        let (none, _) = Self.model(0, 1, step: 0)
        #expect(SliderDetents(model: none, ticks: nil).values.isEmpty, "no step, no snap values, no ticks")
    }

    @Test("Snap values win over ticks and steps")
    func snapValuesFirst() {
        let (stops, ticks) = Self.model(0, 60, step: 5, snapValues: [0, 15, 60], ticks: SliderTickMarks(spacing: 10, length: 4, width: 1))
        #expect(SliderDetents(model: stops, ticks: ticks).values == [0, 15, 60])
    }

    @Test("Reaching or passing a detent crosses it, once per move; leaving one or moving between two does not")
    func crossings() {
        let detents = SliderDetents(values: [30, 10, 20])
        #expect(detents.values == [10, 20, 30], "sorted")
        #expect(detents.isCrossed(from: 9, to: 10), "reaching one going up")
        #expect(!detents.isCrossed(from: 10, to: 11), "leaving one")
        #expect(detents.isCrossed(from: 11, to: 10), "reaching one going down")
        #expect(!detents.isCrossed(from: 10, to: 9), "leaving one going down")
        #expect(detents.isCrossed(from: 5, to: 35), "passing three in one move is one crossing")
        #expect(!detents.isCrossed(from: 12, to: 18), "between two")
        #expect(!detents.isCrossed(from: 20, to: 20), "no motion")
        #expect(detents.isCrossed(from: 19.999_999_999_99, to: 20.000_000_000_001) == false, "rounding noise around a detent is no crossing")
        #expect(detents.isCrossed(from: [12, 25], to: [12, 30]), "any thumb")
        #expect(!detents.isCrossed(from: [12, 25], to: [15, 28]))
    }

    @Test("The SwiftUI view's feedback trigger follows the same rule as the UIKit control")
    func swiftUITrigger() {
        let ticks = SliderTickMarks(spacing: 10, length: 10, width: 1)
        var configuration = MultiSliderInteractionTests.bands
        configuration.slider.step = 1
        configuration.snapValues = []
        configuration.ticks = ticks
        var interaction = MultiSliderInteraction(configuration: configuration, values: [10, 50, 90])
        _ = interaction.press(.up, thumb: 0, isRightToLeft: false)
        #expect(interaction.values[0] == 15 && interaction.feedbackTrigger == 0, "10 → 15 leaves a tick: no feedback")
        _ = interaction.press(.up, thumb: 0, isRightToLeft: false)
        #expect(interaction.values[0] == 20 && interaction.feedbackTrigger == 1, "15 → 20 reaches one")
    }
}
