extension Rule {
    /// An animation whose keys do not make one kind of animation.
    static let animationForm = Rule(
        id: "animation-form", defaultSeverity: .error, category: .semantics,
        summary: "An animation without `set` or `keyframes` (or with both), a spring on keyframes, a spring with neither `dampingRatio` nor all of `mass`, " +
            "`stiffness` and `damping`, or a keyframe calculation mode controlspec cannot reproduce (`paced`, `cubicPaced`).",
        rationale: "An animation is one timed change (`set`, with an easing or a spring) or a keyframe timeline; a spring is given one of UIKit's two ways; " +
            "the previews and the kernel play an animation as UIKit does, which the paced modes would break.",
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
                    animation: { duration: 0.3s, spring: { velocity: 0 }, set: { heart.scale: 0.8 } }
                accessibility: { label: Like }
                """, expect: [
                    "12:42: error: a spring needs 'dampingRatio', or all of 'mass', 'stiffness' and 'damping' [animation-form]",
                    "12:42: note: add 'dampingRatio: 1' for a spring that settles without overshoot",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
