import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A toggle's animations sampled at known times: the thumb's travel joins the spec's own
/// animation (`ToggleSpec.kernelConfiguration`) and is played as the button's timelines are.
@Suite("Toggle animations")
struct ToggleAnimationTests {
    /// `PillToggle` turns on with a damping-ratio spring (ζ = 0.7, 0.35 s): the knob's x and the
    /// fill's alpha follow x(t) = 20 · p(t) and alpha(t) = p(t) with
    /// p(t) = 1 + e^(−ζωt) (−cos(ω_d t) − ζω / ω_d · sin(ω_d t)), ω_d = ω √(1 − ζ²), and land
    /// exactly at 20 and 1 from the duration on.
    @Test func pillSpring() throws {
        let pill = ToggleFixture("PillToggle")
        let layout = pill.layout()
        let knob = pill.part("knob"), fill = pill.part("fill")
        let timeline = pill.configuration.turnOn
        guard case .spring(let spring) = timeline.timing else { Issue.record("expected a spring"); return }
        #expect(spring.dampingRatio == 0.7)
        #expect(timeline.duration == 0.35)
        let zeta = 0.7, omega = (spring.stiffness / spring.mass).squareRoot()
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let off = pill.configuration.poses(isOn: false, layout: layout)
        for time in [0.0, 0.05, 0.1, 0.2, 0.3] {
            let p = 1 + exp(-zeta * omega * time) * (-cos(damped * time) - zeta * omega / damped * sin(damped * time))
            let poses = timeline.poses(at: time, from: off, layout: layout)
            #expect(abs(poses[knob].x - 20 * p) < 1e-9, "t = \(time)")
            #expect(abs(poses[fill].alpha - p) < 1e-9, "t = \(time)")
        }
        let overshoot = timeline.poses(at: 0.2, from: off, layout: layout)[knob].x
        #expect(overshoot > 20, "an underdamped spring overshoots before it settles")
        #expect(timeline.poses(at: 0.35, from: off, layout: layout)[knob].x == 20)
        let back = pill.configuration.turnOff
        #expect(back.returnsToRest)
        #expect(back.poses(at: 0.3, from: pill.configuration.poses(isOn: true, layout: layout), layout: layout) == layout.rest)
    }

    /// `IconToggle` turns on with an ease-in-ease-out curve over 0.3 s; the curve is symmetric, so
    /// halfway (0.15 s) every value is halfway: the disc 18 pt along its 36 pt travel
    /// (80 − 34 − 2 × 5), turned π/2, the moon at alpha 0.5.
    @Test func iconCurveHalfway() {
        let icon = ToggleFixture("IconToggle")
        let layout = icon.layout()
        #expect(icon.configuration.travel == 36)
        let poses = icon.configuration.turnOn.poses(at: 0.15, from: layout.rest, layout: layout)
        #expect(abs(poses[icon.part("disc")].x - 18) < 1e-9)
        #expect(abs(poses[icon.part("disc")].rotation - Double.pi / 2) < 1e-9)
        #expect(abs(poses[icon.part("moon")].alpha - 0.5) < 1e-9)
        #expect(abs(poses[icon.part("sun")].alpha - 0.5) < 1e-9)
    }

    /// `DiscreteStepToggle` turns on in discrete keyframes over 0.2 s (travel 32): the thumb's
    /// window (0…1, eased in and out, played as 8 straight steps) keys every eighth; a discrete
    /// track holds each key's values until the next key. At 0.5 (0.1 s) the thumb is at
    /// 32 × ½ = 16 (the eased curve's midpoint) with alpha 0.6 (the first window's end); at 0.55
    /// it still holds those; at 0.49 it holds the 0.375 key: alpha 1 − 0.4 × 0.375 / 0.5 = 0.7.
    @Test func discreteKeyframes() {
        let step = ToggleFixture("DiscreteStepToggle")
        let layout = step.layout()
        let block = step.part("block")
        let timeline = step.configuration.turnOn
        #expect(timeline.timing == .keyframes(.discrete))
        let half = timeline.poses(at: 0.1, from: layout.rest, layout: layout)
        #expect(abs(half[block].x - 16) < 1e-9)
        #expect(abs(half[block].alpha - 0.6) < 1e-9)
        let later = timeline.poses(at: 0.11, from: layout.rest, layout: layout)
        #expect(later[block] == half[block])
        let before = timeline.poses(at: 0.098, from: layout.rest, layout: layout)
        #expect(abs(before[block].alpha - 0.7) < 1e-9)
        #expect(timeline.poses(at: 0.2, from: layout.rest, layout: layout)[block].x == 32)
    }

    /// `KeyframeSquishToggle` plays a cubic (Catmull-Rom) track, which passes through every key:
    /// at 0.5 (0.2 s) the thumb is 36 wide (its first window's end) and 28 × ½ = 14 along its
    /// travel (60 − 28 − 2 × 2); at the end it is 28 wide and 28 along.
    @Test func cubicKeyframesPassThroughTheKeys() {
        let squish = ToggleFixture("KeyframeSquishToggle")
        let layout = squish.layout()
        let thumb = squish.part("thumb")
        #expect(squish.configuration.travel == 28)
        let half = squish.configuration.turnOn.poses(at: 0.2, from: layout.rest, layout: layout)
        #expect(abs(half[thumb].frame.width - 36) < 1e-9)
        #expect(abs(half[thumb].x - 14) < 1e-9)
        let end = squish.configuration.turnOn.poses(at: 0.4, from: layout.rest, layout: layout)
        #expect(end[thumb].frame.width == 28 && end[thumb].x == 28)
    }

    /// A physical spring without a duration takes its own settling time, and turning off from a
    /// drag starts where the drag left the thumb.
    @Test func physicalSpringFromADrag() {
        let light = ToggleFixture("VerticalLightSwitch")
        let layout = light.layout()
        let paddle = light.part("paddle")
        let timeline = light.configuration.turnOff
        guard case .spring(let spring) = timeline.timing else { Issue.record("expected a spring"); return }
        #expect(timeline.duration == spring.settlingDuration)
        let on = light.configuration.poses(isOn: true, layout: layout)
        let dragged = light.configuration.poses(on, thumbAtFraction: 0.25, layout: layout)
        #expect(dragged[paddle].y == -11)
        let start = timeline.poses(at: 0, from: dragged, layout: layout)
        #expect(start[paddle].y == -11)
        #expect(timeline.poses(at: timeline.duration, from: dragged, layout: layout)[paddle].y == 0)
    }
}
