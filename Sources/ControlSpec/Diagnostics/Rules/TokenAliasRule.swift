extension Rule {
    /// An alias in a token file that does not resolve.
    static let tokenAlias = Rule(
        id: "token-alias", defaultSeverity: .error, category: .tokens,
        summary: "A token's alias `{group.token}` names no token, names a token of another type, or is part of a cycle of aliases.",
        rationale: """
            An alias takes another token's value, and its type when the alias declares none; a chain of aliases must end at a \
            token with a value. The message suggests the closest token name for an unknown one.
            """,
        triggering: [
            RuleExample("""
                {
                  "color": {
                    "$type": "color",
                    "brand": { "$value": "{color.accent}" },
                    "accent": { "$value": "{color.brand}" },
                    "text": { "$value": "{color.txet}" },
                    "white": { "$value": "#FFFFFF" }
                  },
                  "size": { "$type": "dimension", "ring": { "$value": "{color.white}" } }
                }
                """, expect: [
                    "5:5: error: alias cycle: color.accent → color.brand → color.accent [token-alias]",
                    "5:5: note: an alias must end at a token with a value",
                    "6:5: error: unknown token 'color.txet' in the alias of 'color.text'; did you mean 'color.text'? [token-alias]",
                    "9:35: error: token 'size.ring' of type dimension aliases 'color.white' of type color [token-alias]",
                    "7:5: note: 'color.white' is defined here",
                ]),
        ],
        nonTriggering: [
            """
            {
              "color": {
                "$type": "color",
                "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.45, 0.94] } },
                "brand": { "$value": "{color.blue}" },
                "button": { "$value": "{color.brand}" }
              }
            }
            """,
        ])
}
