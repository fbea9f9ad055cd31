extension Rule {
    /// Keyframes past the end of their animation, or overlapping on one property.
    static let keyframeTiming = Rule(
        id: "keyframe-timing", defaultSeverity: .error, category: .semantics,
        summary: "A keyframe that runs past the end of its animation (`at + for` above 1), or two keyframes animating one property at the same time.",
        rationale: "Keyframe times are fractions of the animation's duration; UIKit would clip or fight over such keyframes.",
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
                  up:
                    when: end
                    then: idle
                    animation:
                      duration: 0.6s
                      keyframes:
                        - { at: 0, for: 0.6, set: { heart.scale: 1.3 } }
                        - { at: 0.5, for: 0.6, set: { heart.scale: 1 } }
                accessibility: { label: Like }
                """, expect: [
                    "17:27: error: keyframe runs past the end: 'at' 0.5 + 'for' 0.6 = 1.1 [keyframe-timing]",
                    "17:27: note: 'at + for' must be at most 1, the end of the animation",
                    "17:39: error: 'heart.scale' is animated by overlapping keyframes [keyframe-timing]",
                    "16:37: note: another keyframe animates it from 0 to 0.6",
                ]),
        ],
        nonTriggering: [Rule.minimalButton])
}
