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
