extension Rule {
    /// A colour token in a colour space controlspec cannot convert to sRGB.
    static let tokenColorSpace = Rule(
        id: "token-color-space", defaultSeverity: .error, category: .tokens,
        summary: "A colour token is in a colour space controlspec does not convert to sRGB, or lies outside sRGB, and gives no `hex` to use instead.",
        rationale: """
            Generated controls and previews draw in sRGB (`UIColor(red:green:blue:alpha:)`). controlspec converts `srgb`, \
            `srgb-linear` and `display-p3` colours; for another space, or a Display P3 colour outside sRGB, it uses the token's \
            `hex`, the Color Module's fallback, and reports a token without one.
            """,
        triggering: [
            RuleExample("""
                {
                  "accent": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.63, 0.19, 259.5] } },
                  "vivid": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } }
                }
                """, expect: [
                    "2:59: error: controlspec cannot convert colour space 'oklch' of token 'accent' [token-color-space]",
                    "2:59: note: controlspec converts 'srgb', 'srgb-linear' or 'display-p3'; for another space, give 'hex' as well, which is used instead",
                    "3:86: error: the display-p3 colour of token 'vivid' lies outside sRGB, which controlspec generates [token-color-space]",
                    "3:86: note: give 'hex' as well, the sRGB colour to use instead",
                ]),
        ],
        nonTriggering: [
            """
            {
              "accent": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.63, 0.19, 259.5], "hex": "#3B82F6" } },
              "soft": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.5, 0.5, 0.5] } }
            }
            """,
        ])
}
