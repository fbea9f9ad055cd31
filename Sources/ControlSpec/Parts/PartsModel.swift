import ControlKernel

/// A visual part of a composed control.
public struct Part: Sendable, Hashable {
    /// The part's name.
    public var id: String
    /// What the part draws.
    public var shape: Shape
    /// The group the part belongs to, if any.
    public var group: String?
    /// The part whose frame and animations this one follows, if any.
    public var mirrors: String?
    /// The explicit size, if given (a circle's diameter gives a square size).
    public var size: Size?
    /// The horizontal position.
    public var horizontal: HorizontalPosition
    /// The vertical position.
    public var vertical: VerticalPosition
    /// The colour per state.
    public var color: StateValue<ColorValue>
    /// The opacity.
    public var alpha: Double
    /// The rotation about the centre.
    public var rotation: Angle
    /// Whether children are clipped to this part's shape.
    public var clipsChildren: Bool
    /// The children, back to front.
    public var children: [Part]

    /// What a part draws.
    public enum Shape: Sendable, Hashable {
        case circle
        case roundedRect(cornerRadius: Double)
        case capsule
        case line(lineWidth: Double)
        case symbol(name: String, pointSize: Double, weight: SymbolWeight)
        case image(asset: String)
    }

    /// The shapes a part can have, as `shape` names them.
    public enum ShapeKind: String, CaseIterable, SpecWord {
        case circle, roundedRect, capsule, line, symbol, image
    }

    /// A horizontal position in the parent.
    public enum HorizontalPosition: Sendable, Hashable {
        /// Centred in the parent.
        case centered
        /// The centre at this x.
        case centerX(Double)
        /// The leading edge at this distance from the parent's leading edge.
        case leading(Double)
        /// The trailing edge at this distance from the parent's leading edge.
        case trailing(Double)
    }

    /// A vertical position in the parent.
    public enum VerticalPosition: Sendable, Hashable {
        /// Centred in the parent.
        case centered
        /// The centre at this y.
        case centerY(Double)
        /// The top edge at this y.
        case top(Double)
        /// The bottom edge at this y.
        case bottom(Double)
    }
}

extension PartProperty {
    /// Whether values are angles (with units) rather than numbers.
    public var isAngle: Bool { self == .rotation }

    /// The range values of the property must stay in, jitter included, if it has one.
    public var limits: NumberRange? {
        switch self {
        case .alpha: .unit
        case .width, .height: .nonNegative
        case .scale: .positive
        default: nil
        }
    }
}

/// A touch state of a button.
public struct TouchState: Sendable, Hashable {
    /// The state's name.
    public var name: String
    /// Whether this is the state at rest.
    public var isInitial: Bool
    /// The touch phases that enter this state.
    public var triggers: [TouchPhase]
    /// The only states this one can be entered from (`nil`: any).
    public var from: [String]?
    /// The animation run on entering, if any.
    public var animation: PartAnimation?
    /// The state to go to when the animation finishes.
    public var then: String?
    /// Whether parts return to rest values when the animation finishes.
    public var resetsParts: Bool
}

/// An animation of part properties.
public struct PartAnimation: Sendable, Hashable {
    /// The total duration in seconds (for a mass-based spring, `nil`: the spring settles).
    public var duration: Double?
    /// The timing.
    public var timing: Timing
    /// What changes.
    public var changes: Changes
    /// Whether to start from current presentation values.
    public var beginsFromCurrentState: Bool
    /// What the animation does under Reduce Motion.
    public var reduceMotion: ReduceMotion = .crossfade

    /// Spring or curve timing.
    public enum Timing: Sendable, Hashable {
        /// An easing curve.
        case curve(Easing)
        /// A spring.
        case spring(Spring)
    }

    /// What an animation changes.
    public enum Changes: Sendable, Hashable {
        /// Every part back to its rest values.
        case rest
        /// These values, over the whole duration.
        case set([Assignment])
        /// Keyframes, interpolated by a calculation mode.
        case keyframes([Keyframe], mode: KeyframeCalculationMode)
    }
}

/// Spring timing.
public enum Spring: Sendable, Hashable {
    /// A critically damped (1) or bouncy (< 1) spring over the animation's duration.
    case dampingRatio(Double, velocity: Double)
    /// A physical spring.
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}

/// One animated value: `cart.x: -4`.
public struct Assignment: Sendable, Hashable {
    /// The part id or group.
    public var target: String
    /// The property.
    public var property: PartProperty
    /// The value with its jitter (angles in radians).
    public var value: Jittered
}

/// A keyframe with relative start and duration.
public struct Keyframe: Sendable, Hashable {
    /// The start, as a fraction of the animation's duration.
    public var start: Double
    /// The length, as a fraction of the animation's duration.
    public var duration: Double
    /// The values reached.
    public var assignments: [Assignment]
    /// The timing curve of this segment.
    public var easing: Easing
}
