import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A two-thumb circular slider whose range crosses its start (`ends: wrap`), driven through the
/// kernel with the corpus's Bedtime dial: 0…24 hours on a full circle from 12 o'clock clockwise,
/// quarter-hour steps, thumbs at least an hour apart, starting from 22 to 6. An hour is 15° of track.
@Suite struct CircularWrapKernelTests {
    static let configuration = CircularCorpus.configuration("Bedtime")
    static let layout = CircularCorpus.layout("Bedtime")

    /// The point of the track at the dial's `hour` (0 at 12 o'clock, clockwise).
    static func point(hour: Double) -> CGPoint {
        CircularCorpus.point(layout, screenDegrees: hour * 15 - 90)
    }

    /// Whether two numbers agree to 1e-9.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    @Test func theSelectionRunsFromTheFirstThumbForwardAcrossMidnight() throws {
        let model = CircularSliderModel(configuration: Self.configuration)
        #expect(Self.configuration.track.isSeamless)
        #expect(model.values == [22, 6], "the first thumb's value may be the greater")
        // The fill: from 22 h (screen 240°) forward eight hours (120°) to 6 h, across 12 o'clock.
        let fill = try #require(model.fillScreenAngles)
        #expect(Self.near(fill.start, 240 * .pi / 180) && Self.near(fill.end, 360 * .pi / 180), "\(fill)")
        #expect(Self.near(model.screenAngle(ofThumb: 1), 0), "6 h at 3 o'clock")
        #expect(Self.configuration.track.wrappedGap(from: 22, to: 6) == 8 && Self.configuration.track.wrappedGap(from: 6, to: 22) == 16)
    }

    @Test func draggingEitherThumbAcrossMidnightCarriesOnWithoutJumping() {
        var model = CircularSliderModel(configuration: Self.configuration)
        // The bedtime thumb from 22 forward across 0 to 1:30.
        let began = model.beginTouch(at: Self.point(hour: 22), in: Self.layout)
        #expect(!began && model.activeThumb == 0)
        for hour in [23.0, 23.75, 0.5, 1.5] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [1.5, 6], "\(model.values)")
        // … and back across midnight to 23.
        for hour in [0.75, 23.5, 23.0] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [23, 6], "\(model.values)")
        model.endTouch()

        // The wake-up thumb back across midnight to 23:45 would pass the distance: it stops an hour after bedtime.
        model.beginTouch(at: Self.point(hour: 6), in: Self.layout)
        #expect(model.activeThumb == 1)
        for hour in [4.0, 2.0, 0.5, 0.0, 23.75] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [23, 0], "stopped at bedtime + 1 h, midnight written as 0: \(model.values)")
        // The finger goes on round past bedtime and beyond: the thumb never jumps over it.
        for hour in [22.0, 20.0, 16.0, 12.0] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [23, 0], "\(model.values)")
        // It follows again once the finger is back on its side.
        for hour in [16.0, 20.0, 23.0, 0.0, 2.5] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [23, 2.5], "\(model.values)")
        // Forward all the way round: it stops an hour before bedtime, the selection 23 hours long.
        for hour in [8.0, 14.0, 20.0, 21.5, 22.5, 23.0] { model.moveTouch(to: Self.point(hour: hour), in: Self.layout) }
        #expect(model.values == [23, 22], "\(model.values)")
        model.endTouch()
    }

    @Test func keysAndAssistiveTechnologiesStopAtTheOtherThumbFromEitherSide() {
        var model = CircularSliderModel(configuration: Self.configuration)
        // VoiceOver's step is half an hour: bedtime forward across midnight.
        for _ in 0..<5 { model.adjust(thumb: 0, direction: 1) }
        #expect(model.values == [0.5, 6])
        // Wake-up down to bedtime + 1 h, then no further.
        for _ in 0..<20 { model.adjust(thumb: 1, direction: -1) }
        #expect(model.values == [0.5, 1.5])
        let pastBedtime = model.adjust(thumb: 1, direction: -1)
        #expect(!pastBedtime && model.values == [0.5, 1.5])
        // Ten steps at once (Page Up) from 1.5 forward; End: as far as the other thumb lets it, round to bedtime − 1 h.
        let pageUp = model.adjust(thumb: 1, .steps(10))
        #expect(pageUp && model.values == [0.5, 6.5])
        let end = model.adjust(thumb: 1, .toMaximum)
        #expect(end && model.values == [0.5, 23.5])
        let beyond = model.adjust(thumb: 1, .steps(1))
        #expect(!beyond && model.values == [0.5, 23.5], "it does not jump over bedtime")
        // Bedtime back (Home): as far as wake-up lets it, to wake-up + 1 h: it is already there.
        let home = model.adjust(thumb: 0, .toMinimum)
        #expect(!home)
        let forward = model.adjust(thumb: 0, .toMaximum)
        #expect(forward && model.values == [22.5, 23.5], "forward up to an hour before wake-up")

        var state = CircularSliderViewState(configuration: Self.configuration)
        let increment = state.adjust(thumb: 0, .increment)
        #expect(increment.changed && state.selection == CircularSelection(start: 22.5, end: 6))
        let key = state.press(.up)
        #expect(key.changed && state.values == [23, 6], "keys move the focused thumb")
        let fitted = state.sync(to: CircularSelection(start: 21, end: 21.5))
        #expect(fitted == CircularSelection(start: 21, end: 22), "fitted, the start wins")
    }

    @Test func valuesSetInCodeWrapAndKeepTheDistanceBothWaysRound() {
        var model = CircularSliderModel(configuration: Self.configuration)
        model.setValues([25, 30])
        #expect(model.values == [1, 6], "wrapped into the range")
        model.setValues([24, 23.6])
        #expect(model.values == [0, 23], "24 is 0; 23.5 would be closer than an hour before 0")
        model.setValue(0.5, ofThumb: 1)
        #expect(model.values == [0, 1], "wake-up stops an hour after bedtime")
        model.setValue(23.5, ofThumb: 0)
        #expect(model.values == [23.5, 1], "bedtime goes back across midnight")
        var one = CircularSliderModel(configuration: CircularConfiguration(
            value: RotaryValueRange(minimum: 0, maximum: 60, step: 1, wraps: true), initialValues: [58], minimumDistance: 0, turns: 1, isContinuous: true,
            angles: Self.configuration.angles, animationDuration: 0, accessibilityStep: 1, lineWidth: 4, thumbRadius: 8, thumbOutlineWidth: 0, touchSlop: 4))
        one.adjust(thumb: 0, .steps(3))
        #expect(one.value == 1, "one thumb carries on across the start")
    }
}
