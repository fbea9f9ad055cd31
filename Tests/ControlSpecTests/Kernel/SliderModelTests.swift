import ControlKernel
import Testing
@testable import ControlSpec

/// The slider kernel's values: clamping, the gap, steps and VoiceOver adjustment, with the numbers
/// of docs/reference-controls.md#range-slider (range 0…10, lower 2, upper 8) and the step and gap rules of
/// docs/generated-code.md.
@Suite struct SliderModelTests {
    /// A model of the reference range with other values, step or gap.
    static func model(_ values: [Double] = [2, 8], min: Double = 0, max: Double = 10, step: Double = 0, gap: Double = 0) -> SliderModel {
        SliderModel(minimumValue: min, maximumValue: max, values: values, step: step, minimumGap: gap)
    }

    @Test func referenceSpecValues() {
        let model = SliderModel(configuration: SliderSpecs.configuration("RangeSlider"))
        #expect(model.minimumValue == 0 && model.maximumValue == 10)
        #expect(model.lowerValue == 2 && model.upperValue == 8)
        #expect(model.thumbCount == 2)
    }

    @Test func lowerStaysInMinimumToUpperAndUpperInLowerToMaximum() {
        var model = Self.model()
        model.setLowerValue(9)
        #expect(model.lowerValue == 8, "lower cannot pass upper")
        model.setLowerValue(-3)
        #expect(model.lowerValue == 0, "lower stops at the minimum")
        model.setUpperValue(-1)
        #expect(model.upperValue == 0, "upper cannot pass lower")
        model.setUpperValue(12)
        #expect(model.upperValue == 10, "upper stops at the maximum")
        let crossed = Self.model([7, 3])
        #expect(crossed.values == [7, 7], "crossed values are fitted lowest first: the lower wins")
    }

    @Test func theGapKeepsTheValuesApart() {
        var model = Self.model(gap: 2)
        model.setLowerValue(7.5)
        #expect(model.lowerValue == 6, "lower stops a gap below upper")
        model.setUpperValue(6.5)
        #expect(model.upperValue == 8, "upper stops a gap above lower")
        model.setValues(lower: 5, upper: 5)
        #expect(model.values == [5, 7], "equal values are pushed a gap apart, the lower winning")
        model.minimumGap = 4
        #expect(model.upperValue - model.lowerValue == 4, "raising the gap fits the values again")
        let tooWide = Self.model([0, 1], max: 1, gap: 5)
        #expect(tooWide.gap == 1 && tooWide.values == [0, 1], "a gap wider than the range spans the range")
    }

    @Test func valuesSnapToStepsCountedFromTheMinimum() {
        var model = Self.model(step: 0.5)
        model.setLowerValue(3.3)
        #expect(model.lowerValue == 3.5)
        model.setUpperValue(7.74)
        #expect(model.upperValue == 7.5)
        var offset = Self.model([1, 11], min: 1, max: 11, step: 2)
        offset.setLowerValue(4.2)
        #expect(offset.lowerValue == 5, "steps count from the minimum: 4.2 snaps to 5")
        var gapped = Self.model([2, 6], step: 2, gap: 2)
        gapped.setLowerValue(4.9)
        #expect(gapped.lowerValue == 4, "a snap past upper − gap takes the step below")
        var stepped = Self.model()
        stepped.step = 3
        #expect(stepped.values == [3, 9], "setting a step snaps again: 2 → 3, 8 → 9")
        let offStep = Self.model([2.3, 8], step: 0.5)
        #expect(offStep.lowerValue == 2.5, "a value off the steps takes the nearest step")
    }

    @Test func changingTheRangeFitsTheValuesAgain() {
        var model = Self.model()
        model.minimumValue = 4
        #expect(model.values == [4, 8], "a higher minimum pulls lower up")
        model.maximumValue = 3
        #expect(model.minimumValue == 3 && model.maximumValue == 3, "a maximum below the minimum lowers the minimum")
        #expect(model.values == [3, 3], "both values follow the collapsed range")
    }

