import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The kernel calls the previews hold a look with, which the SVG previews and the SwiftUI views'
/// `#Preview`s share: `ToggleInput.showDrag(atFraction:)` is exactly what the UIKit control shows
/// for a drag from off to that point, and `ButtonInput.showPressed()` the end of the animation of
/// the state a touch begins in, highlighted.
@Suite struct PreviewInputTests {
    @Test(arguments: SpecCorpus.kind("toggle").map(\.spec.name))
    func aHeldDragShowsWhatTheUIKitControlShows(toggle name: String) {
        let toggle = ToggleFixture(name)
        let layout = toggle.layout()
        for fraction in [0.25, 0.5, 0.75, 1] {
            var input = ToggleInput(configuration: toggle.configuration, isOn: true)
            input.showDrag(atFraction: fraction)
            let end = toggle.configuration.dragLocation(atFraction: fraction)
            let uikit = ToggleInputTests.UIKitPath(toggle.configuration, layout: layout, points: [.zero, end], startsOn: false)
            #expect(!input.isOn && input.isHighlighted, "\(name) \(fraction)")
            #expect(PoseMatch.close(input.poses(at: 0), uikit.shown), "\(name) \(fraction)")
            // Past half the thumb is on the on side; at exactly half a tie keeps it off.
            #expect(input.showsOnColors == (fraction > 0.5), "\(name) \(fraction)")
        }
    }

    /// The drag's location is the thumb's offset along the toggle's axis: up for a vertical one.
    @Test func theDragLocationFollowsTheAxis() {
        let vertical = ToggleFixture("OnSideDisabledToggle").configuration
        #expect(vertical.axis == .vertical)
        let location = vertical.dragLocation(atFraction: 0.5)
        #expect(location.x == 0 && Double(location.y) == -0.5 * vertical.travel)
        let horizontal = ToggleFixture("PillToggle").configuration
        #expect(horizontal.dragLocation(atFraction: 1) == CGPoint(x: horizontal.travel, y: 0))
    }

    @Test(arguments: SpecCorpus.kind("button").map(\.spec.name))
    func aHeldPressShowsThePressedLook(button name: String) {
        let button = ButtonFixture(name)
        let layout = button.configuration.layout()
        var input = ButtonInput(configuration: button.configuration, seed: 7)
        let pressed = button.configuration.pressedPoses(layout: layout)
        let shown = input.showPressed()
        #expect(shown == (pressed != nil), "\(name)")
        #expect(input.isHighlighted == shown, "\(name)")
        #expect(input.poses(at: 0) == (pressed ?? layout.rest), "\(name)")
        #expect(!input.isAnimating(at: 0), "\(name)")
        if let begin = button.configuration.stateMachine.target(of: .begin), let animation = button.configuration.states[begin].animation {
            #expect(pressed == animation.targetPoses(from: layout.rest, layout: layout), "\(name)")
        }
    }

    /// A button whose touch-down state has no animation has no pressed look to show.
    @Test func aButtonWithoutATouchDownAnimationHasNoPressedLook() {
        var configuration = ButtonFixture("FastCartButton").configuration
        guard let begin = configuration.stateMachine.target(of: .begin) else {
            Issue.record("FastCartButton has no touch-down state")
            return
        }
        configuration.states[begin].animation = nil
        var input = ButtonInput(configuration: configuration)
        let shown = input.showPressed()
        #expect(!shown && !input.isHighlighted)
        #expect(configuration.pressedPoses(layout: configuration.layout()) == nil)
        #expect(ButtonStill.stills(of: configuration) == [.idle, .disabled])
    }
}
