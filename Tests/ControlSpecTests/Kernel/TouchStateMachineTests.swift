import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The touch-state machine through the kernel with configurations built from the corpus specs:
/// triggers, `from`, `then`, `resetParts`, tracking from the initial state (and, when the button
/// is interruptible, during an animation), each phase of a touch once, and the touch slop.
@Suite struct TouchStateMachineTests {
    /// FastCartButton (docs/reference-controls.md#fastcartbutton): idle → down on begin; up inside the 70 pt slop, cancelled
    /// outside it or on cancel; both back to idle when their animation ends, up resetting the parts.
    @Test func fastCartButtonStates() {
        let button = ButtonFixture("FastCartButton")
        let idle = button.state("idle"), down = button.state("down"), up = button.state("up"), cancelled = button.state("cancelled")
        var machine = button.configuration.stateMachine
        let bounds = CGRect(x: 0, y: 0, width: 52, height: 52)
        #expect(machine.state == idle && machine.touchSlop == 70)
        #expect(machine.beginTouch() == TouchResponse(phase: .begin, transition: TouchTransition(from: idle, to: down)))
        #expect(machine.beginTouch() == nil, "no second touch while one is tracked")
        #expect(machine.endTouch(at: CGPoint(x: -70, y: 26), in: bounds) == TouchResponse(phase: .end, transition: TouchTransition(from: down, to: up)),
                "70 pt before the leading edge counts as inside")
        #expect(machine.animationDidFinish(in: down) == nil, "a stale completion changes nothing")
        #expect(machine.resetsParts(after: up), "up resets the parts")
        #expect(machine.animationDidFinish(in: up) == TouchTransition(from: up, to: idle))
        #expect(!machine.resetsParts(after: up), "only while up is current")

        _ = machine.beginTouch()
        #expect(machine.endTouch(at: CGPoint(x: 52 + 71, y: 26), in: bounds) == TouchResponse(phase: .endOutside, transition: TouchTransition(from: down, to: cancelled)))
        #expect(!machine.resetsParts(after: cancelled), "cancelled animates back to rest instead")
        #expect(machine.animationDidFinish(in: cancelled) == TouchTransition(from: cancelled, to: idle))

