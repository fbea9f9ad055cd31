extension Rule {
    /// A token file that does not follow the Design Tokens Format.
    static let tokenFile = Rule(
        id: "token-file", defaultSeverity: .error, category: .tokens,
        summary: "A token file or resolver document does not follow the Design Tokens Format: a value of the wrong shape for its type, " +
            "a token without a type, an unknown type, unit or property, an invalid name, a resolver set or modifier that does not resolve.",
        rationale: """
            controlspec reads token files as the Design Tokens Format Module (2025.10) writes them, and resolver documents as \
            the Resolver Module does ([tokens.md](tokens.md)). Nothing is checked or generated while a token file has an error, \
            since any spec may use any token.
            """,
        triggering: [
            RuleExample("""
                {
                  "space": {
                    "$type": "dimension",
                    "small": { "$value": { "value": 4, "unit": "pt" } },
                    "large": { "$value": 16 }
                  },
                  "motion": { "fast": { "$value": { "value": 150, "unit": "ms" } } }
                }
                """, expect: [
                    "4:48: error: unknown unit 'pt' in token 'space.small'; did you mean 'px'? [token-file]",
                    "4:48: note: a dimension is in 'px' or 'rem'",
                    "5:26: error: expected a dimension '{ \"value\": …, \"unit\": \"px\" or \"rem\" }' in token 'space.large', found '16' [token-file]",
                    "7:15: error: token 'motion.fast' has no type [token-file]",
                    "7:15: note: give it '$type', or give one of its groups '$type'",
                ]),
        ],
        nonTriggering: [
            """
            {
              "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
              "motion": { "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } } }
            }
            """,
        ])
}
