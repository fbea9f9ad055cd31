import ControlSpec

/// A corpus of varied, valid specs of every kind, for the benchmark: each spec draws its range,
/// angles, steps, size, colours, interaction, parts and animations from a seeded generator, so
/// that the same seed gives the same bytes everywhere.
struct CorpusGenerator {
    /// The generator the specs are drawn from.
    private var random: SplitMix64

    /// A generator of specs from `seed`.
    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// `count` specs, as (file name, text), the kinds in turn.
    mutating func specs(count: Int) -> [(name: String, text: String)] {
        (0..<count).map { index in
            let name = "Control\(index)"
            switch index % 6 {
            case 0: return ("\(name).control.yaml", knob(name))
            case 1: return ("\(name).control.yaml", rangeSlider(name))
            case 2: return ("\(name).control.yaml", button(name))
            case 3: return ("\(name).control.yaml", slider(name))
            case 4: return ("\(name).control.yaml", circularSlider(name))
            default: return ("\(name).control.yaml", toggle(name))
            }
        }
    }

    /// Colours in every notation, quoted as a flow mapping needs them (a `#` would start a
    /// comment, a comma would end the value).
    private static let colors = ["tint", "systemBlue", "systemPink", "systemGreen", "label", "\"#3366ff\"", "\"#f0a\"", "\"rgb(0.2, 0.4, 0.8)\"",
                                 "\"white(0.2)\""]
    /// Easings, quoted likewise.
    private static let easings = ["linear", "easeIn", "easeOut", "easeInEaseOut", "\"cubic-bezier(0.3, 0.1, 0.2, 1)\""]

    private mutating func header(_ name: String, kind: String, summary: String, size: (Int, Int)) -> String {
        """
        controlspec: 1
        name: \(name)
        kind: \(kind)
        summary: \(summary)
        size: \(size.0)x\(size.1)

        """
    }

    /// A knob: shape layers or images, any range and step, angles in degrees or multiples of π.
    private mutating func knob(_ name: String) -> String {
        let side = random.int(60...200)
        let min = Double(random.int(-100...50)), span = Double(random.pick([1, 10, 100, 360]))
        let step = random.chance(0.4) ? span / Double(random.pick([4, 10, 20])) : 0
        let initial = min + (step > 0 ? step * Double(random.int(0...3)) : span * random.number(0...1))
        let (start, end) = random.pick([("-11/8pi", "3/8pi"), ("-135deg", "135deg"), ("0deg", "270deg"), ("-1/2pi", "1/2pi"), ("-150deg", "150deg")])
        var text = header(name, kind: "knob", summary: "A generated knob for the benchmark.", size: (side, side + random.int(0...20)))
        let images = random.chance(0.3)
        text += images ? "drawing: images\nimages:\n  background: \(name)Background\n  knob: { normal: \(name)Knob, highlighted: \(name)KnobLit }\n" : ""
        text += """
            value: { min: \(min.shortText), max: \((min + span).shortText), initial: \(initial.shortText), step: \(step.shortText), \
            continuous: \(random.chance(0.7)) }
            angles: { start: \(start), end: \(end), zero: \(random.pick(["right", "up", "left", "down"])), clockwise: \(random.chance(0.8)) }

            """
        if !images {
            text += "track: { lineWidth: \(random.int(1...6)), color: \(random.pick(Self.colors)) }\n"
            text += "pointer: { length: \(random.int(2...12)), color: { normal: \(random.pick(Self.colors)), highlighted: systemRed } }\n"
        }
        let style = random.pick(["rotate", "rotate", "horizontalDrag", "verticalDrag"])
        text += "interaction: { style: \(style), dragging: \(style == "rotate" ? random.pick(["absolute", "relative"]) : "relative"), doubleTapToReset: " +
                "\(random.chance(0.5)), touchSlop: \(random.int(0...20)) }\n"
        text += "animations:\n  setValue: { duration: \(random.int(10...60) * 10)ms, easing: \(random.pick(Self.easings)), through: " +
                "\(random.pick(["midpoint", "direct"])) }\n"
        text += "accessibility: { label: Level \(name), value: \"{percent:0} percent\" }\n"
        return text
    }

