import Foundation

/// Behaviour of the generated `FastCartButton` portable code, with numbers from CONTROLS.md §3.
///
/// Timeline sampling (as the generated `FastCartButtonTimeline` documents it): within a keyframe
/// window a property moves from its value at the window's start to the window's value with the
/// window's easing; before its first window it keeps its value at the start (here: at rest).
enum FastCartButtonChecks {
    /// Runs every check.
    static func run() {
        stateMachine()
        restLayout()
        upTimeline()
        downAndCancelledTimelines()
        easings()
    }

    static func stateMachine() {
        var machine = FastCartButtonStateMachine()
        Checks.expect(machine.state == .idle, "starts idle")
        Checks.expect(FastCartButtonStateMachine.touchSlop == 70, "touch slop 70")
        Checks.expect(machine.acceptsTouch, "a touch begins at rest")
        let down = machine.handle(.begin)
        Checks.expect(down == FastCartButtonTransition(from: .idle, to: .down), "begin from idle enters down")
        Checks.expect(down?.animation != nil, "down animates")
        Checks.expect(!machine.acceptsTouch, "no second touch while down")
        Checks.expect(machine.handle(.begin) == nil, "begin only from idle")

        let bounds = CGRect(x: 0, y: 0, width: 52, height: 52)
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: -70, y: 26), in: bounds) == .end, "70 pt before the leading edge counts as inside")
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: 52 + 69.5, y: 52 + 69.5), in: bounds) == .end, "69.5 pt past the far corner counts as inside")
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: -70, y: -70), in: bounds) == .end, "the slop corner counts as inside")
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: -71, y: 26), in: bounds) == .endOutside, "71 pt before the leading edge is outside")
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: 52 + 71, y: 26), in: bounds) == .endOutside, "71 pt past the trailing edge is outside")
        Checks.expect(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: 26, y: -71), in: bounds) == .endOutside, "71 pt above is outside")

        let up = machine.handle(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: -70, y: 26), in: bounds))
        Checks.expect(up == FastCartButtonTransition(from: .down, to: .up), "end inside the slop enters up")
        Checks.expect(machine.handle(.begin) == nil, "no begin while up")
        Checks.expect(FastCartButtonStateMachine.resetsParts(after: .up), "up resets the parts")
        Checks.expect(machine.animationDidFinish(in: .down) == nil, "a stale completion changes nothing")
        Checks.expect(machine.animationDidFinish(in: .up) == FastCartButtonTransition(from: .up, to: .idle), "then: idle after up")
        Checks.expect(machine.state == .idle, "back to idle")
        Checks.expect(machine.animationDidFinish(in: .idle) == nil, "idle has no then")

        _ = machine.handle(.begin)
        let outside = machine.handle(FastCartButtonStateMachine.endTrigger(at: CGPoint(x: 52 + 71, y: 26), in: bounds))
        Checks.expect(outside == FastCartButtonTransition(from: .down, to: .cancelled), "end 71 pt outside enters cancelled")
        Checks.expect(machine.handle(.cancel) == nil, "no transition when the state would not change")
        Checks.expect(!FastCartButtonStateMachine.resetsParts(after: .cancelled), "cancelled does not reset (it animates to rest)")
        Checks.expect(machine.animationDidFinish(in: .cancelled) == FastCartButtonTransition(from: .cancelled, to: .idle), "then: idle after cancelled")

        _ = machine.handle(.begin)
        Checks.expect(machine.handle(.cancel) == FastCartButtonTransition(from: .down, to: .cancelled), "cancel enters cancelled")
    }

    static func restLayout() {
        let layout = FastCartButtonLayout()
        let circle = layout.frameInControl(of: .circle)
        Checks.expect(circle == CGRect(x: 0, y: 0, width: 52, height: 52), "circle fills the control: \(circle)")
        for (line, trailing, centerY) in [(FastCartButtonPart.whiteLine1, 11.0, 24.0), (.whiteLine2, 8, 27), (.whiteLine3, 14, 30)] {
            let frame = layout.rest[line]?.frame ?? .zero
            Checks.expectClose(frame.maxX - circle.minX, trailing, "\(line) trailing edge from the circle's leading edge")
            Checks.expectClose(frame.midY, centerY, "\(line) centre y")
            Checks.expectClose(frame.width, 24, "\(line) width")
            Checks.expectClose(frame.height, 2, "\(line) height")
        }
        let cart = layout.frameInControl(of: .cart)
        Checks.expectClose(cart.midX, 26, "cart centre x")
        Checks.expectClose(cart.midY, 26, "cart centre y")
        for (pink, white) in [(FastCartButtonPart.pinkLine1, FastCartButtonPart.whiteLine1), (.pinkLine2, .whiteLine2), (.pinkLine3, .whiteLine3)] {
            Checks.expect(layout.frameInControl(of: pink) == layout.frameInControl(of: white), "\(pink) has \(white)'s frame")
            Checks.expectClose(layout.rest[pink]?.alpha ?? 0, 0.6, "\(pink) keeps its own alpha")
        }
        let moved = FastCartButtonLayout(size: CGSize(width: 100, height: 60))
        Checks.expect(moved.rest[.circle]?.frame == CGRect(x: 24, y: 4, width: 52, height: 52), "the circle stays centred when resized")
        Checks.expect(moved.frameInControl(of: .pinkLine1) == moved.frameInControl(of: .whiteLine1), "mirrors follow after a resize")
    }

    static func upTimeline() {
        guard let up = FastCartButtonStateMachine.animation(of: .up) else { return Checks.expect(false, "up animates") }
        Checks.expectClose(up.duration, 0.8, "up lasts 0.8 s")
        Checks.expect(up.timing == .keyframes(.cubic), "cubic calculation mode")
        Checks.expect(up.beginsFromCurrentState, "begins from the current state")
        // At 0.2 s (0.25 of 0.8 s) the first window (0…0.35) is 0.25/0.35 through: rest → target.
        let early = 0.25 / 0.35
        Checks.expectClose(up.value(of: .x, part: .cart, at: 0.2), -4 * early, "cart x at 0.2 s")
        Checks.expectClose(up.value(of: .rotation, part: .cart, at: 0.2), -0.15 * early, "cart rotation at 0.2 s")
        Checks.expectClose(up.value(of: .trailing, part: .whiteLine2, at: 0.2), 8 + (2 - 8) * early, "white line 2 trailing at 0.2 s")
        // At 0.5 s (0.625): cart x is 0.55 through 0.35…0.85 from −4 to 104; rotation done (0.35…0.39).
        let late = (0.625 - 0.35) / 0.5
        Checks.expectClose(up.value(of: .x, part: .cart, at: 0.5), -4 + 108 * late, "cart x at 0.5 s")
        Checks.expectClose(up.value(of: .rotation, part: .cart, at: 0.5), 0, "cart rotation at 0.5 s")
        let lines = (0.625 - 0.4) / 0.5
        Checks.expectClose(up.value(of: .trailing, part: .whiteLine1, at: 0.5), 2 + (104 - 2) * lines, tolerance: 1e-9, "white line 1 trailing at 0.5 s")
        Checks.expectClose(up.value(of: .width, part: .whiteLine1, at: 0.5), 24 + (48 - 24) * lines, "white line 1 width at 0.5 s")
        Checks.expectClose(up.value(of: .alpha, part: .pinkLine1, at: 0.5), 0.6 * (1 - (0.625 - 0.45) / 0.2), "pink alpha at 0.5 s")
        Checks.expectClose(up.value(of: .width, part: .pinkLine1, at: 0.5), 24 + (48 - 24) * lines, "pink line follows the white width")
        Checks.expectClose(up.value(of: .x, part: .cart, at: 0), 0, "cart x at the start")
        Checks.expectClose(up.value(of: .x, part: .cart, at: 0.8), 104, "cart x at the end")
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let drawn = up.resolvingJitter(using: &generator)
            let width = drawn.value(of: .width, part: .whiteLine3, at: 0.8)
            Checks.expect((44...52).contains(width), "drawn width within 48 ± 4: \(width)")
            Checks.expect(drawn.keyframes.allSatisfy { $0.assignments.allSatisfy { $0.jitter == 0 } }, "every jitter drawn")
        }
        Checks.expect(up.keyframeSteps.count == 5, "one UIView keyframe per linear window")
    }

    static func downAndCancelledTimelines() {
        guard let down = FastCartButtonStateMachine.animation(of: .down), case .spring(let spring) = down.timing else {
            return Checks.expect(false, "down is a spring")
        }
        Checks.expect(spring.dampingRatio == 1, "damping ratio 1")
        Checks.expectClose(spring.progress(at: 0), 0, "spring starts at 0")
        Checks.expectClose(spring.progress(at: 0.8), 1, tolerance: FastCartButtonSpring.settledTolerance + 1e-9, "spring settles at 0.8 s")
        Checks.expectClose(spring.settlingDuration, 0.8, tolerance: 1e-3, "settling duration is the duration")
        Checks.expect((0..<80).allSatisfy { spring.progress(at: Double($0) / 100) <= 1 }, "critically damped: no overshoot")
        let omega = (spring.stiffness / spring.mass).squareRoot()
        Checks.expectClose(spring.progress(at: 0.3), 1 - (1 + omega * 0.3) * exp(-omega * 0.3), "critically damped closed form")
        let bouncy = FastCartButtonSpring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
        Checks.expect((0..<100).contains { bouncy.progress(at: Double($0) / 100) > 1 }, "a damping ratio below 1 overshoots")
        Checks.expectClose(bouncy.progress(at: 1), 1, tolerance: FastCartButtonSpring.settledTolerance, "a bouncy spring also settles at its duration")
        let physical = FastCartButtonSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        Checks.expectClose(physical.progress(at: 0.1), 1 - 2 * exp(-1), "mass 1, stiffness 100, damping 20 is critically damped with ω 10")

        Checks.expectClose(down.value(of: .width, part: .whiteLine1, at: 0.8), 32, "down: white width 32 at the end")
        Checks.expectClose(down.value(of: .trailing, part: .whiteLine1, at: 0.8), 8, "down: trailing 8 at the end")
        Checks.expectClose(down.value(of: .trailing, part: .pinkLine1, at: 0.8), 8, "down: the pink line follows")
        Checks.expectClose(down.value(of: .alpha, part: .pinkLine1, at: 0.8), 1, "down: pink alpha 1")
        Checks.expectClose(down.value(of: .rotation, part: .cart, at: 0.8), -0.1, "down: cart −0.1 rad")
        Checks.expectClose(down.value(of: .width, part: .whiteLine1, at: 0.3), 24 + 8 * spring.progress(at: 0.3), "down: width follows the spring")

        guard let cancelled = FastCartButtonStateMachine.animation(of: .cancelled) else { return Checks.expect(false, "cancelled animates") }
        let layout = FastCartButtonLayout()
        let pressed = down.states(at: 0.8, from: layout.rest, rest: layout.rest)
        let back = cancelled.states(at: 0.3, from: pressed, rest: layout.rest)
        Checks.expect(back == layout.rest, "cancelled returns every part to rest")
    }

    static func easings() {
        Checks.expectClose(FastCartButtonEasing.linear.progress(0.3), 0.3, "linear")
        Checks.expectClose(FastCartButtonEasing.easeInEaseOut.progress(0.5), 0.5, tolerance: 1e-9, "ease-in-ease-out is symmetric")
        Checks.expectClose(FastCartButtonEasing.hold.progress(0.99), 0, "hold holds")
        Checks.expectClose(FastCartButtonEasing.hold.progress(1), 1, "hold jumps at the end")
        // cubic-bezier(0.42, 0, 1, 1) at parameter s = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25 + 0.125.
        let x = 3 * 0.25 * 0.5 * 0.42 + 3 * 0.5 * 0.25 * 1 + 0.125, y = 3 * 0.5 * 0.25 * 1 + 0.125
        Checks.expectClose(FastCartButtonEasing.easeIn.progress(x), y, tolerance: 1e-9, "ease-in is Core Animation's curve")
        Checks.expectClose(FastCartButtonEasing.easeOut.progress(1 - x), 1 - y, tolerance: 1e-9, "ease-out mirrors ease-in")
    }
}

/// A small deterministic generator (SplitMix64) for the jitter checks.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
