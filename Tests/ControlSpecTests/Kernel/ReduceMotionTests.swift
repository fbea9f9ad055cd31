import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Reduce Motion, one rule for every animation: `ReduceMotion.playback(duration:isReducingMotion:)`
/// and what the toggle's, the button's and the knob's view states make of it.
@Suite struct ReduceMotionTests {
    @Test("The choice: motion unless Reduce Motion is on and the spec lets it go; a cross-fade of at most 0.15 s, or at once")
    func choice() {
        for rule in ReduceMotion.allCases {
            #expect(rule.playback(duration: 0.4, isReducingMotion: false) == .motion, "\(rule)")
        }
        #expect(ReduceMotion.keep.playback(duration: 0.4, isReducingMotion: true) == .motion)
        #expect(ReduceMotion.instant.playback(duration: 0.4, isReducingMotion: true) == .instant)
        #expect(ReduceMotion.crossfade.playback(duration: 0.4, isReducingMotion: true) == .crossfade(duration: 0.15))
        #expect(ReduceMotion.crossfade.playback(duration: 0.08, isReducingMotion: true) == .crossfade(duration: 0.08))
        #expect(ReduceMotion.crossfade.playback(duration: 0, isReducingMotion: true) == .instant)
        #expect(MotionPlayback.motion.duration(of: 0.4) == 0.4)
        #expect(MotionPlayback.crossfade(duration: 0.15).duration(of: 0.4) == 0.15)
        #expect(MotionPlayback.instant.duration(of: 0.4) == 0)
        // The cross-fade eases in and out: half-way at half its time, whole at its end.
        let fade = MotionPlayback.crossfade(duration: 0.2)
        #expect(fade.crossfadeOpacity(at: 0) == 0 && abs((fade.crossfadeOpacity(at: 0.1) ?? 0) - 0.5) < 1e-9 && fade.crossfadeOpacity(at: 0.2) == 1)
        #expect(fade.crossfadeOpacity(at: 0.05).map { $0 < 0.25 } == true)
        #expect(MotionPlayback.motion.crossfadeOpacity(at: 0.1) == nil && MotionPlayback.instant.crossfadeOpacity(at: 0) == nil)
        // The default is Apple's: a cross-fade instead of motion.
        #expect(AnimationKeys.reduceMotion.field.defaultValue?.text == "crossfade")
    }

    /// The toggle `PillToggle` with both animations' `reduceMotion` set to `rule`.
    static func toggle(_ rule: ReduceMotion) -> ToggleConfiguration {
        var configuration = ToggleFixture("PillToggle").configuration
        configuration.turnOn.reduceMotion = rule
        configuration.turnOff.reduceMotion = rule
        return configuration
    }

    @Test("A toggle under Reduce Motion cross-fades from the look shown to the value's, shows it at once, or keeps the motion")
    func toggle() {
        let crossfading = Self.toggle(.crossfade)
        let layout = crossfading.layout()
        let off = crossfading.poses(isOn: false, layout: layout), on = crossfading.poses(isOn: true, layout: layout)
        var input = ToggleInput(configuration: crossfading)
        input.isReducingMotion = true
        let activated = input.activate(at: 10)
        #expect(activated && input.isAnimating(at: 10.1) && !input.isAnimating(at: 10.15))
        let fade = input.crossfade(at: 10.075)
        #expect(fade?.from == off && fade?.to == on)
        #expect(fade.map { abs($0.opacity - 0.5) < 1e-9 } == true)
        // No pose between the two looks is ever shown: the thumb does not travel.
        #expect(input.poses(at: 10.05) == off)
        input.settle(at: 10.2)
        #expect(input.crossfade(at: 10.2) == nil && input.poses(at: 10.2) == on && input.startsFromOnColors)

        var instant = ToggleInput(configuration: Self.toggle(.instant))
        instant.isReducingMotion = true
        let turned = instant.activate(at: 0)
        #expect(turned && !instant.isAnimating(at: 0) && instant.crossfade(at: 0) == nil && instant.poses(at: 0) == on)
        #expect(instant.showsOnColors && instant.startsFromOnColors)

        var kept = ToggleInput(configuration: Self.toggle(.keep))
        kept.isReducingMotion = true
        _ = kept.activate(at: 0)
        let duration = crossfading.turnOn.duration
        #expect(kept.crossfade(at: duration / 2) == nil && kept.isAnimating(at: duration / 2))
        #expect(kept.poses(at: duration / 2) != off && kept.poses(at: duration / 2) != on)

        // Reduce Motion off: the spec's motion, whatever the rule.
        var moving = ToggleInput(configuration: crossfading)
        _ = moving.activate(at: 0)
        #expect(moving.crossfade(at: 0.05) == nil && moving.isAnimating(at: 0.2))
    }

