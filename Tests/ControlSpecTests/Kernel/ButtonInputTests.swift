import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// `ButtonInput`, what the native SwiftUI button does with input, driven with drags, presses and
/// time, and compared with the calls the UIKit control makes (`button-uikit.swift.mustache`:
/// `beginTouch` on touch-down, `isInside` on each move, `endTouch` on release; each state's
/// animation with jitter drawn anew; on its end the reset and the `then` state).
@Suite struct ButtonInputTests {
    /// FastCartButton: a drag that begins presses (idle → down, highlighted), moves outside the
    /// 70 pt slop and back, and ends inside (down → up). The poses are the kernel timeline's at
    /// every time, with the jitter the seeded source draws; when up ends the parts are at rest
    /// and the machine is back in idle. With `interruptsAnimations: false`, no touch is taken
    /// while up plays.
    @Test func dragThroughTheStates() throws {
        let button = ButtonFixture("FastCartButton")
        var configuration = button.configuration
        configuration.isInterruptible = false
        let layout = configuration.layout()
        var input = ButtonInput(configuration: configuration, seed: 42)
        var random = PartRandomSource(seed: 42)
        let start = CGPoint(x: 26, y: 26)
        let began = input.dragChanged(start: start, location: start, at: 10)
        #expect(began == [TouchResponse(phase: .begin, transition: TouchTransition(from: button.state("idle"), to: button.state("down")))])
        #expect(input.isHighlighted)
        let down = button.timeline("down").resolvingJitter(using: &random)
        #expect(PoseMatch.close(input.poses(at: 10.3), down.poses(at: 0.3, from: layout.rest, layout: layout)))
        let outside = input.dragChanged(start: start, location: CGPoint(x: 52 + 71, y: 26), at: 10.4)
        #expect(outside.isEmpty)
        #expect(!input.isHighlighted, "outside the slop")
        _ = input.dragChanged(start: start, location: CGPoint(x: 52 + 69, y: 26), at: 10.5)
        #expect(input.isHighlighted, "inside the slop")
        let downEnd = down.targetPoses(from: layout.rest, layout: layout)
        #expect(input.poses(at: 11) == downEnd && !input.isAnimating(at: 11), "down has ended and holds")
        let release = input.dragEnded(at: CGPoint(x: 52 + 69, y: 26), time: 11)
        let ended = try #require(release)
        #expect(ended == TouchResponse(phase: .end, transition: TouchTransition(from: button.state("down"), to: button.state("up"))))
        #expect(!input.isHighlighted)
        let up = button.timeline("up").resolvingJitter(using: &random)
        for elapsed in [0.0, 0.1, 0.33, 0.5, 0.79] {
            #expect(PoseMatch.close(input.poses(at: 11 + elapsed), up.poses(at: elapsed, from: downEnd, layout: layout)), "up at \(elapsed)")
        }
        #expect(input.isAnimating(at: 11.5))
        #expect(input.machine.state == button.state("up") && !input.machine.acceptsTouch)
        #expect(input.poses(at: 11 + up.duration) == layout.rest, "up resets the parts")
        #expect(!input.isAnimating(at: 11 + up.duration))
        let refused = input.dragChanged(start: start, location: start, at: 11.5)
        #expect(refused.isEmpty, "no touch while up plays")
        let notTracked = input.dragEnded(at: start, time: 11.6)
        #expect(notTracked == nil)
        input.settle(at: 12)
        #expect(input.machine.state == button.state("idle") && input.machine.acceptsTouch && input.shownPoses == layout.rest)
        let again = input.dragChanged(start: start, location: start, at: 12)
        #expect(again.count == 1, "idle again: a touch begins")
    }

    /// FastCartButton as specified (interruptible): a quick second tap while up plays is taken,
    /// entering down from where the parts are, with no jump; the parts then follow down's
    /// timeline from those poses.
    @Test func aSecondTapInterruptsTheAnimation() throws {
        let button = ButtonFixture("FastCartButton")
        let configuration = button.configuration
        var input = ButtonInput(configuration: configuration, seed: 7)
        let start = CGPoint(x: 26, y: 26)
        _ = input.dragChanged(start: start, location: start, at: 10)
        _ = input.dragEnded(at: start, time: 11)
        #expect(input.isAnimating(at: 11.2) && input.machine.state == button.state("up"))
        let during = input.poses(at: 11.2)
        let retap = input.dragChanged(start: start, location: start, at: 11.2)
        #expect(retap == [TouchResponse(phase: .begin, transition: TouchTransition(from: button.state("up"), to: button.state("down")))])
        #expect(input.isHighlighted)
        #expect(PoseMatch.close(input.poses(at: 11.2), during), "the second animation starts where the first was")
        let ended = input.dragEnded(at: start, time: 11.3)
        #expect(ended?.transition == TouchTransition(from: button.state("down"), to: button.state("up")), "and the second tap ends as the first")
    }

