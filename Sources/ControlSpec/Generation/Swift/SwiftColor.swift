/// Swift expressions for spec colours, so that templates never insert colour text from a spec.
public enum SwiftColor {
    /// A `UIColor` expression for `color`, written for a context whose type is `UIColor` (or
    /// `UIColor?`): `UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)`,
    /// `UIColor(white: 0.9, alpha: 1)`, `.systemPink`.
    ///
    /// `tint` becomes `.tintColor` (`UIColor.tintColor`); a caller that resolves tint to the view's
    /// own `tintColor` checks for `.tint` before calling this.
    public static func uiColor(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let c):
            "UIColor(red: \(SwiftLiteral.number(c.red)), green: \(SwiftLiteral.number(c.green)), blue: \(SwiftLiteral.number(c.blue)), alpha: \(SwiftLiteral.number(c.alpha)))"
        case .white(let white, let alpha):
            "UIColor(white: \(SwiftLiteral.number(white)), alpha: \(SwiftLiteral.number(alpha)))"
        case .named(let name):
            NamedColors.value(of: name) == nil ? "UIColor(white: 0, alpha: 1)" : ".\(name)"
        case .tint:
            ".tintColor"
        }
    }
}
