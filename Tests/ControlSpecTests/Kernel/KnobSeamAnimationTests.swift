import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A knob whose range wraps turns the short way round, through the seam, as a wrapping circular
/// slider does (`RotaryModel.unwrapped(_:near:)`, `RotaryValueRange.unwrapped(_:near:)`): the
/// UIKit control's keyframes start from the old value moved by whole turns, the SwiftUI view's
/// reset turn and outside changes are drawn from there, and a knob that stops at its ends still
/// turns the long way.
@Suite struct KnobSeamAnimationTests {
    /// A knob of `range` whose track is a full turn from 12 o'clock, clockwise, wrapping or not,
    /// with a linear set-value animation through its midpoint.
    static func knob(_ range: ClosedRange<Double>, wraps: Bool, initial: Double, defaultValue: Double = 0) -> RotaryConfiguration {
        var configuration = RotaryViewStateTests.configuration(
            range: range, wraps: wraps, initial: initial, defaultValue: defaultValue,
            angles: RotaryAngles(startAngle: 0, endAngle: 2 * .pi, zeroDirection: .up, isClockwise: true), isRelative: true, resetsOnDoubleTap: true)
        configuration.setValueAnimation = RotaryAnimation(duration: 0.5, curve: .linear, throughMidpoint: true)
        return configuration
    }

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    @Test("The UIKit keyframes from 350° to 10° turn 20° forward through 0°; without wrapping 340° back")
    func uikitKeyframes() {
        let wrapping = RotaryModel(configuration: Self.knob(0...360, wraps: true, initial: 350))
        let frames = wrapping.rotationKeyframes(from: 350, to: 10).map(Self.degrees)
        #expect(frames.count == 3 && Self.near(frames[2] - frames[0], 20) && Self.near(frames[1] - frames[0], 10), "\(frames)")
        let back = wrapping.rotationKeyframes(from: 10, to: 350).map(Self.degrees)
        #expect(Self.near(back[2] - back[0], -20), "\(back)")
        let inside = wrapping.rotationKeyframes(from: 100, to: 250).map(Self.degrees)
        #expect(Self.near(inside[2] - inside[0], 150), "less than half a turn: as the numbers say")
        let stopping = RotaryModel(configuration: Self.knob(0...360, wraps: false, initial: 350))
        let long = stopping.rotationKeyframes(from: 350, to: 10).map(Self.degrees)
        #expect(Self.near(long[2] - long[0], -340) && Self.near(long[1] - long[0], -170), "\(long)")
        // A range of other units: −12…12 hours on the full turn, 11 h to −11 h is 2 h forward.
        let hours = RotaryModel(configuration: Self.knob(-12...12, wraps: true, initial: 11))
        #expect(hours.unwrapped(-11, near: 11) == 13 && hours.unwrapped(11, near: -11) == -13)
        let hourFrames = hours.rotationKeyframes(from: 11, to: -11).map(Self.degrees)
        #expect(Self.near(hourFrames[2] - hourFrames[0], 30), "two hours of 15° each: \(hourFrames)")
    }

    @Test("The SwiftUI reset turns the short way; half way through it the knob points at the seam")
    func swiftUIReset() {
        let size = CGSize(width: 100, height: 100), tap = CGPoint(x: 50, y: 10)
        var state = RotaryViewState(configuration: Self.knob(0...360, wraps: true, initial: 340, defaultValue: 20), value: 340)
        _ = state.dragChanged(start: tap, location: tap, in: size, at: 1)
        _ = state.dragEnded(at: 1.05)
        _ = state.dragChanged(start: tap, location: tap, in: size, at: 1.2)
        #expect(state.value == 20 && state.turn != nil)
        let halfWay = state.drawing(in: size, at: 1.2 + 0.25)
        let atSeam = RotaryViewDrawing(model: state.model, layout: state.layout(in: size), value: 0)
        #expect(Self.near(halfWay.rotation, atSeam.rotation), "half way from 340 to 20 through 0: \(Self.degrees(halfWay.rotation))")
        var stopping = RotaryViewState(configuration: Self.knob(0...360, wraps: false, initial: 340, defaultValue: 20), value: 340)
        _ = stopping.dragChanged(start: tap, location: tap, in: size, at: 1)
        _ = stopping.dragEnded(at: 1.05)
        _ = stopping.dragChanged(start: tap, location: tap, in: size, at: 1.2)
        let longHalfWay = stopping.drawing(in: size, at: 1.2 + 0.25)
        let atMiddle = RotaryViewDrawing(model: stopping.model, layout: stopping.layout(in: size), value: 180)
        #expect(Self.near(longHalfWay.rotation, atMiddle.rotation), "without wrapping: through 180")
    }

    @Test("The SwiftUI view draws an outside change across the seam from where it drew the value, and keeps drawing it there")
    func swiftUIOutsideChange() {
        var state = RotaryViewState(configuration: Self.knob(0...360, wraps: true, initial: 350), value: 350)
        let change = state.shown(10)
        #expect(change.isOutsideChange && change.values == [370], "20° on from 350, through the seam")
        #expect(state.sync(to: 10) == nil && state.value == 10)
        let settled = state.shown(10)
        #expect(!settled.isOutsideChange && settled.values == [370], "the same drawn value once taken: nothing jumps back")
        #expect(state.shown(340).values == [340], "from 10 (drawn 370) back through the seam to 340")
        let size = CGSize(width: 100, height: 100)
        let drawn = state.drawing(in: size, value: 370), plain = state.drawing(in: size, value: 10)
        #expect(Self.near(cos(drawn.rotation), cos(plain.rotation)) && Self.near(sin(drawn.rotation), sin(plain.rotation)), "370 is drawn at 10")
        var stopping = RotaryViewState(configuration: Self.knob(0...360, wraps: false, initial: 350), value: 350)
        #expect(stopping.shown(10).values == [10], "without wrapping: the long way round")
        _ = stopping.sync(to: 10)
        #expect(stopping.shown(10).values == [10])
    }
}
