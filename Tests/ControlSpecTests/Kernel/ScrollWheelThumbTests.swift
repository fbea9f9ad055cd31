import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Scrolling over a slider or circular slider of several thumbs (macOS) moves the thumb nearest
/// the pointer, picked as a tap picks the thumb it moves, and the momentum after the fingers lift moves nothing.
@Suite struct ScrollWheelThumbTests {
    @Test("The nearest thumb scrolls; of thumbs on one value the highest going up and the lowest going down")
    func rule() {
        #expect(ScrollWheelInput.thumb(distances: [30, 4, 50], up: true) == 1)
        #expect(ScrollWheelInput.thumb(distances: [30, 4, 50], up: false) == 1)
        #expect(ScrollWheelInput.thumb(distances: [2, 2, 9], up: true) == 1)
        #expect(ScrollWheelInput.thumb(distances: [2, 2, 9], up: false) == 0)
        #expect(ScrollWheelInput.thumb(distances: [], up: true) == nil)
    }

    @Test("Over a horizontal multi-thumb slider the thumb under or nearest the pointer moves, in either layout direction")
    func multiSliderHorizontal() {
        // Bands: 0…100 in steps of 2, thumbs at 10, 50, 90, a centre at x = 3 × value + 10 (mirrored: 310 − 3 × value).
        let size = MultiSliderInteractionTests.bandsSize
        var interaction = MultiSliderInteraction(configuration: MultiSliderInteractionTests.bands, values: [10, 50, 90])
        let nearMiddle = interaction.scroll(.right, at: CGPoint(x: 3 * 62 + 10, y: 25), size: size, isRightToLeft: false)
        #expect(nearMiddle.changed && interaction.values == [10, 56, 90], "62 is nearest 50: the middle thumb, not the focused first one")
        #expect(interaction.focusedThumb == 1)
        _ = interaction.scroll(.left, at: CGPoint(x: 3 * 85 + 10, y: 40), size: size, isRightToLeft: false)
        #expect(interaction.values == [10, 56, 86], "85 is nearest 90: 90 − 5 snaps to 86 on steps of 2: \(interaction.values)")
        var mirrored = MultiSliderInteraction(configuration: MultiSliderInteractionTests.bands, values: [10, 50, 90])
        _ = mirrored.scroll(.right, at: CGPoint(x: 310 - 3 * 14, y: 25), size: size, isRightToLeft: true)
        #expect(mirrored.values == [6, 50, 90], "mirrored, the thumb at 10 is on the right and scrolling right lowers it: \(mirrored.values)")
        _ = mirrored.scroll(.up, at: nil, size: size, isRightToLeft: true)
        #expect(mirrored.values == [12, 50, 90], "without a pointer, the focused thumb: \(mirrored.values)")
    }

    @Test("Over a vertical slider with stacked thumbs, scrolling up takes the upper and down the lower")
    func multiSliderVerticalStacked() {
        // Stops: 0…60 on snap values, a centre at y = 285 − 4.5 × value, no gap between thumbs.
        let size = MultiSliderInteractionTests.stopsSize
        var interaction = MultiSliderInteraction(configuration: MultiSliderInteractionTests.stops, values: [30, 30])
        let onThem = CGPoint(x: 30, y: 285 - 4.5 * 30)
        _ = interaction.scroll(.up, at: onThem, size: size, isRightToLeft: false)
        #expect(interaction.values == [30, 40], "the upper thumb can move up")
        var other = MultiSliderInteraction(configuration: MultiSliderInteractionTests.stops, values: [30, 30])
        _ = other.scroll(.down, at: onThem, size: size, isRightToLeft: false)
        #expect(other.values == [20, 30], "the lower thumb can move down")
        _ = other.scroll(.up, at: CGPoint(x: 20, y: 285 - 4.5 * 58), size: size, isRightToLeft: false)
        #expect(other.values == [20, 40], "near the top, the upper thumb")
    }

