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
            switch index % 3 {
            case 0: return ("\(name).control.yaml", knob(name))
            case 1: return ("\(name).control.yaml", rangeSlider(name))
            default: return ("\(name).control.yaml", button(name))
            }
        }
    }

    /// Colours in every notation, quoted as a flow mapping needs them (a `#` would start a
    /// comment, a comma would end the value).
    private static let colors = ["tint", "systemBlue", "systemPink", "systemGreen", "label", "\"#3366ff\"", "\"#f0a\"", "\"rgb(0.2, 0.4, 0.8)\"", "\"white(0.2)\""]
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
            value: { min: \(min.shortText), max: \((min + span).shortText), initial: \(initial.shortText), step: \(step.shortText), continuous: \(random.chance(0.7)) }
            angles: { start: \(start), end: \(end), zero: \(random.pick(["right", "up", "left", "down"])), clockwise: \(random.chance(0.8)) }

            """
        if !images {
            text += "track: { lineWidth: \(random.int(1...6)), color: \(random.pick(Self.colors)) }\n"
            text += "pointer: { length: \(random.int(2...12)), color: { normal: \(random.pick(Self.colors)), highlighted: systemRed } }\n"
        }
        let style = random.pick(["rotate", "rotate", "horizontalDrag", "verticalDrag"])
        text += "interaction: { style: \(style), dragging: \(style == "rotate" ? random.pick(["absolute", "relative"]) : "relative"), doubleTapToReset: \(random.chance(0.5)), touchSlop: \(random.int(0...20)) }\n"
        text += "animations:\n  setValue: { duration: \(random.int(10...60) * 10)ms, easing: \(random.pick(Self.easings)), through: \(random.pick(["midpoint", "direct"])) }\n"
        text += "accessibility: { label: Level \(name), value: \"{percent:0} percent\" }\n"
        return text
    }

    /// A range slider: any range, thumbs, gap, curvaceousness and extras.
    private mutating func rangeSlider(_ name: String) -> String {
        let min = Double(random.int(-50...50)), span = Double(random.pick([10, 100, 1000]))
        let lower = min + span * random.number(0...0.4), upper = min + span * random.number(0.6...1)
        var text = header(name, kind: "rangeSlider", summary: "A generated range slider for the benchmark.", size: (random.int(200...400), random.int(44...60)))
        text += """
            value: { min: \(min.shortText), max: \((min + span).shortText), lower: \(lower.shortText), upper: \(upper.shortText), minimumGap: \((span / 20).shortText) }
            curvaceousness: \(random.number(0...1))
            track:
              color: white(\(random.number(0.95...0.99)))
              highlightColor: \(random.pick(["tint", "systemBlue", "\"#0066ee\"", "rgb(0, 0.45, 0.94)"]))

            """
        if random.chance(0.5) { text += "  gloss: \"white(1, 0.4)\"\n  outline: { color: black, width: 0.5 }\n" }
        text += "thumb:\n  color: white\n  overlay: { normal: clear, highlighted: \"white(0, 0.1)\" }\n"
        if random.chance(0.5) { text += "  shadow: { color: gray, offset: [0, 1], blur: 1 }\n  gradient: { from: \"white(0, 0.15)\", to: \"white(0, 0.05)\" }\n" }
        text += "rightToLeft: \(random.pick(["mirror", "keep"]))\naccessibility: { label: Range \(name), value: \"{lower} to {upper}\" }\n"
        return text
    }

    /// A button: a circle or capsule with children and mirrors, and touch states with springs and keyframes.
    private mutating func button(_ name: String) -> String {
        let side = random.int(48...90)
        let lines = random.int(1...4)
        var text = header(name, kind: "button", summary: "A generated button for the benchmark.", size: (side, side))
        text += "parts:\n"
        for line in 1...lines {
            text += "  - { id: shadow\(line), group: shadows, mirrors: line\(line), shape: roundedRect, cornerRadius: 1, color: \(random.pick(Self.colors)), alpha: 0.6 }\n"
        }
        text += "  - id: body\n    shape: \(random.pick(["circle", "capsule", "roundedRect"]))\n    size: \(side)x\(side)\n    color: \(random.pick(Self.colors))\n    clipsChildren: true\n    children:\n"
        for line in 1...lines {
            text += "      - { id: line\(line), group: lines, shape: roundedRect, size: \(random.int(12...30))x2, cornerRadius: 1, trailing: \(random.int(6...16)), centerY: \(side / 2 - 6 + 3 * line), color: white }\n"
        }
        text += "      - { id: icon, shape: symbol, symbol: \(random.pick(["cart.fill", "heart.fill", "star", "bolt.fill"])), pointSize: \(random.int(16...28)), weight: \(random.pick(["regular", "bold", "semibold"])), color: white }\n"
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