    /// A range slider: any range, thumbs, gap, curvaceousness and extras.
    private mutating func rangeSlider(_ name: String) -> String {
        let min = Double(random.int(-50...50)), span = Double(random.pick([10, 100, 1000]))
        let lower = min + span * random.number(0...0.4), upper = min + span * random.number(0.6...1)
        var text = header(name, kind: "rangeSlider", summary: "A generated range slider for the benchmark.", size: (random.int(200...400), random.int(44...60)))
        text += """
            value: { min: \(min.shortText), max: \((min + span).shortText), lower: \(lower.shortText), upper: \(upper.shortText), \
            minimumGap: \((span / 20).shortText) }
            curvaceousness: \(random.number(0...1))
            track:
              color: white(\(random.number(0.95...0.99)))
              highlightColor: \(random.pick(["tint", "systemBlue", "\"#0066ee\"", "rgb(0, 0.45, 0.94)"]))

            """
        if random.chance(0.5) { text += "  gloss: \"white(1, 0.4)\"\n  outline: { color: black, width: 0.5 }\n" }
        text += "thumb:\n  color: white\n  overlay: { normal: clear, highlighted: \"white(0, 0.1)\" }\n"
        if random.chance(0.5) {
            text += "  shadow: { color: gray, offset: [0, 1], blur: 1 }\n  gradient: { from: \"white(0, 0.15)\", to: \"white(0, 0.05)\" }\n"
        }
        text += "rightToLeft: \(random.pick(["mirror", "keep"]))\naccessibility: { label: Range \(name), value: \"{lower} to {upper}\" }\n"
        return text
    }

    /// A slider: 1…4 thumbs on a step grid, either orientation, any fill, sometimes ticks and labels.
    private mutating func slider(_ name: String) -> String {
        let thumbs = random.int(1...4)
        let min = Double(random.int(-50...50)), span = Double(random.pick([10, 100, 1000]))
        let steps = random.pick([10, 20, 50])
        let step = span / Double(steps)
        let values = (1...thumbs).map { min + step * Double(steps * $0 / (thumbs + 1)) }
        let vertical = random.chance(0.3)
        let labelled = !vertical && random.chance(0.4)
        let length = random.int(200...360), across = labelled ? 68 : random.int(40...56)
        var text = header(name, kind: "slider", summary: "A generated slider for the benchmark.", size: vertical ? (across, length) : (length, across))
        text += "orientation: \(vertical ? "vertical" : "horizontal")\n"
        text += "value: { min: \(min.shortText), max: \((min + span).shortText), values: " +
                "[\(values.map(\.shortText).joined(separator: ", "))], step: \(step.shortText)"
        text += thumbs > 1 ? ", minimumDistance: \((step * 2).shortText) }\n" : " }\n"
        text += "curvaceousness: \(random.number(0...1))\n"
        let fill = thumbs > 1 ? random.pick(["fromMinimum", "betweenThumbs", "none"]) : random.pick(["fromMinimum", "none"])
        text += "track: { fill: \(fill), thickness: \(random.int(2...8)), color: systemFill, fillColor: \(random.pick(Self.colors)) }\n"
        text += "thumb: { size: \(random.int(24...(labelled ? 28 : 32))), color: white }\n"
        if random.chance(0.5) { text += "ticks: { every: \((span / 10).shortText), length: \(random.int(4...10)), width: 1, color: systemGray3 }\n" }
        if labelled { text += "labels: { side: above, fontSize: 12, fractionDigits: 0, color: secondaryLabel }\n" }
        // Picked for every slider, so that the corpus is the same for every other choice; a
        // vertical slider does not mirror, and `inapplicable-key` refuses the key there.
        let direction = random.pick(["mirror", "keep"])
        if !vertical { text += "rightToLeft: \(direction)\n" }
        text += "accessibility: { label: Level \(name), value: \"{value:0}\" }\n"
        return text
    }

    /// A circular slider: one thumb (winding on a full circle) or two, on a full circle or an arc.
    private mutating func circularSlider(_ name: String) -> String {
        let side = random.int(140...240)
        let twoThumbs = random.chance(0.4)
        let full = random.chance(0.6)
        let max = Double(random.pick([24, 60, 100, 360]))
        let step = random.pick([1.0, max / 24])
        var text = header(name, kind: "circularSlider", summary: "A generated circular slider for the benchmark.", size: (side, side))
        text += "thumbs: \(twoThumbs ? 2 : 1)\n"
        if twoThumbs {
            text += "value: { min: 0, max: \(max.shortText), lower: \((step * 2).shortText), upper: \((step * 12).shortText), step: \(step.shortText), " +
                    "minimumDistance: \(step.shortText) }\n"
        } else {
            text += "value: { min: 0, max: \(max.shortText), initial: \((step * 3).shortText), step: \(step.shortText), turns: " +
                    "\(full ? random.int(1...3) : 1) }\n"
        }
        let (start, end) = full ? ("0deg", "360deg") : random.pick([("-135deg", "135deg"), ("-120deg", "120deg"), ("-1/2pi", "1/2pi")])
        text += "angles: { start: \(start), end: \(end), zero: up, clockwise: \(random.chance(0.8)) }\n"
        text += "track: { lineWidth: \(random.int(6...16)), color: systemGray5 }\n"
        text += "fill: { color: \(random.pick(Self.colors)) }\n"
        text += "thumb: { radius: \(random.int(10...16)), color: { normal: white, highlighted: systemGray6 } }\n"
        text += "interaction: { touchSlop: \(random.int(8...14)) }\n"
        text += "accessibility: { label: Ring \(name), value: \"{value:0}\" }\n"
        return text
    }

