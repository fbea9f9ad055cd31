/// Colours as Swift expressions of type `UIColor`.
enum SwiftColor {
    /// The `UIColor` expression of a colour: `UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)`,
    /// `UIColor(white: 0.9, alpha: 1)`, `.systemPink` for a named colour (the checker allows only
    /// UIKit's names), and `.tintColor` (`UIColor.tintColor`, which resolves to the tint colour of
    /// the view it is used in) for `tint`; a caller that follows `tintColorDidChange` itself
    /// handles `tint` before asking.
    static func uiColor(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let c):
            "UIColor(red: \(SwiftLiteral.number(c.red)), green: \(SwiftLiteral.number(c.green)), blue: \(SwiftLiteral.number(c.blue)), alpha: \(SwiftLiteral.number(c.alpha)))"
        case .white(let white, let alpha):
            "UIColor(white: \(SwiftLiteral.number(white)), alpha: \(SwiftLiteral.number(alpha)))"
        case .named(let name):
            NamedColors.value(of: name) == nil ? ".clear" : ".\(name)"
        case .tint:
            ".tintColor"
        }
    }
}
