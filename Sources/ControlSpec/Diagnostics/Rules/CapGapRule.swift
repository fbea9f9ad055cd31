import ControlKernel
import Foundation

extension Rule {
    /// A circular slider on a partial arc whose round or square line caps close the gap between
    /// the track's ends.
    static let capGap = Rule(
        id: "cap-gap", defaultSeverity: .warning, category: .design,
        summary: "A circular slider's round or square line caps close the gap of its partial arc.",
        rationale: "Round and square caps reach `track.lineWidth / 2` past each end of the track (and of a full fill). " +
            "Where the track's ends are at most `lineWidth` apart (the chord `2 × radius × sin(gap / 2)`, for a gap under 180deg), " +
            "two round caps touch or overlap, so the arc looks like a closed ring and the start and the end cannot be told apart. " +
            "Square caps contain round ones, so they touch then too (and may already a little earlier, which the rule does not flag). Use `lineCap: butt`, " +
            "a wider gap or a thinner line.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Dial
                kind: circularSlider
                summary: Sets a level on an almost closed ring.
                size: 120x120
                value: { min: 0, max: 100 }
                angles: { start: 0deg, end: 350deg, zero: up }
                track: { lineWidth: 12 }
                accessibility: { label: Level }
                """, expect: [
                    "8:21: warning: the track's round caps close its 10deg gap: its ends are 8.279796 points apart, at most its line width 12 [cap-gap]",
                    "8:21: note: round and square caps reach lineWidth / 2 past each end; use 'lineCap: butt', a wider gap or a thinner line",
                ]),
        ],
        nonTriggering: [
            Rule.minimalCircularSlider,
            """
            controlspec: 1
            name: Dial
            kind: circularSlider
            summary: Sets a level on an almost closed ring.
            size: 120x120
            value: { min: 0, max: 100 }
            angles: { start: 0deg, end: 350deg, zero: up }
            track: { lineWidth: 12, lineCap: butt }
            accessibility: { label: Level }
            """,
        ],
        designCheck: { spec, report in
            guard let slider = spec.body as? CircularSliderSpec, slider.lineCap != .butt else { return }
            let gap = 2 * Double.pi - (slider.angles.end.radians - slider.angles.start.radians)
            guard gap > 1e-9, gap < .pi else { return }
            let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height),
                                        lineWidth: slider.lineWidth, thumbRadius: slider.thumbRadius, thumbOutlineWidth: slider.thumbOutlineWidth)
            let chord = 2 * Double(layout.radius) * sin(gap / 2)
            guard chord <= slider.lineWidth else { return }
            report.finding(
                "the track's \(slider.lineCap.rawValue) caps close its \(gap.degreesText) gap: its ends are \(chord.roundedText) points apart, " +
                    "at most its line width \(slider.lineWidth.shortText)",
                keyPath: "track.lineCap", at: ["track.lineCap", "track.lineWidth", "angles.end", "kind"],
                notes: ["round and square caps reach lineWidth / 2 past each end; use 'lineCap: butt', a wider gap or a thinner line"])
        })
}
