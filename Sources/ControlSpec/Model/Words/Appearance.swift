/// A colour appearance a colour may be given for: the light and dark interface styles, each
/// with the increased contrast accessibility setting or without it. UIKit chooses among them by
/// the trait collection's `userInterfaceStyle` and `accessibilityContrast`.
public enum Appearance: String, CaseIterable, SpecWord {
    case light, dark, highContrastLight, highContrastDark

    /// The appearances previews are drawn in, each still state and animation once per appearance:
    /// light and dark always, an increased-contrast one when the preview draws a colour the spec
    /// gives for it (`PreviewColors.drawnAppearances`).
    public static let previewed: [Appearance] = allCases

    /// Whether the appearance is dark (`userInterfaceStyle == .dark`).
    public var isDark: Bool { self == .dark || self == .highContrastDark }

    /// Whether the appearance has increased contrast (`accessibilityContrast == .high`).
    public var isHighContrast: Bool { self == .highContrastLight || self == .highContrastDark }

    /// The appearance whose colour a spec's colour falls back to when it gives none for this one:
    /// `dark` and `highContrastLight` fall back to `light`, `highContrastDark` to `dark`; `nil`
    /// for `light`, which every per-appearance colour gives.
    public var fallback: Appearance? {
        switch self {
        case .light: nil
        case .dark, .highContrastLight: .light
        case .highContrastDark: .dark
        }
    }

    /// The appearance in words, for messages and captions: `light`, `high-contrast dark`.
    public var phrase: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .highContrastLight: "high-contrast light"
        case .highContrastDark: "high-contrast dark"
        }
    }
}
