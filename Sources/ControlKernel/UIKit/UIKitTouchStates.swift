import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// How a UIKit button built from parts, one view per part, goes through its touch states, as
/// ``ButtonInput`` does for the native SwiftUI view. Each touch phase goes through the
/// ``TouchStateMachine``; the state it enters plays its animation on the parts' views
/// (``UIKitPartPlayback``), jitter drawn anew, from the poses shown. When the animation ends
/// and its state is still the current one, the parts return to rest if the state says so and
/// the state's `then` state is entered. States that end at once (no animation, or under Reduce
/// Motion) stop after as many in a row as there are states, so a cycle of them cannot run forever.
@MainActor
public final class UIKitTouchStates {
    /// The button's configuration.
    public let configuration: ButtonConfiguration
    /// The touch-state machine.
    public private(set) var machine: TouchStateMachine
    /// The layout the parts are in.
    public private(set) var layout: PartLayout
    /// The views of the parts, by part index.
    private var views: [UIView] = []
    /// The control the parts are in, which a cross-fade under Reduce Motion redraws.
    private weak var control: UIView?
    /// The poses shown, or those the running animation ends at.
    private var shownPoses: [PartPose] = []
    /// How the parts' animations play.
    private let playback = UIKitPartPlayback()
    /// How many states in a row have ended at once since the last touch phase.
    private var instantSteps = 0

    /// The touch states of a button of `configuration`, in the machine's initial state, laid out
    /// at the spec's size; `show(_:in:)` gives them the parts' views.
    public init(configuration: ButtonConfiguration) {
        self.configuration = configuration
        machine = configuration.stateMachine
        layout = configuration.layout()
    }

    /// Shows `views`, the views of `control`'s parts by part index, at rest.
    public func show(_ views: [UIView], in control: UIView) {
        self.views = views
        self.control = control
        showRest()
    }

    /// Lays the parts out again when `size` or `direction` differs from the layout's, every part
    /// at rest at once: in a right-to-left layout, parts placed by `leading` or `trailing` and
    /// movements along x mirror.
    public func layOut(size: CGSize, direction: PartLayoutDirection) {
        guard size != layout.size || direction != layout.direction else { return }
        layout = configuration.layout(size: size, direction: direction)
        showRest()
    }

    /// Begins a touch when no other touch is tracked: at rest, or while a state's animation runs
    /// unless the spec's `interruptsAnimations` is off (``TouchStateMachine/acceptsTouch``), the
    /// new state's animation then starting from where the parts are. The response, whose events
    /// the control sends, once its state is entered; `nil` when the touch is refused.
    public func beginTouch() -> TouchResponse? {
        respond(machine.beginTouch())
    }

    /// Ends the tracked touch at `point` in `bounds`: inside the touch slop is `end`, outside it
    /// `endOutside`. The response, once its state is entered.
    public func endTouch(at point: CGPoint, in bounds: CGRect) -> TouchResponse? {
        respond(machine.endTouch(at: point, in: bounds))
    }

    /// Cancels the tracked touch. The response, once its state is entered.
    public func cancelTouch() -> TouchResponse? {
        respond(machine.cancelTouch())
    }

    /// Enters the state of `response`'s transition, a new touch phase.
    private func respond(_ response: TouchResponse?) -> TouchResponse? {
        guard let response else { return nil }
        instantSteps = 0
        run(response.transition)
        return response
    }

    /// Runs the animation of the state `transition` enters, with jitter drawn anew.
    private func run(_ transition: TouchTransition?) {
        guard let transition else { return }
        guard let animation = configuration.states[transition.to].animation else {
            return animationDidFinish(transition)
        }
        var generator = SystemRandomNumberGenerator()
        let timeline = animation.resolvingJitter(using: &generator)
        let reduced = UIKitReduceMotion.playback(of: timeline.reduceMotion, duration: timeline.duration)
        instantSteps = reduced == .instant ? instantSteps + 1 : 0
        guard configuration.continuesInstantChain(after: instantSteps), let control else { return }
        let start = shownPoses
        let target = timeline.targetPoses(from: start, layout: layout)
        shownPoses = target
        // A completion arriving after the state has changed is ignored by the state machine.
        let completion: @MainActor @Sendable () -> Void = { [weak self] in self?.animationDidFinish(transition) }
        playback.play(timeline, from: start, to: target, layout: layout, views: views, in: control, completion: completion)
    }

    /// Resets the parts and goes on to the next state when the animation of the state
    /// `transition` entered ends, if that state is still the current one.
    private func animationDidFinish(_ transition: TouchTransition) {
        guard machine.state == transition.to else { return }
        if machine.resetsParts(after: transition.to) {
            showRest()
        }
        run(machine.animationDidFinish(in: transition.to))
    }

    /// Shows every part at rest at once.
    private func showRest() {
        shownPoses = layout.rest
        UIView.performWithoutAnimation { UIKitPartPlayback.show(layout.rest, in: views, layout: layout) }
    }
}
#endif
