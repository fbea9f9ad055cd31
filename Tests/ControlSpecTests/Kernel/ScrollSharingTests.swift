import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// How a drag shares touches with a scroll container (`ScrollSharing`, `DragTracking`), as every
/// kind's SwiftUI input applies it, and scroll-wheel events as key presses (`ScrollWheelInput`).
@Suite struct ScrollSharingTests {
    // MARK: The rule

    @Test("A drag is the control's when its first movement is at least as much along the axis as across it")
    func rule() {
        #expect(ScrollSharing.takes(translation: CGSize(width: 12, height: 3), axis: .horizontal))
        #expect(ScrollSharing.takes(translation: CGSize(width: -12, height: -11), axis: .horizontal))
        #expect(ScrollSharing.takes(translation: CGSize(width: 7, height: -7), axis: .horizontal), "a diagonal is along")
        #expect(!ScrollSharing.takes(translation: CGSize(width: 3, height: 12), axis: .horizontal))
        #expect(!ScrollSharing.takes(translation: CGSize(width: -9, height: -10), axis: .horizontal))
        #expect(ScrollSharing.takes(translation: CGSize(width: 3, height: -12), axis: .vertical))
        #expect(!ScrollSharing.takes(translation: CGSize(width: 12, height: 3), axis: .vertical))
        for translation in [CGSize(width: 0, height: 40), CGSize(width: -40, height: 1), .zero] {
            #expect(ScrollSharing.takes(translation: translation, axis: .free))
        }
    }

    @Test("Only where touches are shared does a drag wait for 10 points and check its axis")
    func platformChoice() {
        #expect(ScrollSharing.minimumDistance(sharesTouches: true) == 10)
        #expect(ScrollSharing.minimumDistance(sharesTouches: false) == 0)
        for axis in DragAxis.allCases {
            #expect(ScrollSharing.axis(axis, sharesTouches: true) == axis)
            #expect(ScrollSharing.axis(axis, sharesTouches: false) == .free)
        }
    }

    @Test("DragTracking declines a drag that first moves across its axis until it ends, then tracks the next")
    func tracking() {
        var tracking = DragTracking()
        let start = CGPoint(x: 50, y: 20)
        let across = tracking.change(start: start, location: CGPoint(x: 52, y: 32), axis: .horizontal)
        #expect(across.isEmpty)
        #expect(tracking.isDeclined && !tracking.isTracking)
        let along = tracking.change(start: start, location: CGPoint(x: 90, y: 32), axis: .horizontal)
        #expect(along.isEmpty, "declined to its end")
        let endedDeclined = tracking.end()
        #expect(!endedDeclined)
        #expect(!tracking.isDeclined)
        let steps = tracking.change(start: start, location: CGPoint(x: 62, y: 24), axis: .horizontal)
        #expect(steps == [.begin(start), .move(CGPoint(x: 62, y: 24))])
        let away = tracking.change(start: start, location: CGPoint(x: 60, y: 80), axis: .horizontal)
        #expect(away == [.move(CGPoint(x: 60, y: 80))], "once taken, the drag is followed wherever it goes")
        let ended = tracking.end()
        #expect(ended)
        let free = tracking.change(start: start, location: CGPoint(x: 50, y: 70))
        #expect(free == [.begin(start), .move(CGPoint(x: 50, y: 70))], "free by default")
    }

    // MARK: The kinds

    @Test("A horizontal slider ignores a vertical swipe from its thumb and follows a drag along its track")
    func horizontalSlider() {
        let configuration = MultiSliderInteractionTests.bands, size = MultiSliderInteractionTests.bandsSize
        var interaction = MultiSliderInteraction(configuration: configuration, values: [10, 50, 90])
        #expect(interaction.dragAxis == .horizontal)
        let thumb = CGPoint(x: 160, y: 25)
        let axis = ScrollSharing.axis(interaction.dragAxis, sharesTouches: true)
        let swipe = interaction.dragChanged(start: thumb, location: CGPoint(x: 163, y: 37), size: size, isRightToLeft: false, time: 0, axis: axis)
        #expect(swipe == InputOutcome() && !interaction.isDragging)
        let later = interaction.dragChanged(start: thumb, location: CGPoint(x: 220, y: 40), size: size, isRightToLeft: false, time: 0.1, axis: axis)
        #expect(later == InputOutcome() && interaction.values == [10, 50, 90])
        let declinedEnd = interaction.dragEnded()
        #expect(declinedEnd == InputOutcome(), "no editing began, none ends")
        let drag = interaction.dragChanged(start: thumb, location: CGPoint(x: 190, y: 31), size: size, isRightToLeft: false, time: 1, axis: axis)
        #expect(drag.editing == true && drag.changed)
        #expect(interaction.values == [10, 60, 90])
        let ended = interaction.dragEnded()
        #expect(ended.editing == false)
    }

