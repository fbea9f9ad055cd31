import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Which arrows and move commands a focused control leaves to the focus engine
/// (`ControlKey.movesFocus(across:leavesAcrossAxis:)`): on tvOS those across a slider's axis, so
/// that focus moves on to the next control; everywhere else none.
@Suite struct MoveCommandFocusTests {
    @Test("On tvOS a horizontal control leaves up and down, a vertical one left and right; a control without an axis takes all")
    func acrossTheAxis() {
        let leaves: [DragAxis: Set<MoveDirection>] = [.horizontal: [.up, .down], .vertical: [.left, .right], .free: []]
        for (axis, expected) in leaves {
            for direction in MoveDirection.allCases {
                #expect(direction.movesFocus(across: axis, leavesAcrossAxis: true) == expected.contains(direction), "\(axis) \(direction)")
                #expect(direction.key.movesFocus(across: axis, leavesAcrossAxis: true) == expected.contains(direction))
                #expect(!direction.movesFocus(across: axis, leavesAcrossAxis: false), "elsewhere every arrow adjusts: \(axis) \(direction)")
            }
        }
        for key in [ControlKey.pageUp, .pageDown, .home, .end] {
            for axis in DragAxis.allCases { #expect(!key.movesFocus(across: axis, leavesAcrossAxis: true), "\(key) is no arrow") }
        }
    }

    @Test("The kinds' axes decide: a vertical multi-thumb slider keeps up and down, the range slider left and right")
    func kindsAxes() {
        var vertical = MultiSliderInteraction(configuration: MultiSliderInteractionTests.stops, values: [10, 40])
        #expect(MoveDirection.allCases.filter { !$0.movesFocus(across: vertical.dragAxis, leavesAcrossAxis: true) } == [.up, .down])
        let up = vertical.move(.up, thumb: 0, isRightToLeft: false)
        #expect(up.changed && vertical.values == [20, 40], "along the axis a command still adjusts")
        let range = SliderInteraction(configuration: SliderInteractionTests.stepped)
        #expect(MoveDirection.allCases.filter { !$0.movesFocus(across: range.dragAxis, leavesAcrossAxis: true) } == [.left, .right])
        let knobs: [(RotaryInteractionStyle, [MoveDirection])] = [
            (.rotate, MoveDirection.allCases), (.verticalDrag, [.up, .down]), (.horizontalDrag, [.left, .right]),
        ]
        for (style, taken) in knobs {
            let knob = RotaryViewState(configuration: RotaryViewStateTests.configuration(style: style), value: 0.5)
            #expect(MoveDirection.allCases.filter { !$0.movesFocus(across: knob.dragAxis, leavesAcrossAxis: true) } == taken, "\(style)")
        }
    }

    @Test("A rotating knob on tvOS still turns up with up and right and down with down and left")
    func rotatingKnob() {
        var knob = RotaryViewState(configuration: RotaryViewStateTests.configuration(style: .rotate), value: 0.5)
        for (direction, up) in [(MoveDirection.up, true), (.right, true), (.down, false), (.left, false)] {
            let before = knob.model.value
            #expect(!direction.movesFocus(across: knob.dragAxis, leavesAcrossAxis: true))
            let outcome = knob.move(direction)
            #expect(outcome.changed && (knob.model.value > before) == up, "\(direction)")
        }
    }
}
