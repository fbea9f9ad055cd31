extension Rule {
    /// Touch states that do not form a working state machine.
    static let stateMachine = Rule(
        id: "state-machine", defaultSeverity: .error, category: .semantics,
        summary: "Touch states without exactly one initial state, a state that is never entered, " +
            "or two states entered by the same touch phase from the same state.",
        rationale: "The generated state machine must know where it rests and where every touch phase leads.",
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
                  idle: {}
                  down: { when: begin }
                  pressed: { when: begin }
                accessibility: { label: Like }
                """, expect: [
                    "8:1: error: no state is 'initial' [state-machine]",
                    "8:1: note: mark the state at rest with 'initial: true'",
                    "9:3: error: state 'idle' is never entered [state-machine]",
                    "9:3: note: give it 'when:' touch phases, or name it in another state's 'then:'",
                    "11:20: error: states 'down' and 'pressed' are both entered by 'begin' [state-machine]",
                    "11:20: note: restrict one of them with 'from:'",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