    @Test("A vertical slider ignores a sideways swipe; a tap on its track still moves the nearest thumb")
    func verticalSlider() {
        let configuration = MultiSliderInteractionTests.stops, size = MultiSliderInteractionTests.stopsSize
        var interaction = MultiSliderInteraction(configuration: configuration, values: [10, 40])
        #expect(interaction.dragAxis == .vertical)
        let axis = ScrollSharing.axis(interaction.dragAxis, sharesTouches: true)
        let onThumb = CGPoint(x: 30, y: 285 - 4.5 * 40)
        let swipe = interaction.dragChanged(start: onThumb, location: CGPoint(x: 45, y: onThumb.y - 4), size: size, isRightToLeft: false,
                                            time: 0, axis: axis)
        #expect(swipe == InputOutcome() && interaction.values == [10, 40])
        _ = interaction.dragEnded()
        let tap = CGPoint(x: 30, y: 285 - 4.5 * 20)
        let tapped = interaction.dragChanged(start: tap, location: tap, size: size, isRightToLeft: false, time: 1, axis: axis)
        #expect(tapped.changed && tapped.editing == true)
        #expect(interaction.values == [20, 40], "the tap moved the nearer thumb to the snap value under it")
        let tapEnded = interaction.dragEnded()
        #expect(tapEnded.editing == false)
        let along = interaction.dragChanged(start: onThumb, location: CGPoint(x: 36, y: onThumb.y - 45), size: size, isRightToLeft: false,
                                            time: 2, axis: axis)
        #expect(along.changed && interaction.values == [20, 50])
    }

    @Test("The range slider is dragged along x: a vertical swipe from a thumb leaves its values")
    func rangeSlider() {
        var interaction = SliderInteraction(configuration: SliderInteractionTests.stepped)
        #expect(interaction.dragAxis == .horizontal)
        let size = SliderInteractionTests.steppedSize, lower = CGPoint(x: 20 + 30 * 3.6, y: 20)
        let swipe = interaction.dragChanged(start: lower, location: CGPoint(x: lower.x + 2, y: 5), size: size, isRightToLeft: false, time: 0,
                                            axis: .horizontal)
        #expect(swipe == InputOutcome() && interaction.model.lowerValue == -20)
        _ = interaction.dragEnded()
        let drag = interaction.dragChanged(start: lower, location: CGPoint(x: lower.x - 36, y: 24), size: size, isRightToLeft: false, time: 1,
                                           axis: .horizontal)
        #expect(drag.changed && interaction.model.lowerValue == -30)
    }

    @Test("A knob dragged up and down declines a sideways swipe; a rotating knob takes every drag")
    func knob() {
        let size = CGSize(width: 120, height: 120)
        var vertical = RotaryViewState(configuration: RotaryViewStateTests.configuration(style: .verticalDrag), value: 0.5)
        #expect(vertical.dragAxis == .vertical)
        let center = CGPoint(x: 60, y: 60)
        let swipe = vertical.dragChanged(start: center, location: CGPoint(x: 80, y: 55), in: size, at: 0, axis: vertical.dragAxis)
        #expect(swipe == InputOutcome() && vertical.model.value == 0.5)
        _ = vertical.dragEnded(at: 0.1)
        let up = vertical.dragChanged(start: center, location: CGPoint(x: 62, y: 30), in: size, at: 1, axis: vertical.dragAxis)
        #expect(up.changed && vertical.model.value > 0.5)
        var sideways = RotaryViewState(configuration: RotaryViewStateTests.configuration(style: .horizontalDrag), value: 0.5)
        #expect(sideways.dragAxis == .horizontal)
        let down = sideways.dragChanged(start: center, location: CGPoint(x: 58, y: 90), in: size, at: 0, axis: sideways.dragAxis)
        #expect(down == InputOutcome())
        let rotating = RotaryViewState(configuration: RotaryViewStateTests.configuration(style: .rotate), value: 0.5)
        #expect(rotating.dragAxis == .free)
    }

    @Test("A toggle declines a drag across its axis and keeps its value; a vertical toggle follows y")
    func toggle() {
        let pill = ToggleFixture("PillToggle")
        var input = ToggleInput(configuration: pill.configuration, isOn: false)
        #expect(input.dragAxis == .horizontal)
        let start = CGPoint(x: 10, y: 10)
        input.dragChanged(start: start, location: CGPoint(x: 12, y: 30), at: 0, axis: input.dragAxis)
        #expect(input.drag.isDeclined && !input.drag.isTracking)
        let release = input.dragEnded(at: CGPoint(x: 12, y: 30), time: 0.1)
        #expect(release == nil && !input.isOn)
        let vertical = ToggleInput(configuration: ToggleFixture("VerticalLightSwitch").configuration)
        #expect(vertical.dragAxis == .vertical)
    }

    @Test("Specs of each style and orientation give their views the axis they are dragged along")
    func specAxes() {
        let knobs: [String: DragAxis] = ["SteppedDial": .vertical, "TrimKnob": .vertical, "TallKnob": .horizontal, "WideKnob": .free, "Knob": .free]
        for (name, axis) in knobs {
            let configuration = KnobCorpus.configuration(name)
            #expect(RotaryViewState(configuration: configuration, value: configuration.initialValue).dragAxis == axis, "\(name)")
        }
        for (name, axis) in ["VerticalLightSwitch": DragAxis.vertical, "FadeCheckToggle": .vertical, "PillToggle": .horizontal] {
            #expect(ToggleInput(configuration: ToggleFixture(name).configuration).dragAxis == axis, "\(name)")
        }
    }

