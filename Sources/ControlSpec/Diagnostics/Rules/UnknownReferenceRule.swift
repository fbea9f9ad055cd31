extension Rule {
    /// A name that refers to nothing: a part, group, property, state or placeholder.
    static let unknownReference = Rule(
        id: "unknown-reference", defaultSeverity: .error, category: .semantics,
        summary: "A reference to a part, group, property, state or placeholder that does not exist.",
        rationale: "Animations, mirrors and state transitions refer to names declared elsewhere in the spec; the message suggests the closest declared name.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: LikeButton
                kind: button
                summary: Likes a post.
                size: 44x44
                parts:
                  - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }
                states:
                  idle: { initial: true }
                  down:
                    when: begin
                    animation: { duration: 0.2s, set: { hart.scale: 0.8, heart.rotaton: 10deg } }
                    then: idel
                accessibility: { label: Like }
                """, expect: [
                    "12:41: error: unknown part or group 'hart'; did you mean 'heart'? [unknown-reference]",
                    "12:58: error: unknown property 'rotaton'; did you mean 'rotation'? [unknown-reference]",
                    "13:11: error: unknown state 'idel'; did you mean 'idle'? [unknown-reference]",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
