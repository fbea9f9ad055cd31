/// Swift expressions for spec colours, so that templates never insert colour text from a spec.
/// Every kind writes its colours through here, so every kind gets colours per appearance.
public enum SwiftColor {
    /// A `UIColor` expression for `color`, written for a context whose type is `UIColor` (or
    /// `UIColor?`): `UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)`,
    /// `UIColor(white: 0.9, alpha: 1)`, `.systemPink`, or for a colour given per appearance a
    /// dynamic colour (`dynamicColor`).
    ///
    /// `tint` becomes `.tintColor` (`UIColor.tintColor`); a caller that resolves tint to the view's
    /// own `tintColor` checks for `.tint` before calling this.
    public static func uiColor(_ color: ColorValue) -> String {
        switch color {
        case .named(let name):
            NamedColors.isName(name) ? ".\(memberName(name))" : "UIColor(white: 0, alpha: 1)"
        case .tint:
            ".tintColor"
        case .perAppearance(let colors):
            dynamicColor(colors)
        case .rgba, .white:
            fixed(color)
        }
    }

    /// A dynamic `UIColor` choosing among `colors` by the trait collection it is resolved for:
    /// `userInterfaceStyle` (dark or not) and `accessibilityContrast` (high or not). Tests are
    /// left out where the colours they choose between are the same:
    ///
    ///     UIColor(dynamicProvider: { @Sendable traits in traits.userInterfaceStyle == .dark ? … : … })
    ///
    /// The provider is `@Sendable` and captures nothing: UIKit may call it on any thread, and a
    /// closure formed in a main-actor control would otherwise be isolated to the main actor.
    static func dynamicColor(_ colors: AppearanceColors) -> String {
        func choice(_ appearance: Appearance) -> String { resolvedExpression(colors.color(in: appearance)) }
        func byContrast(_ normal: Appearance, _ high: Appearance) -> String {
            let normalText = choice(normal), highText = choice(high)
            return normalText == highText ? normalText : "(traits.accessibilityContrast == .high ? \(highText) : \(normalText))"
        }
        let light = byContrast(.light, .highContrastLight), dark = byContrast(.dark, .highContrastDark)
        let body = light == dark ? light : "traits.userInterfaceStyle == .dark ? \(dark) : \(light)"
        return "UIColor(dynamicProvider: { @Sendable traits in \(body) })"
    }

    /// A plain colour inside a dynamic provider: a named colour resolved for the provider's
    /// `traits` (it is dynamic itself), any other colour as written.
    private static func resolvedExpression(_ color: ColorValue) -> String {
        if case .named(let name) = color, NamedColors.isName(name) { return "UIColor.\(memberName(name)).resolvedColor(with: traits)" }
        return fixed(color)
    }

    /// The `UIColor` member generated code names for the named colour `name`: the name itself, or
    /// for a colour tvOS's UIKit lacks (`NamedColors.missingOnTVOS`) the member a generated file
    /// declares for it (`portableColors(_:)`), `portableSystemGray5`.
    static func memberName(_ name: String) -> String {
        guard NamedColors.missingOnTVOS.contains(name), let first = name.first else { return name }
        return "portable" + first.uppercased() + name.dropFirst()
    }

    /// For each of `names` that tvOS's UIKit lacks, in name order: the member generated code
    /// names it by (`memberName(_:)`) and the `UIColor` expression tvOS uses instead, a dynamic
    /// colour of the values `NamedColors` documents for it (the previews' values). Elsewhere the
    /// member is UIKit's own colour.
    public static func portableColors(_ names: Set<String>) -> [(name: String, member: String, tvOS: String)] {
        names.filter(NamedColors.missingOnTVOS.contains).sorted().map { name in
            func value(_ appearance: Appearance) -> ColorValue { NamedColors.value(of: name, in: appearance).map(ColorValue.rgba) ?? .white(0, alpha: 1) }
            let colors = AppearanceColors(light: value(.light), dark: value(.dark), highContrastLight: value(.highContrastLight),
                                          highContrastDark: value(.highContrastDark))
            return (name, memberName(name), dynamicColor(colors))
        }
    }

    /// A colour with fixed components: `UIColor(red:green:blue:alpha:)` or `UIColor(white:alpha:)`;
    /// black for any other colour, which a spec cannot give here.
    private static func fixed(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let c):
            "UIColor(red: \(SwiftLiteral.number(c.red)), green: \(SwiftLiteral.number(c.green)), blue: \(SwiftLiteral.number(c.blue)), alpha: " +
            "\(SwiftLiteral.number(c.alpha)))"
        case .white(let white, let alpha):
            "UIColor(white: \(SwiftLiteral.number(white)), alpha: \(SwiftLiteral.number(alpha)))"
        case .named, .tint, .perAppearance:
            "UIColor(white: 0, alpha: 1)"
        }
    }
}

extension SwiftColor {
    /// A SwiftUI `Color` expression for `color`, for a view that reads the environment's
    /// `colorScheme` and `colorSchemeContrast` into properties of those names: `tint` is the
    /// app's accent colour (`Color.accentColor`); every other colour is its sRGB value in the
    /// current appearance, chosen among light, dark and their increased-contrast variants. Named
    /// colours take the values `NamedColors` documents, the values the previews are drawn with,
    /// so that the view looks the same on every platform SwiftUI runs on (UIKit's system colours
    /// do not exist on macOS or watchOS). Tests are left out where the colours they choose
    /// between are the same:
    ///
    ///     colorScheme == .dark ? Color(red: …) : (colorSchemeContrast == .increased ? … : …)
    public static func swiftUIColor(_ color: ColorValue) -> String {
        if color == .tint { return "Color.accentColor" }
        func text(_ appearance: Appearance) -> String { swiftUIFixed(color.resolved(in: appearance)) }
        func byContrast(_ normal: Appearance, _ high: Appearance) -> String {
            let normalText = text(normal), highText = text(high)
            return normalText == highText ? normalText : "(colorSchemeContrast == .increased ? \(highText) : \(normalText))"
        }
        let light = byContrast(.light, .highContrastLight), dark = byContrast(.dark, .highContrastDark)
        return light == dark ? light : "(colorScheme == .dark ? \(dark) : \(light))"
    }

    /// `Color(.sRGB, red:green:blue:opacity:)` for `value`.
    private static func swiftUIFixed(_ value: RGBA) -> String {
        "Color(.sRGB, red: \(SwiftLiteral.number(value.red)), green: \(SwiftLiteral.number(value.green)), blue: \(SwiftLiteral.number(value.blue)), "
            + "opacity: \(SwiftLiteral.number(value.alpha)))"
    }
}
