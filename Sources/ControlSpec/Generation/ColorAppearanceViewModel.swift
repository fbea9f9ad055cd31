/// How a generated control follows changes of the colour appearance (light or dark, increased
/// contrast) for the shared partial `color-appearance.swift`: every spec colour is a `UIColor`
/// (possibly dynamic), resolved for the control's trait collection when it becomes a `CGColor`;
/// when the appearance changes, the control resolves its colours again with `refresh`.
///
/// Only controls that turn colours into `CGColor`s need this: colours given to views
/// (`backgroundColor`, `tintColor`) are resolved by UIKit itself.
struct ColorAppearanceViewModel: Sendable, Encodable {
    /// The call that resolves the colours again: `updateAppearance()` where layers hold
    /// resolved colours, `setNeedsDisplay()` where `draw(_:)` resolves them.
    var refresh: String
}
