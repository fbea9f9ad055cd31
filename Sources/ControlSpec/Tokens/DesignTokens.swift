import ControlKernel

/// The types of the Design Tokens Format Module (2025.10), as `$type` names them. Every type
/// may appear in a token file; a spec can use the colours, dimensions, durations, Bézier curves
/// and transitions (`TokenType.specUsable`).
public enum TokenType: String, CaseIterable, SpecWord {
    case color, dimension, duration, cubicBezier, number, fontFamily, fontWeight, strokeStyle, border, shadow, gradient, typography, transition
}

/// A design token's value, converted to what a spec can say; the types a spec cannot use keep
/// only their type.
public enum TokenValue: Sendable, Hashable {
    /// A colour in sRGB, never given per appearance.
    case color(ColorValue)
    /// A dimension with its unit as written (`px` or `rem`).
    case dimension(Double, unit: String)
    /// A duration with its unit as written (`ms` or `s`).
    case duration(Double, unit: String)
    /// A cubic Bézier timing curve `[x1, y1, x2, y2]`.
    case cubicBezier(Double, Double, Double, Double)
    /// A transition: its duration and delay (each with its unit) and its timing curve.
    indirect case transition(duration: TokenValue, delay: TokenValue, curve: TokenValue)
    /// A value of a type no spec key takes (a number, a font, a shadow): only its type is kept.
    case unused(TokenType)
}

/// Where a token is defined: the shown path of its file and the span of its name there.
public struct TokenLocation: Sendable, Hashable {
    /// The file's path as shown.
    public var path: String
    /// The token's name (its key) in the file.
    public var span: SourceSpan

    /// `path:line:column`.
    public var description: String { "\(path):\(span.start.line):\(span.start.column)" }
}

/// A resolved token: its type and its value in each appearance, aliases followed.
public struct DesignToken: Sendable, Hashable {
    /// The token's name: its groups' names and its own, joined by dots (`color.brand.primary`).
    public var name: String
    /// The token's type, declared, inherited from a group or taken from the token it aliases.
    public var type: TokenType
    /// The value in each appearance; every appearance has one (a resolver's contexts give
    /// them, a token file gives the same value to all).
    public var values: [Appearance: TokenValue]
    /// Where the token is defined (in the light appearance's resolution).
    public var definition: TokenLocation

    /// The value in the light appearance.
    public var lightValue: TokenValue { values[.light]! }

    /// Whether the value is the same in every appearance.
    public var isSameInEveryAppearance: Bool { Set(values.values).count == 1 }

    /// A colour token as a spec colour: the colour itself when it is the same in every
    /// appearance, else a colour per appearance giving each appearance whose colour differs from
    /// the one it falls back to, as a spec writes it by hand (`{ light: …, dark: … }`).
    public var colorValue: ColorValue? {
        var colors: [Appearance: ColorValue] = [:]
        for (appearance, value) in values {
            guard case .color(let color) = value else { return nil }
            colors[appearance] = color
        }
        guard let light = colors[.light] else { return nil }
        let given = { (appearance: Appearance) -> ColorValue? in
            let color = colors[appearance] ?? light
            return appearance.fallback.map { colors[$0] ?? light } == color ? nil : color
        }
        let perAppearance = AppearanceColors(light: light, dark: given(.dark), highContrastLight: given(.highContrastLight),
                                             highContrastDark: given(.highContrastDark))
        return perAppearance == AppearanceColors(light: light) ? light : .perAppearance(perAppearance)
    }
}

/// The design tokens a run reads from the files the configuration's `tokens:` lists.
public struct DesignTokens: Sendable {
    /// The tokens by name.
    public var tokens: [String: DesignToken] = [:]
    /// The files read (token files, resolver documents and the files they name), absolute,
    /// in the order read: the inputs watch mode watches.
    public var files: [String] = []
    /// The key of every file's path and bytes: part of the key of every check and generated
    /// file, so that a changed token file checks and generates every spec again.
    var key = InputKey()

    /// No tokens.
    public init() {}

    /// No tokens: a run without `tokens:`.
    public static let none = DesignTokens()

    /// The token names, sorted, for did-you-mean suggestions.
    var names: [String] { tokens.keys.sorted() }

    /// The text of `key`, for keys of checks made with these tokens.
    var fingerprint: String { files.isEmpty ? "" : "tokens \(key)" }
}
