import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// `ToggleInput`, what the native SwiftUI toggle does with input, driven with drags, keys, move
/// commands and activations, and compared with the calls the UIKit control makes for the same
/// touch points (`toggle-uikit.swift.mustache`: `beginTouch` on touch-down, `moveTouch` and the
/// drag's look on each move, `endTouch` and the value's animation on release).
@Suite struct ToggleInputTests {
    /// The UIKit control's path for one touch: begin at `points[0]`, move through the rest, end
    /// at the last; the model and what it shows after each move.
    struct UIKitPath {
        var model: ToggleModel
        var shown: [PartPose]
        var release: ToggleRelease?

        init(_ configuration: ToggleConfiguration, layout: PartLayout, points: [CGPoint], startsOn: Bool? = nil) {
            model = ToggleModel(configuration: configuration)
            if let startsOn { _ = model.setOn(startsOn) }
            shown = configuration.poses(isOn: model.isOn, layout: layout)
            _ = model.beginTouch(at: points[0], direction: layout.direction)
            for point in points.dropFirst() {
                let fraction = model.moveTouch(to: point)
                if model.touch?.isDrag == true {
                    let look = configuration.poses(isOn: model.showsOn, layout: layout)
                    shown = configuration.poses(look, thumbAtFraction: fraction, layout: layout)
                }
            }
            release = model.endTouch(at: points.last ?? points[0])
        }
    }

    /// The same touch through `ToggleInput` as the SwiftUI view forwards a drag: every change with
    /// the drag's start, then the end at the last point. Returns the poses shown just before the
    /// end, and the release.
    static func drag(_ input: inout ToggleInput, _ points: [CGPoint], at time: Double = 0) -> (shown: [PartPose], release: ToggleRelease?) {
        for point in points { input.dragChanged(start: points[0], location: point, at: time) }
        let shown = input.poses(at: time)
        return (shown, input.dragEnded(at: points.last ?? points[0], time: time))
    }

    static func line(from start: CGPoint, dx: Double, dy: Double, steps: Int = 8) -> [CGPoint] {
        (0...steps).map { CGPoint(x: Double(start.x) + dx * Double($0) / Double(steps), y: Double(start.y) + dy * Double($0) / Double(steps)) }
    }

