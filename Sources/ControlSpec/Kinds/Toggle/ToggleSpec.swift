import ControlKernel

/// An on/off switch composed of parts, whose thumb travels between the off and the on end.
public struct ToggleSpec: Sendable, Hashable {
    /// One part's colour while the toggle is on.
    public struct OnColor: Sendable, Hashable {
        /// The part's id.
        public var part: String
        /// The colour, optionally per control state.
        public var color: StateValue<ColorValue>
    }

    /// Whether the toggle starts on.
    public var isOn: Bool
    /// The top-level parts, back to front, as the toggle looks when off.
    public var parts: [Part]
    /// The id of the part that travels.
    public var thumb: String
    /// The axis the thumb travels along.
    public var orientation: ToggleAxis
    /// The travel written in the spec; `nil` for the symmetric travel.
    public var travel: Double?
    /// The parts' colours while the toggle is on, in source order.
    public var onColors: [OnColor]
    /// The animation from off to on, without the thumb's travel.
    public var turnOn: PartAnimation
    /// The animation from on to off, without the thumb's return.
    public var turnOff: PartAnimation
    /// How far a touch may move and still count as a tap, in points.
    public var dragThreshold: Double
    /// The haptic played on each change the user makes, if any.
    public var haptic: HapticStyle?

    /// The ways a toggle can draw itself, as `drawing` names them.
    public enum DrawingStyle: String, CaseIterable, SpecWord {
        /// Each part a view with a layer.
        case shapeLayers
    }

    /// Every part in the kernel's order, each in its colour while the toggle is on.
    var flatPartsWhenOn: [ButtonSpec.FlatPart] {
        let colors = Dictionary(onColors.map { ($0.part, $0.color) }, uniquingKeysWith: { first, _ in first })
        return flatParts.map { entry in
            var entry = entry
            if let color = colors[entry.part.id] { entry.part.color = color }
            return entry
        }
    }
}