        _ = machine.beginTouch()
        #expect(machine.cancelTouch() == TouchResponse(phase: .cancel, transition: TouchTransition(from: down, to: cancelled)))
    }

    @Test func touchSlopBoundaries() {
        let machine = ButtonFixture("FastCartButton").configuration.stateMachine
        let bounds = CGRect(x: 0, y: 0, width: 52, height: 52)
        #expect(machine.isInside(CGPoint(x: -70, y: -70), of: bounds), "the slop's corner counts as inside")
        #expect(machine.isInside(CGPoint(x: 52 + 69.5, y: 52 + 69.5), of: bounds))
        #expect(!machine.isInside(CGPoint(x: -71, y: 26), of: bounds))
        #expect(!machine.isInside(CGPoint(x: 26, y: -71), of: bounds))
        let stamp = ButtonFixture("StampButton").configuration.stateMachine
        let wide = CGRect(x: 0, y: 0, width: 120, height: 44)
        #expect(stamp.isInside(CGPoint(x: 119.5, y: 22), of: wide) && !stamp.isInside(CGPoint(x: 120.5, y: 22), of: wide), "no slop: the bounds")
    }

    /// Without `interruptsAnimations`, tracking begins only in the initial state, even when the
    /// `begin` state has no `from`.
    @Test func trackingBeginsOnlyInTheInitialState() {
        let button = ButtonFixture("CheckoutPillButton")
        var configuration = button.configuration
        configuration.isInterruptible = false
        var machine = configuration.stateMachine
        #expect(machine.beginTouch()?.transition?.to == button.state("pressed"))
        #expect(machine.endTouch(at: .zero, in: CGRect(x: 0, y: 0, width: 160, height: 48))?.transition?.to == button.state("released"))
        #expect(!machine.acceptsTouch && machine.beginTouch() == nil, "no touch while released animates")
        #expect(machine.animationDidFinish(in: button.state("released")) == TouchTransition(from: button.state("released"), to: button.state("idle")))
        #expect(machine.acceptsTouch, "at rest again")
    }

    /// `from` restricts the state a phase enters; `then` chains through a state no touch enters.
    @Test func fromAndThen() {
        let button = ButtonFixture("SparkleButton")
        var machine = button.configuration.stateMachine
        let bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        _ = machine.beginTouch()
        #expect(machine.state == button.state("charged"))
        #expect(machine.endTouch(at: CGPoint(x: 32, y: 32), in: bounds)?.transition?.to == button.state("burst"))
        #expect(machine.animationDidFinish(in: button.state("burst"))?.to == button.state("settle"))
        #expect(machine.animationDidFinish(in: button.state("settle"))?.to == button.state("idle"))
        // `burst` is entered by `end` only from `charged`: a touch ending in another state enters nothing.
        var other = TouchStateMachine(states: button.configuration.states, initialState: button.state("idle"), touchSlop: 0, isInterruptible: false)
        #expect(other.target(of: .end) == nil, "no end target from idle")
        _ = other.beginTouch()
        #expect(other.target(of: .end) == button.state("burst"))
    }

    /// By default a touch during an animation is taken (a quick second tap on a like button): it
    /// enters the state a touch from the initial state enters, leaving the animating one, and the
    /// interrupted animation's completion changes nothing afterwards.
    @Test func aTouchDuringAnAnimationInterruptsIt() {
        let button = ButtonFixture("FastCartButton")
        let idle = button.state("idle"), down = button.state("down"), up = button.state("up")
        var machine = button.configuration.stateMachine
        #expect(machine.isInterruptible, "interruptsAnimations defaults to true")
        _ = machine.beginTouch()
        _ = machine.endTouch(at: CGPoint(x: 26, y: 26), in: CGRect(x: 0, y: 0, width: 52, height: 52))
        #expect(machine.state == up && machine.acceptsTouch)
        #expect(machine.beginTouch() == TouchResponse(phase: .begin, transition: TouchTransition(from: up, to: down)))
        #expect(machine.animationDidFinish(in: up) == nil, "the interrupted animation's end is stale")
        #expect(!machine.acceptsTouch, "one touch at a time")
        _ = machine.cancelTouch()
        #expect(machine.state != idle)
    }

    /// A machine whose `begin` enters no state takes no touch away from rest: nothing would
    /// replace the interrupted animation.
    @Test func noInterruptionWithoutABeginState() {
        let states = [
            TouchStateDefinition(triggers: [], sources: nil, next: nil, resetsParts: false, animation: nil),
            TouchStateDefinition(triggers: [.end], sources: nil, next: 0, resetsParts: false, animation: nil),
        ]
        var machine = TouchStateMachine(states: states, initialState: 0, touchSlop: 0, isInterruptible: true)
        #expect(machine.beginTouch() == TouchResponse(phase: .begin, transition: nil))
        #expect(machine.endTouch(at: CGPoint(x: 5, y: 5), in: CGRect(x: 0, y: 0, width: 10, height: 10))?.transition == TouchTransition(from: 0, to: 1))
        #expect(!machine.acceptsTouch && machine.beginTouch() == nil)
    }

    /// Each phase of a tracked touch happens once, so its events are sent once: ending twice, or
    /// ending and then being cancelled (UIKit may call both `endTracking` and `cancelTracking`),
    /// answers nothing the second time; and a phase that enters the current state causes no
    /// transition, so no animation runs again.
    @Test func eachPhaseOnceAndOnlyRealChanges() {
        let states = [
            TouchStateDefinition(triggers: [], sources: nil, next: nil, resetsParts: false, animation: nil),
            TouchStateDefinition(triggers: [.begin, .end], sources: nil, next: 0, resetsParts: false, animation: nil),
        ]
        var machine = TouchStateMachine(states: states, initialState: 0, touchSlop: 10, isInterruptible: false)
        #expect(machine.beginTouch() == TouchResponse(phase: .begin, transition: TouchTransition(from: 0, to: 1)))
        #expect(machine.endTouch(at: .zero, in: .zero) == TouchResponse(phase: .end, transition: nil), "end enters the current state: no transition")
        #expect(machine.endTouch(at: .zero, in: .zero) == nil, "the touch ended once")
        #expect(machine.cancelTouch() == nil, "and is not cancelled after it ended")
        #expect(machine.animationDidFinish(in: 1) == TouchTransition(from: 1, to: 0))
        #expect(machine.cancelTouch() == nil, "no touch, no cancel")
    }
}
