import Foundation

/// Every value of a button spec the portable code needs: its size, its parts and its touch
/// states (with their animations), the initial state, the touch slop and whether a touch
/// interrupts an animation.
public struct ButtonConfiguration: Equatable, Sendable {
    /// The spec's size.
    public var size: CGSize
    /// The parts, in drawing order, each after its parent.
    public var parts: [PartDefinition]
    /// The touch states.
    public var states: [TouchStateDefinition]
    /// The index of the state at rest.
    public var initialState: Int
    /// How far outside its bounds a touch still counts as inside, in points.
    public var touchSlop: Double
    /// Whether a touch during a state's animation is taken, interrupting it
    /// (`TouchStateMachine.isInterruptible`).
    public var isInterruptible: Bool

    /// A configuration from every value.
    public init(size: CGSize, parts: [PartDefinition], states: [TouchStateDefinition], initialState: Int, touchSlop: Double, isInterruptible: Bool) {
        self.size = size
        self.parts = parts
        self.states = states
        self.initialState = initialState
        self.touchSlop = touchSlop
        self.isInterruptible = isInterruptible
    }

    /// The parts laid out in a control of `size` (the spec's by default) in `direction`.
    public func layout(size: CGSize? = nil, direction: PartLayoutDirection = .leftToRight) -> PartLayout {
        PartLayout(parts: parts, size: size ?? self.size, direction: direction)
    }

    /// The touch-state machine, in the initial state.
    public var stateMachine: TouchStateMachine {
        TouchStateMachine(states: states, initialState: initialState, touchSlop: touchSlop, isInterruptible: isInterruptible)
    }

    /// Whether a chain of `steps` states in a row whose animations ended at once (none, or Reduce
    /// Motion making them instant) goes on to the next state: for at most as many steps as there
    /// are states, so a cycle of such states cannot run forever.
    public func continuesInstantChain(after steps: Int) -> Bool {
        steps <= states.count
    }

    /// The pressed look in `layout`: every part's pose at the end of the animation of the state a
    /// touch begins in (jitter at its central value), or `nil` when that state has no animation.
    public func pressedPoses(layout: PartLayout) -> [PartPose]? {
        guard let state = stateMachine.target(of: .begin), let animation = states[state].animation else { return nil }
        return animation.targetPoses(from: layout.rest, layout: layout)
    }
}
