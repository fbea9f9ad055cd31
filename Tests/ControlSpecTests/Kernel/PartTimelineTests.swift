import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Animations as UIKit plays them, through the kernel with configurations built from the corpus
/// specs: every easing, each calculation mode the kernel reproduces, springs against their
/// closed-form solutions, jitter, and the `UIView.addKeyframe` steps. Expected values come from
/// the formulas in `Formula` and the specs' numbers, not from the kernel's code.
@Suite struct PartTimelineTests {
    /// Whether two numbers agree within `tolerance`.
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// FastCartButton's `up` is `mode: cubic`: a Catmull-Rom spline through the cart's key values
    /// 0, −4, 4.64, 6.8, 17.6, 60.8, 104, 104, 104 at 0, 0.35, 0.39, 0.4, 0.45, 0.65, 0.85, 0.9, 1
    /// (x moves −4 → 104 over 0.35…0.85, so at 0.39 it is −4 + 108 · 0.08).
    @Test func cubicModeIsACatmullRomSplineThroughTheKeys() {
        let button = ButtonFixture("FastCartButton")
        let up = button.timeline("up"), cart = button.part("cart")
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = button.layout(direction)
            let sign = direction == .leftToRight ? 1.0 : -1.0
            func x(at fraction: Double) -> Double { up.poses(at: fraction * 0.8, from: layout.rest, layout: layout)[cart].x }
            #expect(Self.close(x(at: 0.5), sign * Formula.catmullRom(6.8, 17.6, 60.8, 104, at: 0.25)), "\(direction): between the keys at 0.45 and 0.65")
            #expect(Self.close(x(at: 0.2), sign * Formula.catmullRom(0, 0, -4, 4.64, at: 0.2 / 0.35)), "\(direction): the first key stands in for its missing neighbour")
            #expect(Self.close(x(at: 0.95), sign * 104), "\(direction): constant keys stay constant")
            #expect(Self.close(x(at: 0.35), sign * -4), "\(direction): the spline passes through the keys")
        }
        let layout = button.layout()
        let rotation = up.poses(at: 0.37 * 0.8, from: layout.rest, layout: layout)[cart].rotation
        #expect(Self.close(rotation, Formula.catmullRom(0, -0.15, 0, 0, at: 0.5)))
        #expect(up.poses(at: 0.8, from: layout.rest, layout: layout) == up.targetPoses(from: layout.rest, layout: layout))
    }

    /// SwipeArrowButton's `nudged` is linear keyframes with every easing: a curved window is played
    /// as eight straight steps along its curve, a `hold` window jumps at its end.
    @Test func linearModeWithEveryEasing() {
        let button = ButtonFixture("SwipeArrowButton")
        let nudged = button.timeline("nudged")
        let chevron1 = button.part("chevron1"), chevron2 = button.part("chevron2"), bar = button.part("bar"), echo = button.part("echo")
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = button.layout(direction)
            let sign = direction == .leftToRight ? 1.0 : -1.0
            func poses(_ fraction: Double) -> [PartPose] { nudged.poses(at: fraction * 0.5, from: layout.rest, layout: layout) }
            // easeIn over 0…0.2 to x 6: keys every 0.025; 0.1 is the fourth.
            #expect(Self.close(poses(0.1)[chevron1].x, sign * 6 * Formula.easeIn(0.5)), "\(direction)")
            #expect(Self.close(poses(0.1125)[chevron1].x, sign * 3 * (Formula.easeIn(0.5) + Formula.easeIn(0.625))), "\(direction): straight between two steps")
            // easeOut over 0.2…0.4 back to 0.
            #expect(Self.close(poses(0.3)[chevron1].x, sign * 6 * (1 - Formula.easeOut(0.5))), "\(direction)")
            // easeInEaseOut over 0…0.4, leading 28 → 40.
            let leading = 28 + 12 * Formula.easeInEaseOut(0.5)
            #expect(Self.close(layout.value(of: .leading, of: chevron2, in: poses(0.2)), leading), "\(direction)")
            let left = direction == .leftToRight ? leading : 96 - leading - 16
            #expect(Self.close(Double(poses(0.2)[chevron2].frame.minX), left), "\(direction): leading mirrors")
            // cubic-bezier(0.3, 0.1, 0.7, 1.4) over 0.4…0.7, trailing 84 → 60 (overshooting).
            let trailing = 84 - 24 * Formula.bezier(0.3, 0.1, 0.7, 1.4, at: 3.0 / 8)
            #expect(Self.close(layout.value(of: .trailing, of: bar, in: poses(0.4 + 0.3 * 3 / 8)), trailing), "\(direction)")
            // hold over 0.7…1: width 20 until the end, then 30, keeping the trailing edge.
            #expect(Self.close(Double(poses(0.99)[bar].frame.width), 20), "\(direction): hold holds")
            #expect(Self.close(Double(poses(1)[bar].frame.width), 30), "\(direction): hold jumps at its end")
            #expect(Self.close(layout.value(of: .trailing, of: bar, in: poses(1)), 60), "\(direction): the width keeps the trailing edge")
            // linear over 0.4…1, alpha 1 → 0.3 for the group.
            #expect(Self.close(poses(0.55)[chevron1].alpha, 1 - 0.7 * 0.25), "\(direction)")
            #expect(Self.close(poses(0.55)[chevron2].alpha, 0.6 - 0.3 * 0.25), "\(direction)")
            // the mirror follows the chevron's translation and keeps its own alpha.
            let moved = poses(0.1)
            #expect(Self.close(Double(moved[echo].center.x), Double(moved[chevron1].center.x)), "\(direction)")
            #expect(moved[echo].alpha == 0.3)
        }
    }

    /// HeartBounceButton's `blinking` is `mode: discrete`: each key's values hold until the next key.
    @Test func discreteModeHoldsEachKey() {
        let button = ButtonFixture("HeartBounceButton")
        let blinking = button.timeline("blinking"), layout = button.layout()
        let heart = button.part("heart"), halo = button.part("halo")
        func poses(_ fraction: Double) -> [PartPose] { blinking.poses(at: fraction * 0.5, from: layout.rest, layout: layout) }
        #expect(poses(0.1)[heart].scale == 1)
        #expect(poses(0.3)[heart].scale == 1.3 && poses(0.3)[halo].scale == 1.2)
        #expect(poses(0.49)[heart].scale == 1.3)
        #expect(Self.close(poses(0.5)[heart].scale, 0.9))
        #expect(Self.close(poses(0.6)[heart].scale, 0.9 + 0.1 * Formula.easeIn(1.0 / 8)), "the eased window's steps, each held")
        #expect(Self.close(poses(1)[heart].scale, 1) && poses(1)[halo].alpha == 0)
    }

    /// A spring given by mass, stiffness and damping moves by the damped oscillator's solution and
    /// takes as long as it needs to settle.
    @Test func physicalSpringFollowsTheClosedForm() throws {
        let button = ButtonFixture("CheckoutPillButton")
        let pressed = button.timeline("pressed")
        guard case .spring(let spring) = pressed.timing else { Issue.record("pressed is a spring"); return }
        let omega = 300.0.squareRoot(), zeta = 20 / (2 * 300.0.squareRoot())
        let pill = button.part("pill"), shine = button.part("shine")
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = button.layout(direction)
            for t in [0.02, 0.05, 0.1, 0.2] {
                let p = Formula.spring(omega: omega, zeta: zeta, velocity: 0, at: t)
                let poses = pressed.poses(at: t, from: layout.rest, layout: layout)
                #expect(Self.close(poses[pill].scale, 1 - 0.05 * p), "scale at \(t) s")
                let leading = -40 + 100 * p
                #expect(Self.close(layout.value(of: .leading, of: shine, in: poses), leading), "\(direction): leading at \(t) s")
                let left = direction == .leftToRight ? leading : 160 - leading - 40
                #expect(Self.close(Double(poses[shine].frame.minX), left), "\(direction): leading mirrors")
            }
        }
        #expect(abs(spring.progress(at: pressed.duration) - 1) <= SpringMotion.settledTolerance, "settled at its duration")
        #expect(abs(spring.progress(at: pressed.duration * 0.9) - 1) > SpringMotion.settledTolerance / 10, "not settled long before")
    }

    /// A damping-ratio spring below 1 overshoots, starts with its velocity and settles in the
    /// animation's duration.
    @Test func dampingRatioSpringBounces() {
        let button = ButtonFixture("HeartBounceButton")
        let squeezed = button.timeline("squeezed")
        guard case .spring(let spring) = squeezed.timing else { Issue.record("squeezed is a spring"); return }
        #expect(spring.dampingRatio == 0.4 && Self.close(spring.effectiveDampingRatio, 0.4, 1e-12))
        for t in [0.03, 0.1, 0.25, 0.4] {
            #expect(Self.close(spring.progress(at: t), Formula.spring(omega: spring.naturalFrequency, zeta: 0.4, velocity: 2, at: t)), "at \(t) s")
        }
        let layout = button.layout(), heart = button.part("heart")
        let scales = (0...60).map { squeezed.poses(at: Double($0) / 100, from: layout.rest, layout: layout)[heart].scale }
        #expect(scales.contains { $0 < 0.7 - 0.01 }, "overshoots the target 0.7")
        #expect(Self.close(scales.last ?? 0, 0.7), "reaches it at the end")
        #expect(abs(spring.progress(at: 0.6) - 1) <= SpringMotion.settledTolerance, "settles in its duration")
        let slope = (spring.progress(at: 1e-6) - spring.progress(at: 0)) / 1e-6
        #expect(Self.close(slope, 2, 1e-3), "starts with velocity 2")
    }

    /// A `set` moves every part by its curve: Core Animation's Bézier, overshooting where the curve
    /// does; `hold` keeps the start until the end.
    @Test func setAnimationsFollowTheirCurve() {
        let stamp = ButtonFixture("StampButton")
        let layout = stamp.layout()
        let thumped = stamp.timeline("thumped")
        // cubic-bezier(0.5, 0, 0.25, 1.5) at parameter 0.5: x = 0.40625, y = 0.6875; at 0.8: x = 0.656, y = 1.088.
        for (x, y) in [(0.40625, 0.6875), (0.656, 1.088)] {
            let poses = thumped.poses(at: x * 0.25, from: layout.rest, layout: layout)
            #expect(Self.close(poses[stamp.part("stamp")].y, 4 * y, 1e-9))
            #expect(Self.close(poses[stamp.part("stamp")].scale, 1 - 0.1 * y, 1e-9))
            #expect(Self.close(Double(poses[stamp.part("caption")].frame.width), 56 - 16 * y, 1e-9))
            #expect(Self.close(Double(poses[stamp.part("caption")].frame.maxX), 112, 1e-9), "a part placed by its trailing edge keeps it")
        }
        let pressed = thumped.targetPoses(from: layout.rest, layout: layout)
        let lifted = stamp.timeline("lifted")
        #expect(lifted.poses(at: 0.399, from: pressed, layout: layout) == pressed, "hold keeps the start")
        #expect(lifted.poses(at: 0.4, from: pressed, layout: layout) == layout.rest, "then every part is at rest")

        let pill = ButtonFixture("CheckoutPillButton")
        let released = pill.timeline("released")
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = pill.layout(direction)
            let poses = released.poses(at: 0.2, from: layout.rest, layout: layout)
            let x = 20 * Formula.easeOut(0.5)
            #expect(Self.close(poses[pill.part("bag")].x, direction == .leftToRight ? x : -x), "\(direction): x follows the layout direction")
            #expect(Self.close(poses[pill.part("tick")].alpha, Formula.easeOut(0.5)))
        }
    }

    /// Jitter is drawn from its range each time the animation is resolved, at its central value
    /// otherwise.
    @Test func jitterIsDrawnEachRun() {
        let button = ButtonFixture("SparkleButton")
        let burst = button.timeline("burst"), charged = button.timeline("charged")
        let layout = button.layout(), spark1 = button.part("spark1"), spark2 = button.part("spark2"), star = button.part("star")
        #expect(burst.targetPoses(from: layout.rest, layout: layout)[spark1].y == -6, "central value when not resolved")
        var generator = SplitMix64(seed: 7)
        var drawn: Set<Double> = []
        for _ in 0..<40 {
            let run = burst.resolvingJitter(using: &generator)
            #expect(run.keyframes.allSatisfy { $0.assignments.allSatisfy { $0.jitter == 0 } }, "every jitter drawn")
            let poses = run.targetPoses(from: layout.rest, layout: layout)
            #expect((-8.0 ... -4).contains(poses[spark1].y) && (4.0...8).contains(poses[spark2].y))
            drawn.insert(poses[spark1].y)
            let rotation = charged.resolvingJitter(using: &generator).targetPoses(from: layout.rest, layout: layout)[star].rotation
            #expect((20.0 * .pi / 180 ... 40 * .pi / 180).contains(rotation), "30deg ± 10deg")
        }
        #expect(drawn.count > 30, "a new value each run")
    }

    /// The `UIView.addKeyframe` steps cover the whole duration without gaps, one from each key to
    /// the next, and reach each key's poses; in linear mode, straight lines between them are the
    /// timeline.
    @Test(arguments: SpecCorpus.kind("button").map(\.spec.name))
    func keyframeStepsPlayTheKeys(name: String) {
        let button = ButtonFixture(name)
        let layout = button.layout(.rightToLeft)
        for state in button.configuration.states {
            guard let timeline = state.animation, case .keyframes(let mode) = timeline.timing else { continue }
            let track = PartKeyTrack(timeline: timeline, start: layout.rest, layout: layout)
            let steps = track.steps
            #expect(steps.first?.start == 0 && steps.count == track.keys.count - 1)
            for (step, next) in zip(steps, steps.dropFirst()) {
                #expect(Self.close(step.start + step.duration, next.start), "contiguous")
            }
            #expect(Self.close((steps.last?.start ?? 0) + (steps.last?.duration ?? 0), 1))
            #expect(zip(steps, track.keys.dropFirst()).allSatisfy { $0.poses == $1.poses })
            guard mode == .linear else { continue }
            for step in steps where step.duration > 0 {
                let middle = timeline.poses(at: (step.start + step.duration / 2) * timeline.duration, from: layout.rest, layout: layout)
                let before = timeline.poses(at: step.start * timeline.duration, from: layout.rest, layout: layout)
                for part in middle.indices {
                    #expect(Self.close(middle[part].alpha, (before[part].alpha + step.poses[part].alpha) / 2, 1e-9))
                    #expect(Self.close(Double(middle[part].frame.minX), Double(before[part].frame.minX + step.poses[part].frame.minX) / 2, 1e-9))
                }
            }
        }
    }

    /// The windows' values at a fraction, found from each part's animated properties (`channels`)
    /// once per track, are those of a plain reading of the rule: for every part and property, the
    /// windows in start order, each with its last assignment of the property. Checked at every
    /// key time and between keys of every keyframe and `set` animation of the corpus buttons, and
    /// of a timeline that assigns one property twice in a window, holds, and leaves parts alone.
    @Test(arguments: SpecCorpus.kind("button").map(\.spec.name))
    func posesReachedAreEachWindowsLastAssignment(name: String) {
        let button = ButtonFixture(name)
        let layout = button.layout()
        let crafted = PartTimeline(duration: 1, timing: .keyframes(.linear), keyframes: [
            PartKeyframe(start: 0, duration: 0.5, easing: .easeIn, assignments: [
                PartAssignment(part: 0, property: .alpha, value: 0.2), PartAssignment(part: 0, property: .alpha, value: 0.6),
                PartAssignment(part: 0, property: .width, value: 30),
            ]),
            PartKeyframe(start: 0.25, duration: 0.5, easing: .hold, assignments: [PartAssignment(part: 0, property: .alpha, value: 1)]),
            PartKeyframe(start: 0.5, duration: 0.5, easing: .linear, assignments: [PartAssignment(part: 0, property: .rotation, value: 1.5)]),
        ], returnsToRest: false, beginsFromCurrentState: false)
        var timelines = button.configuration.states.compactMap(\.animation).filter { !$0.returnsToRest }
        timelines.append(crafted)
        for timeline in timelines {
            let fractions = PartKeyTrack.keyTimes(of: timeline.keyframes).map(\.fraction) + (0...20).map { Double($0) / 20 }
            for fraction in fractions {
                for beforeJump in [false, true] {
                    let expected = Self.plainPosesReached(timeline, atFraction: fraction, from: layout.rest, layout: layout, beforeJump: beforeJump)
                    #expect(timeline.posesReached(atFraction: fraction, from: layout.rest, layout: layout, beforeJump: beforeJump) == expected,
                            "\(name) at \(fraction)")
                }
            }
        }
    }

    /// The rule of `PartTimeline.posesReached`, read plainly: every part, every property, every window.
    static func plainPosesReached(_ timeline: PartTimeline, atFraction fraction: Double, from start: [PartPose], layout: PartLayout,
                                  beforeJump: Bool) -> [PartPose] {
        var poses = start
        for part in start.indices {
            for property in PartProperty.allCases {
                var value = layout.value(of: property, of: part, in: start)
                var animated = false
                for keyframe in timeline.keyframes {
                    guard let assignment = keyframe.assignments.last(where: { $0.part == part && $0.property == property }) else { continue }
                    animated = true
                    let holding = beforeJump && keyframe.easing == .hold && fraction == keyframe.end
                    if fraction >= keyframe.end && !holding {
                        value = assignment.value
                        continue
                    }
                    if fraction > keyframe.start && !holding {
                        value += (assignment.value - value) * keyframe.easing.progress((fraction - keyframe.start) / keyframe.duration)
                    }
                    break
                }
                if animated { layout.set(property, of: part, to: value, in: &poses) }
            }
        }
        return layout.followingMirrors(poses)
    }

    /// The previews sample the kernel: the animated SVG of `up` holds the cart's spline values.
    @Test func previewSamplesAreTheKernelsPoses() {
        let button = ButtonFixture("FastCartButton")
        let layout = button.layout(), up = button.timeline("up")
        let samples = TimelineSamples(up, start: layout.rest, layout: layout)
        #expect(samples.keyTimes.count == samples.poses.count && samples.easings.count == samples.keyTimes.count - 1)
        for (time, poses) in zip(samples.keyTimes, samples.poses) {
            let kernel = up.poses(at: time * up.duration, from: layout.rest, layout: layout)
            #expect(zip(kernel, poses).allSatisfy { Self.close($0.x, $1.x, 1e-9) && Self.close($0.alpha, $1.alpha, 1e-9) }, "at \(time)")
        }
        #expect(samples.keyTimes.contains { Self.close($0, 0.45 + 0.2 / 8) }, "eight samples of the spline between two keys")
    }

    /// Two poses interpolated are the weighted sum `PartPose.combining` makes of them, to the last
    /// bit (a zero's sign included), for random poses and progresses, the ends and beyond them.
    @Test func anInterpolationIsTheCombinationOfItsTwoPoses() {
        var generator = SplitMix64(seed: 11)
        func value() -> Double {
            let pick = Int.random(in: 0..<8, using: &generator)
            return pick == 0 ? 0 : pick == 1 ? -0.0 : Double.random(in: -500...500, using: &generator)
        }
        func pose() -> PartPose {
            PartPose(frame: CGRect(x: value(), y: value(), width: value(), height: value()), horizontalAnchor: value(), verticalAnchor: value(),
                     x: value(), y: value(), rotation: value(), scale: value(), alpha: value())
        }
        func bits(_ pose: PartPose) -> [UInt64] {
            [pose.frame.minX, pose.frame.minY, pose.frame.width, pose.frame.height, pose.horizontalAnchor, pose.verticalAnchor,
             pose.x, pose.y, pose.rotation, pose.scale, pose.alpha].map { Double($0).bitPattern }
        }
        for _ in 0..<2_000 {
            let from = pose(), to = pose()
            for progress in [0, 1, -0.0, 0.5, -0.25, 1.5, Double.random(in: 0...1, using: &generator)] {
                #expect(bits(from.interpolated(to: to, progress: progress)) == bits(PartPose.combining([(1 - progress, from), (progress, to)])))
            }
        }
    }
}
