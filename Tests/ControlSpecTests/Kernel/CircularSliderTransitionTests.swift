import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The animated value change of a circular slider as the kernel computes it: the spec's
/// duration, the values shown at a time (`SliderValueTransition`, ease-in-ease-out) and where the
/// thumbs and the fill are drawn at those values, with numbers worked out from the formulas in
/// docs/spec-format.md (circular slider).
@Suite struct CircularSliderTransitionTests {
    /// Whether two numbers agree to 1e-9.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    /// `degrees` in radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    @Test("value.animationDuration reaches the configuration: 0.25 s by default, 0.4 s and 150 ms where given")
    func durations() {
        #expect(CircularCorpus.configuration("CircularSlider").animationDuration == 0.25)
        #expect(CircularCorpus.configuration("ButtGauge").animationDuration == 0.4)
        #expect(CircularCorpus.configuration("SquareRange").animationDuration == 0.15)
    }

    @Test("One thumb: the shown value eases from 20 to 140 and its screen angle follows the track")
    func oneThumbTransition() {
        // ButtGauge: 20…140 on −135°…135° clockwise from up. Track angle of v = −135 + (v − 20)/120 · 270;
        // screen angle = −90° + track angle.
        let model = CircularSliderModel(configuration: CircularCorpus.configuration("ButtGauge"))
        let transition = SliderValueTransition(from: [20], to: [140], duration: model.configuration.animationDuration)
        // Ease-in-ease-out is symmetric: half the time → half the way, 80 → track 0° → screen −90°.
        let half = transition.values(at: 0.2)
        #expect(Self.near(half[0], 80))
        #expect(Self.near(model.screenAngle(of: half[0]), Self.radians(-90)))
        // A quarter of the time: the curve's progress p (0.42, 0, 0.58, 1 at x = 0.25) is below a quarter.
        let quarter = transition.values(at: 0.1)[0]
        #expect(quarter > 20 && quarter < 50, "eased in: \(quarter)")
        #expect(Self.near(model.screenAngle(of: quarter), Self.radians(-90 - 135 + (quarter - 20) / 120 * 270)))
        // The ends: the old value at 0, the new one from the duration on.
        #expect(transition.values(at: 0) == [20] && transition.values(at: 0.4) == [140] && transition.values(at: 1) == [140])
        #expect(Self.near(model.screenAngle(of: 20), Self.radians(-225)) && Self.near(model.screenAngle(of: 140), Self.radians(45)))
        // The fill runs from the track's start to the shown value, and is empty (nil) at the start.
        let fill = model.fillScreenAngles(for: half)
        #expect(fill.map { Self.near($0.start, Self.radians(-225)) && Self.near($0.end, Self.radians(-90)) } == true)
        #expect(model.fillScreenAngles(for: [20]) == nil)
    }

    @Test("Two thumbs: both ease together, keep their order, and the fill runs between the shown values")
    func twoThumbTransition() {
        // SquareRange: 0…100 on 0°…270° counter-clockwise from down: screen angle = 90° − v/100 · 270.
        let model = CircularSliderModel(configuration: CircularCorpus.configuration("SquareRange"))
        let transition = SliderValueTransition(from: [0, 10], to: [0, 100], duration: 0.15)
        for step in 0...20 {
            let shown = transition.values(at: Double(step) / 20 * 0.15)
            #expect(shown[0] == 0 && shown[1] >= 10 && shown[1] <= 100)
        }
        let half = transition.values(at: 0.075)
        #expect(Self.near(half[1], 55))
        #expect(Self.near(model.screenAngle(of: half[1]), Self.radians(90 - 148.5)))
        let fill = model.fillScreenAngles(for: half)
        #expect(fill.map { Self.near($0.start, Self.radians(90)) && Self.near($0.end, Self.radians(-58.5)) } == true)
        #expect(model.fillScreenAngles(for: [30, 30]) == nil, "two thumbs on one value: no fill")
    }

    @Test("Winding: the fill grows with the shown value in the first turn, then covers the whole circle")
    func windingFill() {
        // WindingDial: 0…180 over three turns from the right, clockwise: screen angle = v/60 · 360°.
        let model = CircularSliderModel(configuration: CircularCorpus.configuration("WindingDial"))
        let third = model.fillScreenAngles(for: [20])
        #expect(third.map { Self.near($0.start, 0) && Self.near($0.end, Self.radians(120)) } == true)
        for value in [60.0, 90, 180] {
            let fill = model.fillScreenAngles(for: [value])
            #expect(fill.map { Self.near($0.start, 0) && Self.near($0.end, 2 * .pi) } == true, "\(value): the whole circle")
        }
        #expect(Self.near(model.screenAngle(of: 90), 3 * .pi), "the thumb keeps turning: 1.5 turns")
    }
}