    @Test("A button under Reduce Motion cross-fades each state's animation to its end, chained states after it")
    func button() {
        let button = ButtonFixture("FastCartButton")
        let layout = button.configuration.layout()
        var input = ButtonInput(configuration: button.configuration, seed: 3)
        input.isReducingMotion = true
        var random = PartRandomSource(seed: 3)
        _ = input.dragChanged(start: .zero, location: .zero, at: 0)
        let down = button.timeline("down").resolvingJitter(using: &random)
        let target = down.targetPoses(from: layout.rest, layout: layout)
        let fade = input.crossfade(at: 0.05)
        #expect(fade?.from == layout.rest && fade?.to == target)
        #expect(fade.map { $0.opacity > 0 && $0.opacity < 1 } == true)
        #expect(input.poses(at: 0.05) == layout.rest && input.isAnimating(at: 0.05))
        let end = min(down.duration, ReduceMotion.crossfadeDuration)
        #expect(input.crossfade(at: end) == nil && input.poses(at: end) == target)

        var instant = button.configuration
        for index in instant.states.indices { instant.states[index].animation?.reduceMotion = .instant }
        var jumping = ButtonInput(configuration: instant, seed: 3)
        jumping.isReducingMotion = true
        _ = jumping.dragChanged(start: .zero, location: .zero, at: 0)
        #expect(jumping.crossfade(at: 0) == nil && jumping.poses(at: 0) == target && !jumping.isAnimating(at: 0))
    }

    @Test("A knob's double-tap reset turns with the set-value animation, cross-fades under Reduce Motion, or jumps with instant")
    func knobReset() {
        let size = CGSize(width: 150, height: 150), center = CGPoint(x: 75, y: 75)
        let tap = KnobCorpus.point(atDegrees: 0, distance: 60, around: center)
        func reset(_ rule: ReduceMotion, reducing: Bool, duration: Double = 0.4) -> RotaryViewState {
            var configuration = RotaryViewStateTests.configuration(range: -10...30, step: 0.5, initial: 20, defaultValue: -5, isRelative: true,
                                                                   resetsOnDoubleTap: true)
            configuration.setValueAnimation = RotaryAnimation(duration: duration, curve: .linear, throughMidpoint: false, reduceMotion: rule)
            var state = RotaryViewState(configuration: configuration, value: 20)
            state.isReducingMotion = reducing
            _ = state.dragChanged(start: tap, location: tap, in: size, at: 1)
            _ = state.dragEnded(at: 1.1)
            let second = state.dragChanged(start: tap, location: tap, in: size, at: 1.3)
            #expect(second.changed && state.value == -5)
            return state
        }
        let model = RotaryModel(configuration: RotaryViewStateTests.configuration(range: -10...30, step: 0.5, initial: 20))
        let layout = RotaryLayout(bounds: CGRect(origin: .zero, size: size), drawing: model.configuration.drawing)

        // Motion: half-way through a linear turn, the pointer is at the value half-way (7.5).
        let turning = reset(.crossfade, reducing: false)
        let halfway = RotaryViewDrawing(model: model, layout: layout, value: 7.5).rotation
        #expect(turning.isAnimating(at: 1.5) && !turning.isAnimating(at: 1.71))
        #expect(abs(turning.drawing(in: size, at: 1.5).rotation - halfway) < 1e-9)
        #expect(turning.drawing(in: size, at: 1.71) == turning.drawing(in: size) && turning.crossfade(in: size, at: 1.5) == nil)

        // Reduce Motion, crossfade: the old look under the new one, no angle between.
        let fading = reset(.crossfade, reducing: true)
        let fade = fading.crossfade(in: size, at: 1.375)
        #expect(fade?.from == RotaryViewDrawing(model: model, layout: layout, value: 20) && fade.map { abs($0.opacity - 0.5) < 1e-9 } == true)
        #expect(fading.drawing(in: size, at: 1.375) == fading.drawing(in: size) && !fading.isAnimating(at: 1.45))

        // Reduce Motion, instant; and keep, which turns as without it.
        let jumping = reset(.instant, reducing: true)
        #expect(!jumping.isAnimating(at: 1.3) && jumping.crossfade(in: size, at: 1.3) == nil)
        let kept = reset(.keep, reducing: true)
        #expect(abs(kept.drawing(in: size, at: 1.5).rotation - halfway) < 1e-9)

        // Any other input stops the turn where the value is.
        var stopped = reset(.crossfade, reducing: false)
        _ = stopped.press(.up)
        #expect(!stopped.isAnimating(at: 1.4) && stopped.drawing(in: size, at: 1.4) == stopped.drawing(in: size))
    }
}
