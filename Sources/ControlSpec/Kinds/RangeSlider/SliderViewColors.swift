/// A colour of a slider's native SwiftUI view that differs per state, as SwiftUI `Color`
/// expressions (`SwiftColor.swiftUIColor`): the view declares a method of this name returning
/// the disabled colour when the view is disabled, the highlighted one while a thumb is dragged,
/// the normal one otherwise.
struct ViewStateColor: Sendable, Encodable {
    /// The method's name: `trackColor` for `trackColor(highlighted:)`.
    var name: String
    /// The normal colour.
    var normal: String
    /// The colour while dragged, if the spec gives one.
    var highlighted: String?
    /// The colour while disabled, if the spec gives one.
    var disabled: String?

    /// The colour `name` of `value`'s states.
    init(_ value: StateValue<ColorValue>, name: String) {
        self.name = name
        normal = SwiftColor.swiftUIColor(value.normal)
        highlighted = value.highlighted.map(SwiftColor.swiftUIColor)
        disabled = value.disabled.map(SwiftColor.swiftUIColor)
    }
}

/// An outline a slider's native SwiftUI view strokes inside a rounded rectangle: its colour as a
/// SwiftUI `Color` expression and its width as a Swift literal.
struct ViewOutline: Sendable, Encodable {
    /// The colour.
    var color: String
    /// The line width.
    var width: String

    /// The outline of `outline`.
    init(_ outline: Outline) {
        color = SwiftColor.swiftUIColor(outline.color)
        width = SwiftLiteral.number(outline.width)
    }
}

/// A shadow a slider's native SwiftUI view draws with a shadow filter: its colour as a SwiftUI
/// `Color` expression, its offset and its Core Graphics blur as Swift literals (the view blurs by
/// the kernel's `SliderTrackLayout.shadowRadius(blur:)`, as the previews do).
struct ViewShadow: Sendable, Encodable {
    /// The colour.
    var color: String
    /// The horizontal and the vertical offset.
    var x: String, y: String
    /// The blur, as `CGContext.setShadow(offset:blur:color:)` takes it.
    var blur: String

    /// The shadow of `shadow`.
    init(_ shadow: Shadow) {
        color = SwiftColor.swiftUIColor(shadow.color)
        x = SwiftLiteral.number(shadow.offset.x)
        y = SwiftLiteral.number(shadow.offset.y)
        blur = SwiftLiteral.number(shadow.blur)
    }
}

/// A two-colour linear gradient a slider's native SwiftUI view lays over its thumbs: the colours
/// as SwiftUI `Color` expressions and its direction as a Swift literal, for the kernel's
/// `SliderTrackLayout.gradientLine(in:isVertical:)`.
struct ViewGradient: Sendable, Encodable {
    /// The colour at the start: the top, or the leading edge.
    var start: String
    /// The colour at the end: the bottom, or the trailing edge.
    var end: String
    /// `true` when it runs top to bottom, `false` when leading to trailing.
    var isVertical: String

    /// The gradient of `gradient`.
    init(_ gradient: Gradient) {
        start = SwiftColor.swiftUIColor(gradient.from)
        end = SwiftColor.swiftUIColor(gradient.to)
        isVertical = SwiftLiteral.bool(gradient.isVertical)
    }
}