    /// A drag moves the thumb exactly as the UIKit control's touch tracking does, in both layout
    /// directions, for the bundled toggle, a wide one with a set travel and a vertical one, and
    /// ends on the same side.
    @Test(arguments: ["PillToggle", "WideBouncyToggle", "VerticalLightSwitch", "NightPillToggle"])
    func dragsMatchTheUIKitPath(name: String) {
        let toggle = ToggleFixture(name)
        let configuration = toggle.configuration
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = configuration.layout(direction: direction)
            let flipped = direction.isFlipped ? -1.0 : 1.0
            let travel = configuration.travel
            let moves: [(Double, Double)] = configuration.axis == .horizontal
                ? [(travel * 0.3 * flipped, 0), (travel * 0.7 * flipped, 3), (-travel * 0.7 * flipped, 0), (travel * 2 * flipped, -40), (1, 1)]
                : [(0, -travel * 0.3), (2, -travel * 0.7), (0, travel * 0.7), (-30, -travel * 2), (1, 1)]
            for (dx, dy) in moves {
                for startsOn in [false, true] {
                    let points = Self.line(from: CGPoint(x: 20, y: 30), dx: dx, dy: dy)
                    let reference = UIKitPath(configuration, layout: layout, points: points, startsOn: startsOn)
                    var input = ToggleInput(configuration: configuration)
                    input.layOut(size: configuration.size, direction: direction == .leftToRight ? .rightToLeft : .leftToRight)
                    input.layOut(size: configuration.size, direction: direction)
                    if input.isOn != startsOn { _ = input.sync(isOn: startsOn, at: -10) }
                    let (shown, release) = Self.drag(&input, points)
                    #expect(release == reference.release, "\(name) \(direction) \(dx),\(dy) from \(startsOn)")
                    #expect(input.isOn == reference.model.isOn)
                    if reference.release?.wasDrag == true {
                        #expect(shown == reference.shown, "\(name) \(direction): the thumb follows the finger as in UIKit")
                    }
                    #expect(input.userChanges == (release?.changed == true ? 1 : 0))
                }
            }
        }
    }

    /// After the release the value's animation plays from the drag's look to the value's look:
    /// the kernel's timeline at each time, the look exactly once it has ended; the colours
    /// cross-fade from the side shown during the drag to the value's with the timeline's progress.
    @Test func releaseAnimatesFromTheDragLook() throws {
        let toggle = ToggleFixture("PillToggle")
        let configuration = toggle.configuration
        let layout = configuration.layout()
        var input = ToggleInput(configuration: configuration)
        #expect(!input.isOn)
        let points = Self.line(from: CGPoint(x: 10, y: 22), dx: configuration.travel * 0.4, dy: 0)
        let (dragged, release) = Self.drag(&input, points, at: 5)
        #expect(release == ToggleRelease(isOn: false, changed: false, wasDrag: true), "0.4 of the way: stays off")
        let timeline = configuration.turnOff
        for elapsed in [0, 0.05, 0.1, timeline.duration * 0.5] {
            let expected = timeline.poses(at: elapsed, from: dragged, layout: layout)
            #expect(PoseMatch.close(input.poses(at: 5 + elapsed), expected))
            #expect(input.isAnimating(at: 5 + elapsed))
        }
        #expect(input.poses(at: 5 + timeline.duration) == configuration.poses(isOn: false, layout: layout))
        #expect(!input.isAnimating(at: 5 + timeline.duration))

        var on = ToggleInput(configuration: configuration)
        let far = Self.line(from: CGPoint(x: 10, y: 22), dx: configuration.travel * 0.8, dy: 0)
        for point in far { on.dragChanged(start: far[0], location: point, at: 1) }
        #expect(on.showsOnColors, "past halfway the drag shows the on colours")
        let onRelease = on.dragEnded(at: far.last!, time: 1)
        #expect(onRelease?.changed == true && on.isOn)
        #expect(on.startsFromOnColors && on.showsOnColors && on.colorProgress(at: 1) == 0)
        #expect(on.userChanges == 1)

        var tapped = ToggleInput(configuration: configuration)
        let none = tapped.dragEnded(at: .zero, time: 0)
        #expect(none == nil, "no drag, no release")
        tapped.dragChanged(start: CGPoint(x: 30, y: 20), location: CGPoint(x: 30, y: 20), at: 2)
        #expect(tapped.isHighlighted)
        let tap = tapped.dragEnded(at: CGPoint(x: 31, y: 21), time: 2)
        #expect(tap == ToggleRelease(isOn: true, changed: true, wasDrag: false), "a tap turns it over")
        #expect(!tapped.startsFromOnColors && tapped.showsOnColors)
        let turnOn = configuration.turnOn
        let middle = try #require([0.1, 0.2, 0.3].first { turnOn.progress(at: $0) > 0 && turnOn.progress(at: $0) < 1 })
        #expect(abs(tapped.colorProgress(at: 2 + middle) - turnOn.progress(at: middle)) < 1e-9)
        #expect(tapped.colorProgress(at: 2 + turnOn.duration) == 1)
        #expect(PoseMatch.close(tapped.poses(at: 2 + middle), turnOn.poses(at: middle, from: configuration.poses(isOn: false, layout: layout), layout: layout)))
    }

    /// Space or Return (`activate`), a move command and the binding: only the user's changes
    /// count; a move towards the on end turns it on (trailing: right, left in a right-to-left
    /// layout; up for a vertical toggle); nothing while a touch is tracked.
    @Test func keysMovesAndTheBinding() {
        let configuration = ToggleFixture("WideBouncyToggle").configuration
        var input = ToggleInput(configuration: configuration)
        #expect(input.isOn && input.accessibilityValue == "1")
        var changed = input.activate(at: 0)
        #expect(changed && !input.isOn && input.userChanges == 1 && input.accessibilityValue == "0")
        changed = input.move(.right, at: 1)
        #expect(changed && input.isOn && input.userChanges == 2)
        changed = input.move(.right, at: 2)
        #expect(!changed && input.userChanges == 2, "already on")
        changed = input.move(.up, at: 2)
        #expect(!changed, "up means nothing to a horizontal toggle")
        changed = input.move(.left, at: 3)
        #expect(changed && !input.isOn)
        input.layOut(size: configuration.size, direction: .rightToLeft)
        changed = input.move(.left, at: 4)
        #expect(changed && input.isOn, "in a right-to-left layout on is to the left")
        changed = input.sync(isOn: false, at: 5)
        #expect(changed && !input.isOn && input.userChanges == 4, "the binding's change is no user change")
        #expect(input.isAnimating(at: 5.1), "a value from the binding is shown animated")
        changed = input.sync(isOn: false, at: 6)
        #expect(!changed)
        input.dragChanged(start: CGPoint(x: 60, y: 24), location: CGPoint(x: 60, y: 24), at: 7)
        let refused = [input.activate(at: 7), input.move(.left, at: 7), input.sync(isOn: true, at: 7)]
        #expect(refused == [false, false, false], "not while a touch is tracked")
        changed = input.cancel(at: 8)
        #expect(changed && !input.isOn && !input.isHighlighted)

        var vertical = ToggleInput(configuration: ToggleFixture("VerticalLightSwitch").configuration)
        #expect(vertical.isOn)
        let moves = [vertical.move(.left, at: 0), vertical.move(.down, at: 0), vertical.isOn, vertical.move(.up, at: 1), vertical.isOn]
        #expect(moves == [false, true, false, true, true])
    }

    /// Under Reduce Motion, with `reduceMotion: instant`, every change shows the value's look at once
    /// (`ReduceMotionTests` has the cross-fade).
    @Test func reduceMotionShowsTheLookAtOnce() {
        var configuration = ToggleFixture("PillToggle").configuration
        configuration.turnOn.reduceMotion = .instant
        configuration.turnOff.reduceMotion = .instant
        let layout = configuration.layout()
        var input = ToggleInput(configuration: configuration)
        input.isReducingMotion = true
        let activated = input.activate(at: 0)
        #expect(activated)
        #expect(!input.isAnimating(at: 0) && input.poses(at: 0) == configuration.poses(isOn: true, layout: layout))
        #expect(input.colorProgress(at: 0) == 1 && input.showsOnColors && input.startsFromOnColors)
        input.isReducingMotion = false
        let again = input.activate(at: 1)
        #expect(again && input.isAnimating(at: 1.01))
    }

    /// The activation point is the thumb's centre in the value's look, in the layout shown.
    @Test func activationPointIsOnTheThumb() {
        let toggle = ToggleFixture("PillToggle")
        let configuration = toggle.configuration
        var input = ToggleInput(configuration: configuration)
        let thumb = configuration.thumb
        let offFrame = configuration.layout().frameInControl(of: thumb)
        #expect(input.activationPoint == CGPoint(x: offFrame.midX, y: offFrame.midY))
        _ = input.activate(at: 0)
        let onLayout = configuration.layout()
        let onFrame = onLayout.frameInControl(of: thumb, poses: configuration.poses(isOn: true, layout: onLayout))
        #expect(input.activationPoint == CGPoint(x: onFrame.midX, y: onFrame.midY))
        #expect(Double(input.activationPoint.x) - Double(offFrame.midX) == configuration.travel)
        input.layOut(size: CGSize(width: 128, height: 44), direction: .rightToLeft)
        #expect(input.layout.size == CGSize(width: 128, height: 44) && !input.isAnimating(at: 0), "laid out again at once")
        #expect(input.activationPoint.x < 64, "on is to the left in a right-to-left layout")
    }
}
