import ControlKernel

/// An angle, kept in radians, with the notation the spec wrote it in. The radians are computed
/// from the notation by one formula per notation, the one the generated code writes
/// (`-11 * .pi / 8`), so the generated expression evaluates to the same `Double`.
public struct Angle: Sendable, Hashable {
    /// The angle in radians.
    public var radians: Double
    /// How the spec wrote the angle.
    public var notation: AngleNotation

    /// An angle written in radians (`0.8rad`).
    public init(radians: Double) {
        self.radians = radians
        notation = .radians
    }

    /// An angle written in degrees (`270deg`): `degrees * π / 180`.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(radians: degrees * .pi / 180, notation: .degrees(degrees))
    }

    /// An angle written as a multiple of π (`-11/8pi`): `numerator * π / denominator`.
    public static func piMultiple(_ fraction: PiFraction) -> Angle {
        Angle(radians: fraction.numerator * .pi / fraction.denominator, notation: .piMultiple(fraction))
    }

    /// An angle and its notation.
    private init(radians: Double, notation: AngleNotation) {
        self.radians = radians
        self.notation = notation
    }

    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
}

/// How a spec wrote an angle.
public enum AngleNotation: Sendable, Hashable {
    /// In radians: `0.8rad`.
    case radians
    /// In degrees, this number of them: `270deg`.
    case degrees(Double)
    /// As a multiple of π: `-11/8pi`.
    case piMultiple(PiFraction)
}

/// An exact multiple of π: `numerator/denominator · π`.
public struct PiFraction: Sendable, Hashable {
    /// The multiple's numerator (signed).
    public var numerator: Double
    /// The multiple's denominator (positive).
    public var denominator: Double
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
}

/// A point or offset in points.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double
}

/// A colour with components from 0 to 1 in sRGB.
public struct RGBA: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A colour as the spec wrote it.
public enum ColorValue: Sendable, Hashable {
    /// An explicit sRGB colour (`#RRGGBB`, `rgb()`, `rgba()`).
    case rgba(RGBA)
    /// A grey (`white(w, a)`), as `UIColor(white:alpha:)`.
    case white(Double, alpha: Double)
    /// A named UIKit colour (`systemPink`, `label`, `black`).
    case named(String)
    /// The view's `tintColor`.
    case tint
    /// A colour per appearance (light, dark, increased contrast), as a dynamic `UIColor`.
    indirect case perAppearance(AppearanceColors)

    /// The colour in `appearance`: the colour itself unless it is given per appearance.
    public func color(in appearance: Appearance) -> ColorValue {
        if case .perAppearance(let colors) = self { return colors.color(in: appearance) }
        return self
    }
}

/// A value per control state; `highlighted` and `disabled` fall back to `normal`.
///
/// The two values most specs leave out are held together in a box, or not at all: a colour is
/// 40 bytes, and a checked model holds up to five colours per state, ten thousand models at once
/// in a large compile (`Pipeline.keptModels`).
public struct StateValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value in the normal state.
    public var normal: Value
    /// `highlighted` and `disabled`, when either is given.
    private var others: Others?

    /// The values of the other states, boxed.
    private final class Others: Sendable {
        let highlighted: Value?
        let disabled: Value?

        init(highlighted: Value?, disabled: Value?) {
            self.highlighted = highlighted
            self.disabled = disabled
        }
    }

    /// The value while highlighted (touched), if different.
    public var highlighted: Value? {
        get { others?.highlighted }
        set { setOthers(highlighted: newValue, disabled: disabled) }
    }

    /// The value while disabled, if different.
    public var disabled: Value? {
        get { others?.disabled }
        set { setOthers(highlighted: highlighted, disabled: newValue) }
    }

    /// Creates a value per state.
    public init(normal: Value, highlighted: Value? = nil, disabled: Value? = nil) {
        self.normal = normal
        setOthers(highlighted: highlighted, disabled: disabled)
    }

    /// Boxes the values of the other states, or lets the box go when there are none.
    private mutating func setOthers(highlighted: Value?, disabled: Value?) {
        others = highlighted == nil && disabled == nil ? nil : Others(highlighted: highlighted, disabled: disabled)
    }

    /// Equal when the value in every state is equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.normal == rhs.normal && lhs.highlighted == rhs.highlighted && lhs.disabled == rhs.disabled
    }

    /// Hashes the value in every state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(normal)
        hasher.combine(highlighted)
        hasher.combine(disabled)
    }
}

/// A timing curve: the kernel's `TimingCurve`, which the generated code evaluates the same way.
public typealias Easing = TimingCurve

/// A length that may depend on the control's size.
public enum RelativeLength: Sendable, Hashable {
    /// A fixed number of points.
    case points(Double)
    /// The control's height divided by a number.
    case heightDividedBy(Double)
    /// The control's width divided by a number.
    case widthDividedBy(Double)
}

/// A number with optional random jitter: `32 ± 4` is a value from 28 to 36, chosen anew each time.
public struct Jittered: Sendable, Hashable {
    /// The central value (for angles, in radians).
    public var value: Double
    /// The largest deviation either way (0 for none).
    public var jitter: Double
}
