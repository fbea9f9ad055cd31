import Foundation

/// A phase of a touch that can change a control's touch state.
public enum TouchPhase: String, CaseIterable, Hashable, Sendable {
    /// The touch went down and tracking began.
    case begin
    /// The touch was lifted inside the bounds grown by the touch slop.
    case end
    /// The touch was lifted outside the bounds grown by the touch slop.
    case endOutside
    /// The system cancelled the touch.
    case cancel
}

/// One touch state as data: the touch phases that enter it, from where, the animation run on
/// entering it and what happens when that animation finishes.
public struct TouchStateDefinition: Equatable, Sendable {
    /// The touch phases that enter the state.
    public var triggers: [TouchPhase]
    /// The only states a touch phase enters this one from (`nil`: any state); indices.
    public var sources: [Int]?
    /// The state to go to when the animation finishes, if any; an index.
    public var next: Int?
    /// Whether the parts return to their rest poses when the animation finishes.
    public var resetsParts: Bool
    /// The animation run on entering the state, if any.
    public var animation: PartTimeline?

    /// A state from its values; by default entered by no phase, from any state, leading nowhere,
    /// without an animation.
    public init(triggers: [TouchPhase] = [], sources: [Int]? = nil, next: Int? = nil, resetsParts: Bool = false, animation: PartTimeline? = nil) {
        self.triggers = triggers
        self.sources = sources
        self.next = next
        self.resetsParts = resetsParts
        self.animation = animation
    }
}

/// A change of touch state: the states left and entered, by index.
public struct TouchTransition: Hashable, Sendable {
    /// The state left.
    public var from: Int
    /// The state entered.
    public var to: Int

    /// A transition from `from` to `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// What a touch phase did: the phase, whose control events the control sends once, and the
/// transition it caused, if the state changed.
public struct TouchResponse: Hashable, Sendable {
    /// The phase of the touch.
    public var phase: TouchPhase
    /// The change of state, or `nil` when the phase entered no other state.
    public var transition: TouchTransition?

    /// A response from every value.
    public init(phase: TouchPhase, transition: TouchTransition?) {
        self.phase = phase
        self.transition = transition
    }
}

/// The touch-state machine of a control: which touch phase enters which state, from where.
///
/// A touch is tracked when it begins in the initial state, or, in an interruptible machine, while
/// an animation runs in another state (a quick second tap on a like button): it then begins as
/// from the initial state, interrupting the animation. It ends once, inside or outside the bounds
/// grown by the touch slop, or is cancelled once. A phase causes a transition
/// only when it enters a state other than the current one; an animation's end leads to its
/// state's `next` state, unless the state has changed since.
public struct TouchStateMachine: Equatable, Sendable {
    /// The states, by index.
    public let states: [TouchStateDefinition]
    /// The index of the state at rest.
    public let initialState: Int
    /// How far outside its bounds a touch still counts as inside, in points.
    public let touchSlop: Double
    /// Whether a touch that begins away from the initial state is taken (see `acceptsTouch`).
    public let isInterruptible: Bool
    /// The index of the current state.
    public private(set) var state: Int
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false

    /// A machine of `states` in its initial state.
    public init(states: [TouchStateDefinition], initialState: Int, touchSlop: Double, isInterruptible: Bool) {
        self.states = states
        self.initialState = initialState
        self.touchSlop = touchSlop
        self.isInterruptible = isInterruptible
        state = initialState
    }

    /// Whether a touch may begin now, when no other touch is tracked: in the initial state; in
    /// another state only when the machine is interruptible and a touch beginning in the initial
    /// state enters a state (so that the interrupted animation gives way to another).
    public var acceptsTouch: Bool {
        guard !isTracking else { return false }
        return state == initialState || (isInterruptible && target(of: .begin, from: initialState) != nil)
    }

    /// Whether a touch at `point` counts as inside `bounds`: within the bounds grown by the touch slop.
    public func isInside(_ point: CGPoint, of bounds: CGRect) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(point)
    }

    /// Begins tracking a touch: the `begin` response, or `nil` when the touch is refused. A touch
    /// taken away from the initial state enters the state `begin` enters from the initial state;
    /// the transition leaves the interrupted state.
    public mutating func beginTouch() -> TouchResponse? {
        guard acceptsTouch else { return nil }
        isTracking = true
        if state != initialState, let next = target(of: .begin, from: initialState) {
            return TouchResponse(phase: .begin, transition: enter(next))
        }
        return TouchResponse(phase: .begin, transition: handle(.begin))
    }

    /// Ends the tracked touch lifted at `point`: `end` inside the slop around `bounds`, else
    /// `endOutside`; `nil` when no touch is tracked.
    public mutating func endTouch(at point: CGPoint, in bounds: CGRect) -> TouchResponse? {
        finishTouch(isInside(point, of: bounds) ? .end : .endOutside)
    }

    /// Cancels the tracked touch: the `cancel` response, or `nil` when no touch is tracked.
    public mutating func cancelTouch() -> TouchResponse? {
        finishTouch(.cancel)
    }

    /// Called when the animation of `finished` ends: the transition to its next state, or `nil`
    /// when it has none or the state has changed since.
    public mutating func animationDidFinish(in finished: Int) -> TouchTransition? {
        guard finished == state, let next = states[finished].next, next != state else { return nil }
        return enter(next)
    }

    /// Whether the parts return to rest when the animation of `finished` ends: its state asks for
    /// it and is still the current one.
    public func resetsParts(after finished: Int) -> Bool {
        finished == state && states[finished].resetsParts
    }

    /// The state `phase` enters from the current state, if any.
    public func target(of phase: TouchPhase) -> Int? {
        target(of: phase, from: state)
    }

    /// The state `phase` enters from `source`, if any.
    func target(of phase: TouchPhase, from source: Int) -> Int? {
        states.indices.first { candidate in
            states[candidate].triggers.contains(phase) && (states[candidate].sources?.contains(source) ?? true)
        }
    }

    /// Ends tracking with `phase`, or `nil` when no touch is tracked.
    mutating func finishTouch(_ phase: TouchPhase) -> TouchResponse? {
        guard isTracking else { return nil }
        isTracking = false
        return TouchResponse(phase: phase, transition: handle(phase))
    }

    /// The transition `phase` causes, or `nil` when it enters no state or the current one.
    mutating func handle(_ phase: TouchPhase) -> TouchTransition? {
        guard let next = target(of: phase), next != state else { return nil }
        return enter(next)
    }

    /// Enters `next`.
    mutating func enter(_ next: Int) -> TouchTransition {
        let transition = TouchTransition(from: state, to: next)
        state = next
        return transition
    }
}
