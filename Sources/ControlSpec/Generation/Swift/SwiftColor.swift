/// UIKit colour expressions for the spec's colours.
enum SwiftColor {
    /// A `UIColor` expression: `UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)`,
    /// `UIColor(white: 0.9, alpha: 1)`, `.systemPink`; `nil` for `tint`, which the caller resolves
    /// to the view's `tintColor` so it follows `tintColorDidChange`.
    static func uiColor(_ color: ColorValue) -> String? {
        switch color {
        case .rgba(let c):
            "UIColor(red: \(SwiftLiteral.number(c.red)), green: \(SwiftLiteral.number(c.green)), blue: \(SwiftLiteral.number(c.blue)), alpha: \(SwiftLiteral.number(c.alpha)))"
        case .white(let white, let alpha):
            "UIColor(white: \(SwiftLiteral.number(white)), alpha: \(SwiftLiteral.number(alpha)))"
        case .named(let name):
            "UIColor.\(name)"
        case .tint:
            nil
        }
    }
}
