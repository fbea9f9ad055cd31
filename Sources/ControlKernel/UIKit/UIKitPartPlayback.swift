import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// How a UIKit control built from parts (a button, a toggle), one view per part, plays a
/// ``PartTimeline``: with UIKit's animations (a spring, a curve, keyframes by calculation mode),
/// or under Reduce Motion as the timeline's `reduceMotion` says (a cross-fade of the whole control
/// to the end, or the end at once). While an animation moves, the playback follows the Reduce
/// Motion setting (``ReduceMotionObserver``): when it turns on and the animation's `reduceMotion`
/// would not keep its motion, the parts' animations end at once, where they were going, and the
/// completion that follows goes on as after any animation.
@MainActor
public final class UIKitPartPlayback {
    /// The timeline of the latest animation that started as motion.
    private var motionTimeline: PartTimeline?
    /// The views of the parts the latest animation moved.
    private var views: [UIView] = []
    /// The observation of the Reduce Motion setting, made when the first animation moves.
    private var reduceMotionObserver: ReduceMotionObserver?

    /// A playback with no animation yet.
    public init() {}

    /// Sets each part's view in `views` (by part index) to its pose in `poses`, laid out by `layout`;
    /// inside an animation block, animated.
    public static func show(_ poses: [PartPose], in views: [UIView], layout: PartLayout) {
        for (index, pose) in poses.enumerated() where index < views.count {
            let view = views[index]
            let size = layout.drawnSize(of: index, in: pose)
            view.bounds = CGRect(origin: .zero, size: size)
            view.center = pose.center
            view.transform = CGAffineTransform(rotationAngle: pose.rotation).scaledBy(x: pose.scale, y: pose.scale)
            view.alpha = pose.alpha
            view.layer.cornerRadius = layout.cornerRadius(of: index, in: pose)
        }
    }

    /// Plays `timeline` on the parts of `control`, whose views are `views`, laid out by `layout`:
    /// from `start` (the poses shown) to `target` (`timeline.targetPoses(from:layout:)`), the
    /// keyframes through the poses ``PartKeyTrack`` gives. `alongside` changes what moves with the
    /// whole animation besides the poses (a toggle's colours). `completion` runs on the main actor
    /// when the animation ends, is cut short, or (under Reduce Motion) at once or after the cross-fade.
    public func play(_ timeline: PartTimeline, from start: [PartPose], to target: [PartPose], layout: PartLayout, views: [UIView],
                     in control: UIView, alongside: (@MainActor () -> Void)? = nil, completion: @escaping @MainActor @Sendable () -> Void) {
        // UIKit calls animation completions on the main thread, but imports them as `@Sendable`
        // closures without main-actor isolation and does not document the thread; so the
        // completion hops to the main actor instead of assuming it.
        let finished: @Sendable (Bool) -> Void = { _ in
            Task { @MainActor in completion() }
        }
        let show = { (poses: [PartPose]) in Self.show(poses, in: views, layout: layout) }
        // Under Reduce Motion the kernel decides: the end at once, a cross-fade to it, or the motion.
        switch UIKitReduceMotion.playback(of: timeline.reduceMotion, duration: timeline.duration) {
        case .instant:
            UIView.performWithoutAnimation {
                show(target)
                alongside?()
            }
            return finished(true)
        case .crossfade(let duration):
            return UIKitReduceMotion.crossfade(control, duration: duration, {
                show(target)
                alongside?()
            }, completion: { finished(true) })
        case .motion:
            motionTimeline = timeline
            self.views = views
            if reduceMotionObserver == nil {
                reduceMotionObserver = ReduceMotionObserver { [weak self] in self?.reduceMotionDidTurnOn() }
            }
        }
        /// Plays `animator` moving every part to `poses` (and what moves alongside) after `delay` seconds.
        func play(_ animator: UIViewPropertyAnimator, showing poses: [PartPose], after delay: TimeInterval = 0) {
            animator.addAnimations {
                show(poses)
                alongside?()
            }
            animator.addCompletion { position in finished(position == .end) }
            animator.startAnimation(afterDelay: delay)
        }
        switch timeline.timing {
        case .spring(let spring):
            let velocity = CGVector(dx: spring.initialVelocity, dy: spring.initialVelocity)
            let parameters = spring.dampingRatio.map { UISpringTimingParameters(dampingRatio: $0, initialVelocity: velocity) }
                ?? UISpringTimingParameters(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
            play(UIViewPropertyAnimator(duration: timeline.duration, timingParameters: parameters), showing: target)
        case .curve(let curve):
            guard let points = curve.controlPoints else {
                // `hold`: every part keeps its pose until the end, then jumps.
                return play(UIViewPropertyAnimator(duration: 0, curve: .linear), showing: target, after: timeline.duration)
            }
            let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: points.x1, y: points.y1), controlPoint2: CGPoint(x: points.x2, y: points.y2))
            play(UIViewPropertyAnimator(duration: timeline.duration, timingParameters: parameters), showing: target)
        case .keyframes(let mode):
            // A keyframe animation takes its overall timing curve from the options, ease-in-ease-out
            // when none is given; `.curveLinear`'s bit, which `KeyframeAnimationOptions` shares with
            // `AnimationOptions` but does not name, keeps the key times real times.
            var options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            options.insert(Self.calculationMode(mode))
            if timeline.beginsFromCurrentState { options.insert(.beginFromCurrentState) }
            let steps = PartKeyTrack(timeline: timeline, start: start, layout: layout).steps
            UIView.animateKeyframes(withDuration: timeline.duration, delay: 0, options: options, animations: {
                alongside?()
                for step in steps {
                    UIView.addKeyframe(withRelativeStartTime: step.start, relativeDuration: step.duration) {
                        show(step.poses)
                    }
                }
            }, completion: finished)
        }
    }

    /// The keyframe option of a calculation mode.
    private static func calculationMode(_ mode: KeyframeCalculationMode) -> UIView.KeyframeAnimationOptions {
        switch mode {
        case .linear: .calculationModeLinear
        case .discrete: .calculationModeDiscrete
        case .cubic: .calculationModeCubic
        }
    }

    /// Ends the parts' running animation at once, where it was going, when Reduce Motion turns on
    /// and the animation's `reduceMotion` would not keep its motion.
    private func reduceMotionDidTurnOn() {
        guard let motionTimeline,
              UIKitReduceMotion.playback(of: motionTimeline.reduceMotion, duration: motionTimeline.duration) != .motion else { return }
        for view in views { view.layer.removeAllAnimations() }
    }
}
#endif