    // MARK: The scroll wheel

    @Test("A wheel's line deltas are one press per notch, away from the hand turning the value up, in either scrolling direction")
    func wheel() {
        var input = ScrollWheelInput()
        let away = input.scroll(deltaX: 0, deltaY: 3.4, isPrecise: false, isInverted: false, axis: .vertical)
        #expect(away == ScrollWheelInput.Presses(key: .up, count: 1))
        let naturalAway = input.scroll(deltaX: 0, deltaY: -1, isPrecise: false, isInverted: true, axis: .vertical)
        #expect(naturalAway == ScrollWheelInput.Presses(key: .up, count: 1))
        let towards = input.scroll(deltaX: 0, deltaY: -0.2, isPrecise: false, isInverted: false, axis: .free)
        #expect(towards == ScrollWheelInput.Presses(key: .down, count: 1))
        let scroll1 = input.scroll(deltaX: 0, deltaY: 2, isPrecise: false, isInverted: false, axis: .horizontal)
        #expect(scroll1 == nil,
                "a vertical wheel over a horizontal control scrolls the page")
        let scroll2 = input.scroll(deltaX: 0, deltaY: 0, isPrecise: false, isInverted: false, axis: .free)
        #expect(scroll2 == nil)
        let shifted = input.scroll(deltaX: -1, deltaY: 0, isPrecise: false, isInverted: false, axis: .horizontal)
        #expect(shifted == ScrollWheelInput.Presses(key: .right, count: 1))
    }

    @Test("Precise deltas add up to one press per 10 points along the hand's movement")
    func trackpad() {
        var input = ScrollWheelInput()
        // Natural scrolling: the deltas are the fingers' movement, right and down positive.
        let scroll3 = input.scroll(deltaX: 6, deltaY: 1, isPrecise: true, isInverted: true, axis: .horizontal)
        #expect(scroll3 == ScrollWheelInput.Presses(key: .right, count: 0))
        let scroll4 = input.scroll(deltaX: 17, deltaY: 2, isPrecise: true, isInverted: true, axis: .horizontal)
        #expect(scroll4 == ScrollWheelInput.Presses(key: .right, count: 2))
        let scroll5 = input.scroll(deltaX: -4, deltaY: 0, isPrecise: true, isInverted: true, axis: .horizontal)
        #expect(scroll5 == ScrollWheelInput.Presses(key: .left, count: 0))
        let scroll6 = input.scroll(deltaX: -12, deltaY: 0, isPrecise: true, isInverted: true, axis: .horizontal)
        #expect(scroll6 == ScrollWheelInput.Presses(key: .left, count: 1))
        let scroll7 = input.scroll(deltaX: 1, deltaY: 30, isPrecise: true, isInverted: true, axis: .horizontal)
        #expect(scroll7 == nil, "mostly across")
        // Traditional scrolling: the deltas are the content's, against the fingers.
        var traditional = ScrollWheelInput()
        let scroll8 = traditional.scroll(deltaX: 0, deltaY: 25, isPrecise: true, isInverted: false, axis: .vertical)
        #expect(scroll8 == ScrollWheelInput.Presses(key: .up, count: 2))
        traditional.reset()
        let scroll9 = traditional.scroll(deltaX: 0, deltaY: 5, isPrecise: true, isInverted: false, axis: .vertical)
        #expect(scroll9 == ScrollWheelInput.Presses(key: .up, count: 0),
                "the 5 points left over were forgotten")
        var free = ScrollWheelInput()
        let scroll10 = free.scroll(deltaX: -30, deltaY: 12, isPrecise: true, isInverted: true, axis: .free)
        #expect(scroll10 == ScrollWheelInput.Presses(key: .left, count: 3))
    }

    @Test("A press from the wheel moves a slider as its arrow key does: by its step, mirrored in right-to-left")
    func wheelOnSlider() throws {
        var interaction = MultiSliderInteraction(configuration: MultiSliderInteractionTests.bands, values: [10, 50, 90])
        var input = ScrollWheelInput()
        let scrolled = input.scroll(deltaX: 25, deltaY: 0, isPrecise: true, isInverted: true, axis: interaction.dragAxis)
        let presses = try #require(scrolled)
        #expect(presses == ScrollWheelInput.Presses(key: .right, count: 2))
        for _ in 0..<presses.count {
            _ = interaction.press(presses.key, thumb: 1, isRightToLeft: true)
        }
        var leftToRight = MultiSliderInteraction(configuration: MultiSliderInteractionTests.bands, values: [10, 50, 90])
        for _ in 0..<2 {
            _ = leftToRight.press(.left, thumb: 1, isRightToLeft: false)
        }
        #expect(interaction.values == leftToRight.values, "two presses of the right arrow, mirrored: as two of the left arrow left to right")
        #expect(interaction.values[1] < 50)
    }
}