    /// The states a drag enters equal those of the UIKit path for the same points: begin, then
    /// `end` inside the bounds grown by the slop and `endOutside` beyond, for a button with a slop
    /// and one without.
    @Test(arguments: ["FastCartButton", "StampButton", "HeartBounceButton", "CheckoutPillButton"])
    func releasePointsMatchTheUIKitPath(name: String) {
        let button = ButtonFixture(name)
        let configuration = button.configuration
        let size = CGSize(width: configuration.size.width * 1.5, height: configuration.size.height)
        let bounds = CGRect(origin: .zero, size: size)
        let slop = configuration.touchSlop
        let ends = [CGPoint(x: 1, y: 1), CGPoint(x: -slop, y: 10), CGPoint(x: -slop - 1, y: 10),
                    CGPoint(x: Double(size.width) + slop + 0.5, y: Double(size.height) / 2), CGPoint(x: 10, y: Double(size.height) + slop - 0.5)]
        for end in ends {
            var machine = configuration.stateMachine
            let begin = machine.beginTouch()
            var highlighted = true
            highlighted = machine.isInside(end, of: bounds)
            let reference = machine.endTouch(at: end, in: bounds)
            var input = ButtonInput(configuration: configuration, seed: 1)
            input.layOut(size: size, direction: .rightToLeft)
            let start = CGPoint(x: 5, y: 5)
            let began = input.dragChanged(start: start, location: end, at: 0)
            #expect(began == [begin].compactMap { $0 })
            #expect(input.isHighlighted == highlighted)
            let ended = input.dragEnded(at: end, time: 0.01)
            #expect(ended == reference, "\(name) released at \(end)")
        }
    }

    /// Space, Return or an accessibility activation press the button: begin and end at once;
    /// nothing while a drag is followed or, with `interruptsAnimations: false`, while the button is
    /// not at rest (an interruptible button takes the press, as `aSecondTapInterruptsTheAnimation`).
    @Test func pressBeginsAndEnds() {
        let button = ButtonFixture("HeartBounceButton")
        var configuration = button.configuration
        configuration.isInterruptible = false
        var input = ButtonInput(configuration: configuration, seed: 7)
        let responses = input.press(at: 0)
        #expect(responses.map(\.phase) == [.begin, .end])
        #expect(responses.map { $0.transition?.to } == [button.state("squeezed"), button.state("blinking")])
        let early = input.press(at: 0.1)
        #expect(early.isEmpty, "blinking: not at rest")
        let blinking = button.timeline("blinking")
        #expect(input.isAnimating(at: blinking.duration - 0.01))
        let later = input.press(at: blinking.duration)
        #expect(later.count == 2, "back at rest when blinking ends")
        var dragging = ButtonInput(configuration: button.configuration)
        _ = dragging.dragChanged(start: .zero, location: .zero, at: 0)
        let duringDrag = dragging.press(at: 0)
        #expect(duringDrag.isEmpty)
        let cancelled = dragging.cancel(at: 0.1)
        #expect(cancelled?.phase == .cancel && dragging.machine.state == button.state("dropped"))
    }

    /// Under Reduce Motion, with `reduceMotion: instant`, every state shows its animation's end at
    /// once, and chained states follow at once: the button is at rest again as soon as it is
    /// released (`ReduceMotionTests` has the cross-fade).
    @Test func reduceMotionEndsAtOnce() {
        let button = ButtonFixture("FastCartButton")
        let layout = button.configuration.layout()
        var configuration = button.configuration
        for index in configuration.states.indices { configuration.states[index].animation?.reduceMotion = .instant }
        var input = ButtonInput(configuration: configuration, seed: 3)
        input.isReducingMotion = true
        var random = PartRandomSource(seed: 3)
        _ = input.dragChanged(start: .zero, location: .zero, at: 0)
        let down = button.timeline("down").resolvingJitter(using: &random)
        #expect(input.poses(at: 0) == down.targetPoses(from: layout.rest, layout: layout) && !input.isAnimating(at: 0))
        _ = input.dragEnded(at: .zero, time: 0)
        #expect(input.poses(at: 0) == layout.rest)
        input.settle(at: 0)
        #expect(input.machine.state == button.state("idle"))
    }

    /// Copies draw the same jitter, so the poses a view samples ahead are the ones it later
    /// shows; different seeds draw different widths.
    @Test func jitterIsSeeded() {
        let button = ButtonFixture("FastCartButton")
        var first = ButtonInput(configuration: button.configuration, seed: 11)
        var second = ButtonInput(configuration: button.configuration, seed: 12)
        _ = first.press(at: 0)
        _ = second.press(at: 0)
        let sampled = first.poses(at: 0.5)
        first.settle(at: 0.5)
        #expect(first.poses(at: 0.5) == sampled)
        #expect(first.poses(at: 0.5) != second.poses(at: 0.5))
    }
}

/// Poses equal within rounding: a view's clock gives elapsed times as differences of large
/// times, which round differently from the same elapsed time written directly.
enum PoseMatch {
    static func close(_ a: [PartPose], _ b: [PartPose], tolerance: Double = 1e-9) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { p, q in
            let values: [(Double, Double)] = [
                (p.frame.minX, q.frame.minX), (p.frame.minY, q.frame.minY), (p.frame.width, q.frame.width), (p.frame.height, q.frame.height),
                (p.x, q.x), (p.y, q.y), (p.rotation, q.rotation), (p.scale, q.scale), (p.alpha, q.alpha),
            ]
            return values.allSatisfy { abs($0.0 - $0.1) <= tolerance }
        }
    }
}
