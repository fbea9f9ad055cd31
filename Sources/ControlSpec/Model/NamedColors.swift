/// UIKit's named colours with their light-appearance sRGB values, as Apple documents them.
///
/// The values serve previews and the contrast lint; generated code uses the named `UIColor`
/// itself, so dynamic colours keep adapting to dark mode.
public enum NamedColors {
    /// The value of `tint` when a spec does not say otherwise: `systemBlue`, UIKit's default tint.
    public static let defaultTint = RGBA(red: 0, green: 122 / 255, blue: 1)

    /// The names, in documentation order.
    public static let names: [String] = table.map(\.0)

    /// The word for the view's `tintColor`.
    public static let tintWord = "tint"

    /// Every word a colour may be written as: the names, then `tint`.
    public static var words: [String] { names + [tintWord] }

    /// The sRGB value of a named colour, or `nil` for an unknown name.
    public static func value(of name: String) -> RGBA? {
        table.first { $0.0 == name }?.1
    }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static let table: [(String, RGBA)] = [
        ("systemRed", rgb(255, 59, 48)), ("systemOrange", rgb(255, 149, 0)),
        ("systemYellow", rgb(255, 204, 0)), ("systemGreen", rgb(52, 199, 89)),
        ("systemMint", rgb(0, 199, 190)), ("systemTeal", rgb(48, 176, 199)),
        ("systemCyan", rgb(50, 173, 230)), ("systemBlue", rgb(0, 122, 255)),
        ("systemIndigo", rgb(88, 86, 214)), ("systemPurple", rgb(175, 82, 222)),
        ("systemPink", rgb(255, 45, 85)), ("systemBrown", rgb(162, 132, 94)),
        ("systemGray", rgb(142, 142, 147)), ("systemGray2", rgb(174, 174, 178)),
        ("systemGray3", rgb(199, 199, 204)), ("systemGray4", rgb(209, 209, 214)),
        ("systemGray5", rgb(229, 229, 234)), ("systemGray6", rgb(242, 242, 247)),
        ("label", rgb(0, 0, 0)), ("secondaryLabel", rgb(60, 60, 67, 0.6)),
        ("tertiaryLabel", rgb(60, 60, 67, 0.3)), ("quaternaryLabel", rgb(60, 60, 67, 0.18)),
        ("systemBackground", rgb(255, 255, 255)), ("secondarySystemBackground", rgb(242, 242, 247)),
        ("tertiarySystemBackground", rgb(255, 255, 255)), ("separator", rgb(60, 60, 67, 0.29)),
        ("opaqueSeparator", rgb(198, 198, 200)), ("link", rgb(0, 122, 255)),
        ("placeholderText", rgb(60, 60, 67, 0.3)), ("systemFill", rgb(120, 120, 128, 0.2)),
        ("secondarySystemFill", rgb(120, 120, 128, 0.16)), ("tertiarySystemFill", rgb(118, 118, 128, 0.12)),
        ("quaternarySystemFill", rgb(116, 116, 128, 0.08)),
        ("black", rgb(0, 0, 0)), ("darkGray", RGBA(red: 1 / 3, green: 1 / 3, blue: 1 / 3)),
        ("lightGray", RGBA(red: 2 / 3, green: 2 / 3, blue: 2 / 3)), ("white", rgb(255, 255, 255)),
        ("gray", RGBA(red: 0.5, green: 0.5, blue: 0.5)), ("red", RGBA(red: 1, green: 0, blue: 0)),
        ("green", RGBA(red: 0, green: 1, blue: 0)), ("blue", RGBA(red: 0, green: 0, blue: 1)),
        ("cyan", RGBA(red: 0, green: 1, blue: 1)), ("yellow", RGBA(red: 1, green: 1, blue: 0)),
        ("magenta", RGBA(red: 1, green: 0, blue: 1)), ("orange", RGBA(red: 1, green: 0.5, blue: 0)),
        ("purple", RGBA(red: 0.5, green: 0, blue: 0.5)), ("brown", RGBA(red: 0.6, green: 0.4, blue: 0.2)),
        ("clear", RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
    ]
}

extension ColorValue {
    /// The colour's sRGB value in the light appearance, with `tint` resolved to `tint`.
    public func resolved(tint: RGBA = NamedColors.defaultTint) -> RGBA {
        switch self {
        case .rgba(let value): value
        case .white(let w, let alpha): RGBA(red: w, green: w, blue: w, alpha: alpha)
        case .named(let name): NamedColors.value(of: name) ?? RGBA(red: 0, green: 0, blue: 0)
        case .tint: tint
        }
    }
}

/// The functions a colour may be written with, each with the numbers of components it takes:
/// `rgb(r, g, b)`, `rgba(r, g, b, a)`, `white(w)` and `white(w, a)`.
public enum ColorFunction: String, CaseIterable, SpecWord {
    case rgb, rgba, white

    /// The numbers of components the function takes.
    public var componentCounts: [Int] {
        switch self {
        case .rgb: [3]
        case .rgba: [4]
        case .white: [1, 2]
        }
    }
}
