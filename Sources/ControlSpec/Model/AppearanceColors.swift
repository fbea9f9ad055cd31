/// A colour given per appearance (`{ light: "#1E88E5", dark: "#90CAF9" }`): `light` always, the
/// others when they differ. An appearance the spec does not give falls back along
/// `Appearance.fallback`. No colour here is itself per appearance, and none is `tint`.
public struct AppearanceColors: Sendable, Hashable {
    /// The colour in the light appearance.
    public var light: ColorValue
    /// The colour in the dark appearance, if the spec gives one.
    public var dark: ColorValue?
    /// The colour in the light appearance with increased contrast, if the spec gives one.
    public var highContrastLight: ColorValue?
    /// The colour in the dark appearance with increased contrast, if the spec gives one.
    public var highContrastDark: ColorValue?

    /// Creates colours per appearance.
    public init(light: ColorValue, dark: ColorValue? = nil, highContrastLight: ColorValue? = nil, highContrastDark: ColorValue? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The colour the spec gives for `appearance` itself, without falling back.
    public func given(_ appearance: Appearance) -> ColorValue? {
        switch appearance {
        case .light: light
        case .dark: dark
        case .highContrastLight: highContrastLight
        case .highContrastDark: highContrastDark
        }
    }

    /// The colour in `appearance`, falling back along `Appearance.fallback`.
    public func color(in appearance: Appearance) -> ColorValue {
        if let color = given(appearance) { return color }
        return appearance.fallback.map(color(in:)) ?? light
    }
}