    /// Decimal steps are not exact in binary: the maximum must still be reachable, exactly.
    @Test func aDecimalStepReachesTheMaximum() {
        var model = Self.model([0, 0.3], max: 0.3, step: 0.1)
        #expect(model.upperValue == 0.3)
        model.setUpperValue(0.29)
        #expect(model.upperValue == 0.3)
        model.setLowerValue(0.1)
        #expect(model.lowerValue == 0.1)
        #expect(model.isOnStep(0.3) && model.highestValue == 0.3)
    }

    /// Steps count from the minimum; a maximum off the steps is never reached.
    @Test func aMaximumOffTheStepsStopsAtTheLastStep() {
        var model = Self.model([0, 9], step: 3)
        #expect(!model.isOnStep(10) && model.highestValue == 9)
        model.setUpperValue(10)
        #expect(model.upperValue == 9)
    }

    /// A gap that is not a whole number of steps is rounded up: steps of 2 and a gap of 3 keep
    /// the values 4 apart.
    @Test func aGapOffTheStepsIsRoundedUpToWholeSteps() {
        var model = Self.model(step: 2, gap: 3)
        #expect(model.gap == 4)
        model.setUpperValue(5)
        #expect(model.upperValue == 6)
        model.setLowerValue(5)
        #expect(model.lowerValue == 2, "lower stays 4 below upper 6")
    }

    /// Steps of 4 in 0…10 reach 0, 4 and 8: a gap of 9 is capped at 8, and values stay on steps.
    @Test func aGapBeyondWhatTheStepsAllowIsCappedAndValuesStayOnSteps() {
        let model = Self.model([0, 10], step: 4, gap: 9)
        #expect(model.gap == 8)
        #expect(model.values == [0, 8])
        #expect(model.values.allSatisfy(model.isOnStep))
    }

    @Test func notANumberNeverBecomesAValue() {
        var model = Self.model()
        model.setLowerValue(.nan)
        model.setUpperValue(.nan)
        #expect(model.values == [2, 8], "setting NaN changes nothing")
        model.setValues(lower: .nan, upper: 9)
        #expect(model.values == [2, 9])
    }

    /// VoiceOver adjusts one thumb at a time, by the accessibility step.
    @Test func adjustingMovesOneThumb() {
        var model = Self.model()
        let lowerUp = model.adjust(thumb: 0, by: 1)
        #expect(lowerUp && model.values == [3, 8])
        let upperDown = model.adjust(thumb: 1, by: -1)
        #expect(upperDown && model.values == [3, 7])
        var atMinimum = Self.model([0, 8])
        let belowMinimum = atMinimum.adjust(thumb: 0, by: -1)
        #expect(!belowMinimum, "nothing below the minimum")
    }

    /// An accessibility step of 1 on steps of 5 would snap back; the thumb moves a whole step.
    @Test func adjustingByLessThanAStepMovesAWholeStep() {
        var model = Self.model([20, 60], max: 100, step: 5)
        let lowerUp = model.adjust(thumb: 0, by: 1)
        #expect(lowerUp && model.lowerValue == 25)
        let lowerDown = model.adjust(thumb: 0, by: -1)
        #expect(lowerDown && model.lowerValue == 20)
        let upperUp = model.adjust(thumb: 1, by: 1)
        #expect(upperUp && model.upperValue == 65)
    }

    /// With the upper thumb at the maximum, the lower one still moves up.
    @Test func adjustingMovesAThumbWhileTheOtherIsAtTheEnd() {
        var model = Self.model([2, 10])
        let lowerUp = model.adjust(thumb: 0, by: 1)
        #expect(lowerUp && model.values == [3, 10])
        let upperUp = model.adjust(thumb: 1, by: 1)
        #expect(!upperUp, "upper is at the maximum")
    }

    /// The gap blocks a thumb towards the other one only.
    @Test func theGapBlocksAdjustingTowardsTheOtherThumb() {
        var model = Self.model([7, 8], step: 1, gap: 1)
        let lowerUp = model.adjust(thumb: 0, by: 1), upperDown = model.adjust(thumb: 1, by: -1)
        #expect(!lowerUp && !upperDown)
        let lowerDown = model.adjust(thumb: 0, by: -1)
        #expect(lowerDown && model.values == [6, 8])
        let upperUp = model.adjust(thumb: 1, by: 1)
        #expect(upperUp && model.values == [6, 9])
    }
}