    /// A toggle: a capsule track with a fill and a thumb, turned on and off by springs or curves.
    private mutating func toggle(_ name: String) -> String {
        let width = random.int(44...64), height = random.int(26...34)
        let thumb = height - 4
        var text = header(name, kind: "toggle", summary: "A generated toggle for the benchmark.", size: (width + 12, max(44, height + 12)))
        text += """
            isOn: \(random.chance(0.3))
            thumb: knob
            parts:
              - id: track
                shape: capsule
                size: \(width)x\(height)
                color: { normal: systemGray5, disabled: systemGray6 }
                children:
                  - { id: fill, shape: capsule, color: \(random.pick(Self.colors)), alpha: 0 }
                  - { id: knob, shape: circle, diameter: \(thumb), leading: 2, color: { normal: white, highlighted: systemGray6 } }

            """
        if random.chance(0.6) {
            text += "turnOn: { duration: \(random.int(2...5) * 100)ms, spring: { dampingRatio: \(random.number(0.5...1)) }, set: { fill.alpha: 1 } }\n"
        } else {
            text += "turnOn: { duration: \(random.int(2...5) * 100)ms, easing: \(random.pick(Self.easings)), set: { fill.alpha: 1 } }\n"
        }
        text += "turnOff: { duration: \(random.int(2...4) * 100)ms, spring: { dampingRatio: 1 }, set: rest }\n"
        text += "haptic: \(random.pick(["light", "selection", "medium"]))\n"
        text += "accessibility: { label: Switch \(name) }\n"
        return text
    }

    /// A button: a circle or capsule with children and mirrors, and touch states with springs and keyframes.
    private mutating func button(_ name: String) -> String {
        let side = random.int(48...90)
        let lines = random.int(1...4)
        var text = header(name, kind: "button", summary: "A generated button for the benchmark.", size: (side, side))
        text += "parts:\n"
        for line in 1...lines {
            text += "  - { id: shadow\(line), group: shadows, mirrors: line\(line), shape: " +
                    "roundedRect, cornerRadius: 1, color: \(random.pick(Self.colors)), alpha: 0.6 }\n"
        }
        text += "  - id: body\n    shape: \(random.pick(["circle", "capsule", "roundedRect"]))\n    size: \(side)x\(side)\n    color: " +
                "\(random.pick(Self.colors))\n    clipsChildren: true\n    children:\n"
        for line in 1...lines {
            text += "      - { id: line\(line), group: lines, shape: roundedRect, size: \(random.int(12...30))x2, cornerRadius: 1, trailing: " +
                    "\(random.int(6...16)), centerY: \(side / 2 - 6 + 3 * line), color: white }\n"
        }
        text += "      - { id: icon, shape: symbol, symbol: \(random.pick(["cart.fill", "heart.fill", "star", "bolt.fill"])), pointSize: " +
                "\(random.int(16...28)), weight: \(random.pick(["regular", "bold", "semibold"])), color: white }\n"
        text += """
            states:
              idle:
                initial: true
              down:
                when: begin
                from: [idle]
                animation:
                  duration: \(random.int(2...8) * 100)ms
                  spring: { dampingRatio: \(random.number(0.5...1)), velocity: 0 }
                  set: { lines.width: \(random.int(20...36)) ± \(random.int(0...4)), shadows.alpha: 1, icon.rotation: -\(random.int(1...15))deg }
              cancelled:
                when: [endOutside, cancel]
                animation: { duration: 0.3s, spring: { dampingRatio: 1 }, set: rest }
                then: idle
              up:
                when: end
                animation:
                  duration: \(random.int(4...9) * 100)ms
                  mode: \(random.pick(["linear", "cubic"]))
                  keyframes:
                    - { at: 0, for: 0.35, set: { icon.x: -\(random.int(2...6)), lines.trailing: 2 ± 4 }, easing: \(random.pick(Self.easings)) }
                    - { at: 0.35, for: 0.5, set: { icon.x: \(side * 2), lines.trailing: \(side * 2) } }
                    - { at: 0.45, for: 0.2, set: { shadows.alpha: 0 } }
                then: idle
                resetParts: true
            accessibility: { label: Tap \(name) }

            """
        return text
    }
}

extension Double {
    /// The shortest text that reads back as the same number, as a spec would write it.
    var shortText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : "\(self)"
    }
}
