import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// The animated value change of a UIKit control that draws its values itself (a slider, a circular
/// slider): the values to draw while the thumbs move, frame by frame on a display link, or the
/// Reduce Motion cross-fade that replaces the motion.
///
/// The display link runs in the common run-loop modes, so the thumbs keep moving while a scroll
/// view tracks a touch; its target (``DisplayLinkTarget``) holds this animation weakly, and the
/// control holds the animation, so the link ends with the change, at ``stop()``, or at its next
/// frame once the control is gone. While a change moves, the animation follows the Reduce Motion
/// setting (``ReduceMotionObserver``): when it turns on and the spec's `reduceMotion` would not
/// keep the motion, the change ends at once and the control draws its values.
@MainActor
public final class UIKitValueAnimation {
    /// The values shown while a change moves the thumbs; `nil` otherwise, when the control draws
    /// its model's values.
    public private(set) var shownValues: [Double]?
    /// What the spec's `reduceMotion` makes of a change under Reduce Motion.
    private let reduceMotion: ReduceMotion
    /// The change moving, if any, on the display link's clock.
    private var animation: SliderValueAnimation?
    /// The display link that draws `animation` frame by frame, while one runs.
    private var displayLink: CADisplayLink?
    /// Draws the control at the shown values: given by the change that runs, holding the control weakly.
    private var redraw: @MainActor () -> Void = {}
    /// The observation of the Reduce Motion setting, made when the first change moves.
    private var reduceMotionObserver: ReduceMotionObserver?

    /// An animation of changes that plays under Reduce Motion as `reduceMotion` says.
    public init(reduceMotion: ReduceMotion) {
        self.reduceMotion = reduceMotion
    }

    /// Shows the change of `view`'s values from `oldValues` (the values drawn before it) to
    /// `newValues`: over `duration` seconds along the ease-in-ease-out curve (see
    /// ``SliderValueTransition``), or under Reduce Motion as the spec's `reduceMotion` says (a
    /// cross-fade of the whole of `view` to the new values, or at once); at once when `duration`
    /// is not positive or nothing changed. Any running change stops first. `redraw` draws `view`
    /// at ``shownValues`` (or its model's values once they are `nil`), on every frame.
    public func show(from oldValues: [Double], to newValues: [Double], duration: Double, in view: UIView,
                     redraw: @escaping @MainActor () -> Void) {
        stop()
        guard duration > 0, oldValues != newValues else { return }
        self.redraw = redraw
        switch UIKitReduceMotion.playback(of: reduceMotion, duration: duration) {
        case .motion:
            start(SliderValueTransition(from: oldValues, to: newValues, duration: duration))
        case .crossfade(let fade):
            UIKitReduceMotion.crossfade(view, duration: fade) { redraw() }
        case .instant:
            break
        }
    }

    /// Ends the running change, if any: the display link stops and the control is to draw its
    /// model's values (the caller redraws).
    public func stop() {
        displayLink?.invalidate()
        displayLink = nil
        animation = nil
        shownValues = nil
    }

    /// Ends the running change, if any, and redraws the control at its model's values: as the
    /// control leaves its superview, since the run loop keeps the display link.
    public func end() {
        guard displayLink != nil else { return }
        stop()
        redraw()
    }

    /// Moves the thumbs along `transition` on every frame of a display link until it ends.
    private func start(_ transition: SliderValueTransition) {
        shownValues = transition.from
        animation = SliderValueAnimation(transition)
        if reduceMotionObserver == nil {
            reduceMotionObserver = ReduceMotionObserver { [weak self] in self?.reduceMotionDidTurnOn() }
        }
        let target = DisplayLinkTarget { [weak self] link in self?.showFrame(of: link) != nil }
        let link = CADisplayLink(target: target, selector: Selector(("showFrame:")))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// Draws the frame `link` announces, and ends the change after its last frame.
    private func showFrame(of link: CADisplayLink) {
        guard var animation else { return stop() }
        shownValues = animation.values(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
        self.animation = animation
        if animation.isFinished { stop() }
        redraw()
    }

    /// Ends the running change at once when Reduce Motion turns on and the spec's `reduceMotion`
    /// would not keep its motion: the control draws its model's values.
    private func reduceMotionDidTurnOn() {
        guard let animation, UIKitReduceMotion.playback(of: reduceMotion, duration: animation.transition.duration) != .motion else { return }
        end()
    }
}
#endif