    @Test("Over the range slider the thumb nearest the pointer along the track moves, mirrored with the slider")
    func rangeSlider() {
        // Stepped: −50…50 in steps of 5, a gap of 10, a centre at x = 20 + 3.6 × (value + 50).
        let size = SliderInteractionTests.steppedSize
        var interaction = SliderInteraction(configuration: SliderInteractionTests.stepped)
        _ = interaction.scroll(.right, at: CGPoint(x: 20 + 3.6 * 65, y: 5), size: size, isRightToLeft: false)
        #expect(interaction.range == -20...25 && interaction.focusedThumb == 1, "15 is nearer 20 than −20")
        _ = interaction.scroll(.left, at: CGPoint(x: 20 + 3.6 * 2, y: 20), size: size, isRightToLeft: false)
        #expect(interaction.range == -25...25)
        var mirrored = SliderInteraction(configuration: SliderInteractionTests.stepped)
        _ = mirrored.scroll(.left, at: CGPoint(x: 400 - 20 - 3.6 * 30, y: 20), size: size, isRightToLeft: true)
        #expect(mirrored.range == -15...20, "mirrored, left raises the lower thumb under the pointer: \(mirrored.range)")
    }

    @Test("Over a two-thumb circular slider the thumb nearest the pointer's angle moves and becomes the focused one")
    func circularSlider() {
        // 0…100 in steps of 1 on a −135°…135° arc, a gap of 10, thumbs at 20 and 80, 5 per press.
        let configuration = CircularSliderViewStateTests.configuration(
            range: 0...100, step: 1, initial: [20, 80], distance: 10, angles: CircularSliderViewStateTests.angles(-135, 135),
            accessibilityStep: 5)
        let size = CGSize(width: 160, height: 160)
        var state = CircularSliderViewState(configuration: configuration)
        let layout = state.layout(in: size), track = state.model.configuration.track
        func pointer(at value: Double, fraction: Double = 1) -> CGPoint {
            let point = layout.point(atScreenAngle: track.screenAngle(of: value))
            return CGPoint(x: layout.center.x + (point.x - layout.center.x) * fraction, y: layout.center.y + (point.y - layout.center.y) * fraction)
        }
        #expect(state.scroll(.up, at: pointer(at: 65), in: size).changed && state.values == [20, 85],
                "65 is nearer 80 than 20: the upper thumb, not the focused lower one: \(state.values)")
        #expect(state.focusedThumb == 1)
        _ = state.scroll(.down, at: pointer(at: 40, fraction: 0.3), in: size)
        #expect(state.values == [15, 85] && state.focusedThumb == 0, "off the ring, the angle still picks: \(state.values)")
        _ = state.scroll(.right, at: nil, in: size)
        #expect(state.values == [20, 85], "without a pointer, the focused thumb: \(state.values)")

        // Thumbs on one value (no gap): going up takes the upper, going down the lower.
        let stacked = CircularSliderViewStateTests.configuration(
            range: 0...100, step: 1, initial: [50, 50], angles: CircularSliderViewStateTests.angles(-135, 135), accessibilityStep: 5)
        var up = CircularSliderViewState(configuration: stacked), down = up
        _ = up.scroll(.up, at: pointer(at: 50), in: size)
        _ = down.scroll(.down, at: pointer(at: 50), in: size)
        #expect(up.values == [50, 55] && down.values == [45, 50], "\(up.values), \(down.values)")
    }

    @Test("Momentum after the fingers lift is the control's but presses nothing, and drops what had added up")
    func momentum() {
        var input = ScrollWheelInput()
        let fingers = input.scroll(deltaX: 0, deltaY: 16, isPrecise: true, isInverted: false, axis: .vertical)
        #expect(fingers == ScrollWheelInput.Presses(key: .up, count: 1))
        let coasting = input.scroll(deltaX: 0, deltaY: 40, isPrecise: true, isInverted: false, isMomentum: true, axis: .vertical)
        #expect(coasting == ScrollWheelInput.Presses(key: .up, count: 0), "taken, so the page does not scroll on, but no press")
        let across = input.scroll(deltaX: 0, deltaY: 40, isPrecise: true, isInverted: false, isMomentum: true, axis: .horizontal)
        #expect(across == nil, "momentum across the axis is the page's")
        let next = input.scroll(deltaX: 0, deltaY: 5, isPrecise: true, isInverted: false, axis: .vertical)
        #expect(next == ScrollWheelInput.Presses(key: .up, count: 0), "the 6 points left before the momentum were dropped: 5 < 10")
        let wheel = input.scroll(deltaX: 2, deltaY: 0, isPrecise: false, isInverted: false, isMomentum: true, axis: .free)
        #expect(wheel == ScrollWheelInput.Presses(key: .left, count: 0))
    }
}
