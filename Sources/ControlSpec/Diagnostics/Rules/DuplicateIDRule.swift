extension Rule {
    /// Two parts with one id, or a group named like a part.
    static let duplicateID = Rule(
        id: "duplicate-id", defaultSeverity: .error, category: .semantics,
        summary: "Two parts share an id, or a group has the name of a part.",
        rationale: "Animations address parts and groups by name, so every name must mean one thing.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: LikeButton
                kind: button
                summary: Likes a post.
                size: 44x44
                parts:
                  - { id: heart, shape: circle, color: white }
                  - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }
                states:
                  idle: { initial: true }
                accessibility: { label: Like }
                """, expect: [
                    "8:11: error: duplicate part id 'heart' [duplicate-id]",
                    "7:11: note: first used here",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
