/// UIKit's named colours with their sRGB values in each appearance, as Apple documents them:
/// the system colours' light, dark and increased-contrast values from the Human Interface
/// Guidelines' colour specifications of iOS 15 to 18, the semantic colours' light and dark values
/// as UIKit gives them. This is the one table of those values. iOS 26 changed the chromatic
/// system colours (docs/previews.md#light-and-dark says how that shows in previews).
///
/// The values serve previews and the contrast lint; generated code uses the named `UIColor`
/// itself, so system colours keep adapting to the appearance on the device.
public enum NamedColors {
    /// The value of `tint` in the light appearance when a spec does not say otherwise:
    /// `systemBlue`, UIKit's default tint.
    public static var defaultTint: RGBA { tint(in: .light) }

    /// The value of `tint` in `appearance`: `systemBlue` there.
    public static func tint(in appearance: Appearance) -> RGBA {
        value(of: "systemBlue", in: appearance) ?? RGBA(red: 0, green: 0, blue: 0)
    }

    /// The names, in documentation order.
    public static let names: [String] = table.map(\.name)

    /// The word for the view's `tintColor`.
    public static let tintWord = "tint"

    /// Every word a colour may be written as: the names, then `tint`.
    public static var words: [String] { names + [tintWord] }

    /// Whether `name` is a named colour.
    public static func isName(_ name: String) -> Bool {
        positions[name] != nil
    }

    /// The sRGB value of a named colour in `appearance`, or `nil` for an unknown name. A colour
    /// without documented increased-contrast values keeps its value of the same interface style.
    public static func value(of name: String, in appearance: Appearance) -> RGBA? {
        guard let position = positions[name] else { return nil }
        let entry = table[position]
        switch appearance {
        case .light: return entry.light
        case .dark: return entry.dark
        case .highContrastLight: return entry.highContrastLight ?? entry.light
        case .highContrastDark: return entry.highContrastDark ?? entry.dark
        }
    }

    /// The background a control is seen on in `appearance`: `systemBackground` there.
    public static func background(in appearance: Appearance) -> RGBA {
        value(of: "systemBackground", in: appearance) ?? RGBA(red: 1, green: 1, blue: 1)
    }

    /// The named colours UIKit does not have on tvOS: the grays 2 to 6, the system backgrounds and
    /// the system fills (their pages list iOS, iPadOS, Mac Catalyst and visionOS). A spec naming
    /// one gets a `UIColor` member of its own that tvOS builds from these values (`SwiftColor.portableColors(_:)`).
    public static let missingOnTVOS: Set<String> = [
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    ]

    /// One named colour's values.
    private struct Entry {
        /// The name.
        var name: String
        /// The light value.
        var light: RGBA
        /// The dark value.
        var dark: RGBA
        /// The light value with increased contrast, where documented.
        var highContrastLight: RGBA?
        /// The dark value with increased contrast, where documented.
        var highContrastDark: RGBA?
    }

    /// An sRGB colour from 0–255 components and an opacity.
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// A system colour with its four documented values: light, dark, and both with increased contrast.
    private static func system(_ name: String, _ light: RGBA, _ dark: RGBA, _ highContrastLight: RGBA, _ highContrastDark: RGBA) -> Entry {
        Entry(name: name, light: light, dark: dark, highContrastLight: highContrastLight, highContrastDark: highContrastDark)
    }

    /// A semantic colour with its light and dark values.
    private static func semantic(_ name: String, _ light: RGBA, _ dark: RGBA) -> Entry {
        Entry(name: name, light: light, dark: dark)
    }

    /// A fixed colour, the same in every appearance.
    private static func fixed(_ name: String, _ value: RGBA) -> Entry {
        Entry(name: name, light: value, dark: value)
    }

    /// Each name's position in `table`: previews resolve a colour for every part and state they
    /// draw, and a search through the table's forty names compared strings a thousand times a spec.
    private static let positions: [String: Int] = Dictionary(uniqueKeysWithValues: table.indices.map { (table[$0].name, $0) })

    private static let table: [Entry] = [
        system("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        system("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        system("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        system("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        system("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
        system("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        system("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        system("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        system("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        system("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        system("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        system("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
        system("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        system("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        system("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        system("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        system("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        system("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        semantic("label", rgb(0, 0, 0), rgb(255, 255, 255)),
        semantic("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        semantic("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        semantic("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        semantic("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
        semantic("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30)),
        semantic("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46)),
        semantic("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        semantic("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
        semantic("link", rgb(0, 122, 255), rgb(9, 132, 255)),
        semantic("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        semantic("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        semantic("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        semantic("tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        semantic("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        fixed("black", rgb(0, 0, 0)), fixed("darkGray", RGBA(red: 1 / 3, green: 1 / 3, blue: 1 / 3)),
        fixed("lightGray", RGBA(red: 2 / 3, green: 2 / 3, blue: 2 / 3)), fixed("white", rgb(255, 255, 255)),
        fixed("gray", RGBA(red: 0.5, green: 0.5, blue: 0.5)), fixed("red", RGBA(red: 1, green: 0, blue: 0)),
        fixed("green", RGBA(red: 0, green: 1, blue: 0)), fixed("blue", RGBA(red: 0, green: 0, blue: 1)),
        fixed("cyan", RGBA(red: 0, green: 1, blue: 1)), fixed("yellow", RGBA(red: 1, green: 1, blue: 0)),
        fixed("magenta", RGBA(red: 1, green: 0, blue: 1)), fixed("orange", RGBA(red: 1, green: 0.5, blue: 0)),
        fixed("purple", RGBA(red: 0.5, green: 0, blue: 0.5)), fixed("brown", RGBA(red: 0.6, green: 0.4, blue: 0.2)),
        fixed("clear", RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
    ]
}

extension ColorValue {
    /// The colour's sRGB value in `appearance`: a colour given per appearance takes its colour
    /// there, a named colour its value there, `tint` the default tint (`systemBlue`) there.
    public func resolved(in appearance: Appearance) -> RGBA {
        switch self {
        case .rgba(let value): value
        case .white(let w, let alpha): RGBA(red: w, green: w, blue: w, alpha: alpha)
        case .named(let name): NamedColors.value(of: name, in: appearance) ?? RGBA(red: 0, green: 0, blue: 0)
        case .tint: NamedColors.tint(in: appearance)
        case .perAppearance(let colors): colors.color(in: appearance).resolved(in: appearance)
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
