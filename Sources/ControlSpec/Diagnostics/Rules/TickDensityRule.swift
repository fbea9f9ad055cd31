import ControlKernel
import Foundation

extension Rule {
    /// A slider whose tick marks are so close together that they blur into a bar.
    static let tickDensity = Rule(
        id: "tick-density", defaultSeverity: .warning, category: .design,
        summary: "A slider's tick marks leave less than 3 points of track between neighbours, so they blur into a bar.",
        rationale: "Tick marks show the values a thumb stops at; ticks on every step of a fine step (0.01 on a 300-point track) or on closely packed snap " +
            "values leave a sliver of track between them, and the row reads as a striped bar rather than as stops, " +
            "none of which a finger could pick out anyway. The track between neighbouring ticks is their distance along the track (from the same layout the " +
            "generated control draws with, at the spec's size) less a tick's width; 3 points, about half a millimetre on an iPhone screen, " +
            "is this rule's judgement of the least that keeps marks apart. Mark fewer values with `ticks.every`, or leave `ticks` out.",
        triggering: [
            RuleExample("""
                controlspec: 1
                name: Opacity
                kind: slider
                summary: Sets an opacity.
                size: 300x44
                value: { min: 0, max: 1, values: [0.5], step: 0.01 }
                track: { color: systemFill, fillColor: tint }
                ticks: { length: 8 }
                accessibility: { label: Opacity }
                """, expect: [
                    "8:8: warning: tick marks 2.72 points apart leave 1.72 points of track between them, less than 3 [tick-density]",
                    "8:8: note: so close, the ticks blur into a bar; mark fewer values with 'ticks.every: 0.02' (5.44 points apart), or leave 'ticks' out",
                ]),
            RuleExample("""
                controlspec: 1
                name: Gain
                kind: slider
                summary: Sets a gain.
                size: 44x200
                orientation: vertical
                value: { min: 0, max: 100, values: [50], step: 1 }
                track: { color: systemFill, fillColor: tint }
                ticks: { every: 2, width: 2 }
                accessibility: { label: Gain }
                """, expect: [
                    "9:17: warning: tick marks 3.44 points apart leave 1.44 points of track between them, less than 3 [tick-density]",
                    "9:17: note: so close, the ticks blur into a bar; mark fewer values with 'ticks.every: 4' (6.88 points apart), or leave 'ticks' out",
                ]),
        ],
        nonTriggering: [
            """
                controlspec: 1
                name: Opacity
                kind: slider
                summary: Sets an opacity.
                size: 300x44
                value: { min: 0, max: 1, values: [0.5], step: 0.01 }
                track: { color: systemFill, fillColor: tint }
                ticks: { every: 0.1, length: 8 }
                accessibility: { label: Opacity }
                """,
        ],
        designCheck: { spec, report in
            guard let slider = spec.body as? SliderSpec, let density = TickDensity(spec: spec, slider: slider), density.isTooDense else { return }
            let fewer = density.suggestedEvery.map { every in
                "'ticks.every: \(every.value.roundedText)' (\(Double(every.distance).roundedText) points apart)"
            } ?? "'ticks.every'"
            report.finding(
                "tick marks \(Double(density.distance).roundedText) points apart leave \(Double(density.gap).roundedText) points of track between them, " +
                    "less than \(TickDensity.minimumGap.shortText)",
                keyPath: "ticks.every", at: ["ticks.every", "ticks"],
                notes: ["so close, the ticks blur into a bar; mark fewer values with \(fewer), or leave 'ticks' out"])
        })
}

/// The geometry behind `tick-density`: the closest neighbouring ticks of a slider, placed by the
/// kernel's tick values and layout at the spec's size.
struct TickDensity {
    /// The least track, in points, that keeps neighbouring tick marks apart.
    static let minimumGap = 3.0

    /// The value of the lower of the two closest ticks.
    var lowerValue: Double
    /// The value distance between the two closest ticks.
    var valueDistance: Double
    /// Their distance along the track, centre to centre, in points.
    var distance: CGFloat
    /// A tick's width along the track, in points.
    var width: CGFloat
    /// The layout the ticks are placed with.
    var layout: MultiSliderLayout

    /// The closest ticks of `slider` (the kernel's tick values are distinct, lowest first); `nil`
    /// with fewer than two.
    init?(spec: ControlSpecification, slider: SliderSpec) {
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        guard let marks = configuration.ticks else { return nil }
        let model = MultiSliderModel(configuration: configuration)
        let layout = MultiSliderLayout(configuration: configuration, size: CGSize(width: spec.size.width, height: spec.size.height),
                                       minimumValue: model.minimumValue, maximumValue: model.maximumValue)
        let values = marks.values(for: model)
        let pairs = zip(values, values.dropFirst()).map { ($0, $1, abs(layout.track.position(of: $1) - layout.track.position(of: $0))) }
        self.layout = layout
        guard let closest = pairs.min(by: { $0.2 < $1.2 }) else { return nil }
        lowerValue = closest.0
        valueDistance = closest.1 - closest.0
        distance = closest.2
        width = CGFloat(marks.width)
    }

    /// Gaps within this of `minimumGap`, in points, are rounding.
    static let tolerance = 1e-9

    /// The track between the two closest ticks: their distance less a tick's width.
    var gap: CGFloat { distance - width }

    /// Whether the gap is less than `minimumGap`.
    var isTooDense: Bool { Double(gap) < Self.minimumGap - Self.tolerance }

    /// The smallest whole multiple of the closest ticks' value distance that leaves
    /// `minimumGap` between ticks, and the distance it puts them apart; `nil` when none within
    /// the range does.
    var suggestedEvery: (value: Double, distance: CGFloat)? {
        guard distance > 0 else { return nil }
        let multiple = ((CGFloat(Self.minimumGap) + width) / distance).rounded(.up)
        let every = Double(multiple) * valueDistance
        let apart = abs(layout.track.position(of: lowerValue + every) - layout.track.position(of: lowerValue))
        guard lowerValue + every <= layout.track.maximumValue, Double(apart - width) >= Self.minimumGap - Self.tolerance else { return nil }
        return (every, apart)
    }
}
