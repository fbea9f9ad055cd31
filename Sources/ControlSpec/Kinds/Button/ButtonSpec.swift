/// A button composed of parts, with touch states whose entry runs an animation.
public struct ButtonSpec: Sendable, Hashable {
    /// The top-level parts, back to front.
    public var parts: [Part]
    /// The touch states in source order.
    public var states: [TouchState]
    /// How far outside the bounds a touch still counts as inside.
    public var touchSlop: Double
    /// Whether a touch during a state's animation is taken, interrupting it.
    public var interruptsAnimations: Bool
    /// The control events per touch phase.
    public var events: ControlEvents

    /// The state at rest.
    public var initialState: TouchState? { states.first { $0.isInitial } }

    /// The ways a button can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// Each part a view with a layer.
        case shapeLayers
    }
}
