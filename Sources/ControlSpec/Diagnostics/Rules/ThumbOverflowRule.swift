import ControlKernel
import Foundation

extension Rule {
    /// A toggle whose thumb, when on, sticks out of the part it travels in.
    static let thumbOverflow = Rule(
        id: "thumb-overflow", defaultSeverity: .warning, category: .design,
        summary: "A toggle's thumb, when on, reaches past the end of the part it travels in.",
        rationale: "A `travel` longer than the room in the thumb's parent pushes the thumb out of its track when the toggle is on, " +
            "so the two ends no longer look alike and the thumb may be clipped or overlap what is next to the control. " +
            "The symmetric travel (leave `travel` out) mirrors the off position.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Switch
                kind: toggle
                summary: A switch.
                size: 60x44
                thumb: knob
                travel: 40
                parts:
                  - { id: track, shape: capsule, size: 50x30, color: systemGray5 }
                  - { id: knob, shape: circle, diameter: 26, leading: 7, color: white }
                turnOn: { duration: 0.2s, set: { track.alpha: 0.8 } }
                turnOff: { duration: 0.2s, set: rest }
                accessibility: { label: Sound }
                """, expect: [
                    "7:9: warning: the thumb 'knob' ends 13 pt past its parent when on [thumb-overflow]",
                    "7:9: note: the symmetric travel here is 20 pt; leave 'travel' out to use it",
                ]),
        ],
        nonTriggering: [
            """
                controlspec: 1
                name: Switch
                kind: toggle
                summary: A switch.
                size: 60x44
                thumb: knob
                parts:
                  - { id: track, shape: capsule, size: 50x30, color: systemGray5 }
                  - { id: knob, shape: circle, diameter: 26, leading: 7, color: white }
                turnOn: { duration: 0.2s, set: { track.alpha: 0.8 } }
                turnOff: { duration: 0.2s, set: rest }
                accessibility: { label: Sound }
                """,
        ],
        designCheck: { spec, report in
            guard let toggle = spec.body as? ToggleSpec, let written = toggle.travel else { return }
            let symmetric = toggle.symmetricTravel(size: spec.size)
            let overflow = written - symmetric - ThumbOverflow.restGap(of: toggle, size: spec.size)
            guard overflow > ThumbOverflow.tolerance else { return }
            report.finding(
                "the thumb '\(toggle.thumb)' ends \(overflow.shortText) pt past its parent when on", keyPath: "travel",
                notes: ["the symmetric travel here is \(symmetric.shortText) pt; leave 'travel' out to use it"])
        })
}

/// The geometry behind `thumb-overflow`.
enum ThumbOverflow {
    /// Overflows smaller than this, in points, are rounding.
    static let tolerance = 1e-9

    /// The gap between the thumb at rest and its parent's off end (the leading edge, or the
    /// bottom): the room past the symmetric travel before the thumb leaves its parent.
    static func restGap(of toggle: ToggleSpec, size: Size) -> Double {
        let layout = PartLayout(parts: toggle.partDefinitions, size: CGSize(width: size.width, height: size.height), direction: .leftToRight)
        let thumb = toggle.thumbIndex
        let frame = layout.rest[thumb].frame
        switch toggle.orientation {
        case .horizontal: return Double(frame.minX)
        case .vertical: return Double(layout.parentSize(of: thumb, in: layout.rest).height - frame.maxY)
        }
    }
}
