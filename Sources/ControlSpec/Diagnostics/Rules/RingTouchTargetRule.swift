import ControlKernel
import Foundation

extension Rule {
    /// A circular slider whose ring of touchable points is thinner than 44 points.
    static let ringTouchTarget = Rule(
        id: "ring-touch-target", defaultSeverity: .warning, category: .design,
        summary: "The band around a circular slider's track where a touch grabs a thumb is thinner than 44 points.",
        rationale: "A touch grabs a thumb within `max(track.lineWidth / 2, thumb.radius) + interaction.touchSlop` of the track, inside or outside it; " +
            "below 44 points across, the thumbs are hard to hit, above all for people with motor impairments. " +
            "Raise `interaction.touchSlop` (nothing is drawn larger) or `thumb.radius`.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Ring
                kind: circularSlider
                summary: Sets minutes on a ring.
                size: 120x120
                value: { min: 0, max: 60 }
                angles: { start: 0deg, end: 360deg, zero: up }
                thumb: { radius: 8 }
                interaction: { touchSlop: 4 }
                accessibility: { label: Minutes }
                """, expect: [
                    "9:27: warning: a touch grabs a thumb within a band 24 points across, less than 44 [ring-touch-target]",
                    "9:27: note: the band is 2 × (max(track.lineWidth / 2, thumb.radius) + interaction.touchSlop); " +
                        "Apple's Human Interface Guidelines ask for 44 points so a finger can hit the thumb",
                ]),
        ],
        nonTriggering: [Rule.minimalCircularSlider],
        designCheck: { spec, report in
            guard let slider = spec.body as? CircularSliderSpec else { return }
            let band = 2 * (max(slider.lineWidth / 2, slider.thumbRadius) + slider.touchSlop)
            guard band < TouchTarget.minimumSide else { return }
            report.finding(
                "a touch grabs a thumb within a band \(band.shortText) points across, less than \(TouchTarget.minimumSide.shortText)",
                keyPath: "interaction.touchSlop", at: ["interaction.touchSlop", "thumb.radius", "kind"],
                notes: ["the band is 2 × (max(track.lineWidth / 2, thumb.radius) + interaction.touchSlop); " +
                    "Apple's Human Interface Guidelines ask for \(TouchTarget.minimumSide.shortText) points so a finger can hit the thumb"])
        })

    /// A complete, clean circular slider spec for examples.
    static let minimalCircularSlider = """
        controlspec: 1
        name: TimerRing
        kind: circularSlider
        summary: Sets minutes on a ring.
        size: 120x120
        value: { min: 0, max: 60 }
        angles: { start: 0deg, end: 360deg, zero: up }
        accessibility: { label: Minutes }
        """
}
