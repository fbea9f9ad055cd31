extension Rule {
    /// A part positioned twice along one axis, or mirroring a mirror.
    static let partLayout = Rule(
        id: "part-layout", defaultSeverity: .error, category: .semantics,
        summary: "A part positioned twice along one axis (`leading` and `trailing`), sized twice, or mirroring a part that mirrors another.",
        rationale: "Each axis takes one position key and the size gives the other edge; two would conflict.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: LikeButton
                kind: button
                summary: Likes a post.
                size: 44x44
                parts:
                  - { id: bar, shape: roundedRect, size: 24x2, leading: 4, trailing: 28 }
                states:
                  idle: { initial: true }
                accessibility: { label: Like }
                """, expect: [
                    "7:60: error: part 'bar' sets both 'leading' and 'trailing' [part-layout]",
                    "7:60: note: set one of 'centerX', 'leading', 'trailing'; the size gives the other edge",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
