/// A checked control spec: every value valid, every default filled in, ready for generation.
public struct ControlSpecification: Sendable, Hashable {
    /// The Swift type name of the generated control.
    public var name: String
    /// One line saying what the control is for.
    public var summary: String
    /// The intrinsic content size and preview size, in points.
    public var size: Size
    /// What VoiceOver says and how it adjusts the control.
    public var accessibility: AccessibilitySpec
    /// The kind-specific part of the spec: a `KnobSpec`, `RangeSliderSpec` or `ButtonSpec`.
    public var body: any ControlBody
    /// The span of every key's value in the spec file, by key path (`track.lineWidth`).
    public var sourceMap: SourceMap

    /// The word after `kind:` in the spec (`knob`).
    public var kindName: String { type(of: body).kindName }

    /// The kind of control, from the registry.
    var kind: any ControlKind {
        guard let kind = ControlKinds.named(kindName) else {
            preconditionFailure("no registered kind makes a \(type(of: body)) model")
        }
        return kind
    }

    /// Equal when every value and the body are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.size == rhs.size && lhs.accessibility == rhs.accessibility
            && AnyHashable(lhs.body) == AnyHashable(rhs.body) && lhs.sourceMap == rhs.sourceMap
    }

    /// Hashes the name and the body.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(AnyHashable(body))
    }
}

/// What VoiceOver says and how it adjusts the control.
public struct AccessibilitySpec: Sendable, Hashable {
    /// The accessibility label.
    public var label: String?
    /// The accessibility hint.
    public var hint: String?
    /// The accessibility value template, with `{value}`-style placeholders: the spec's, or the
    /// kind's own (`ControlKind.defaultAccessibilityValue`); empty for a control without a value.
    public var valueFormat: String
    /// How far one increment or decrement moves the value, when the spec says
    /// (`adjustmentStep(min:max:valueStep:)` gives the step in force).
    public var step: Double?

    /// The step VoiceOver adjusts a value by, the one computation of `AccessibilityKeys.step`'s
    /// default: `step` when the spec gives it, else the value's own step, else a tenth of the range.
    public func adjustmentStep(min: Double, max: Double, valueStep: Double) -> Double {
        step ?? (valueStep > 0 ? valueStep : (max - min) / 10)
    }
}

/// The control events sent at each phase of a touch.
public struct ControlEvents: Sendable, Hashable {
    /// Sent when tracking begins.
    public var begin: [ControlEvent]
    /// Sent on every change while tracking.
    public var change: [ControlEvent]
    /// Sent when the touch ends (inside the slop, for a button).
    public var end: [ControlEvent]
    /// Sent when a button's touch ends outside the slop (empty for value controls).
    public var endOutside: [ControlEvent] = []
    /// Sent when the touch is cancelled.
    public var cancel: [ControlEvent]
}
