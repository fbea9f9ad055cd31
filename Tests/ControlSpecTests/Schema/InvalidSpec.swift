@testable import ControlSpec

/// A small variation of a minimal spec that the checker and the schema must both reject.
struct InvalidSpec: Sendable {
    /// What is wrong.
    var name: String
    /// The spec's text.
    var source: String
    /// The rule the checker must report.
    var rule: String

    /// `base` with `old` replaced by `new` (`old` must occur in `base`).
    init(_ name: String, _ base: String, replacing old: String, with new: String, rule: Rule) {
        precondition(base.contains(old), "'\(old)' is not in the base spec of '\(name)'")
        self.name = name
        self.source = base.replacingOccurrences(of: old, with: new)
        self.rule = rule.id
    }

    private static let knob = Rule.minimalKnob, slider = Rule.minimalSlider, button = Rule.minimalButton

    /// Every case.
    static let all: [InvalidSpec] = [
        InvalidSpec("misspelt key", knob, replacing: "{ label: Level }", with: "{ lable: Level }", rule: .unknownKey),
        InvalidSpec("key of another kind", knob, replacing: "accessibility:", with: "curvaceousness: 1\naccessibility:", rule: .unknownKey),
        InvalidSpec("quoted number", knob, replacing: "max: 1", with: "max: \"1\"", rule: .wrongType),
        InvalidSpec("missing required key", knob, replacing: "angles: { start: -135deg, end: 135deg, zero: up }\n", with: "", rule: .missingKey),
        InvalidSpec("unknown enumeration value", knob, replacing: "zero: up", with: "zero: top", rule: .unknownValue),
        InvalidSpec("unknown kind", knob, replacing: "kind: knob", with: "kind: dial", rule: .unknownValue),
        InvalidSpec("unknown format version", knob, replacing: "controlspec: 1", with: "controlspec: 2", rule: .outOfRange),
        InvalidSpec("unknown colour name", button, replacing: "color: systemRed", with: "color: sytemRed", rule: .unknownValue),
        InvalidSpec("hex colour with five digits", button, replacing: "color: systemRed", with: "color: \"#FF2D5\"", rule: .invalidFormat),
        InvalidSpec("colour component above 1", button, replacing: "color: systemRed", with: "color: \"rgb(1, 0, 255)\"", rule: .outOfRange),
        InvalidSpec("unknown control state in a state colour", button, replacing: "color: systemRed", with: "color: { normal: systemRed, pressed: systemPink }", rule: .unknownKey),
        InvalidSpec("state colour without normal", button, replacing: "color: systemRed", with: "color: { highlighted: systemRed }", rule: .missingKey),
        InvalidSpec("number out of range", slider, replacing: "accessibility:", with: "curvaceousness: 1.5\naccessibility:", rule: .outOfRange),
        InvalidSpec("angle without unit", knob, replacing: "start: -135deg", with: "start: -135", rule: .missingUnit),
        InvalidSpec("angle with an unknown unit", knob, replacing: "start: -135deg", with: "start: -135grad", rule: .invalidFormat),
        InvalidSpec("duration without unit", button, replacing: "{ duration: 0.2s, set: { heart.scale: 0.8 } }", with: "{ duration: 0.2, set: { heart.scale: 0.8 } }", rule: .missingUnit),
        InvalidSpec("size without height", knob, replacing: "size: 64x64", with: "size: 64x", rule: .invalidFormat),
        InvalidSpec("size of zero height", knob, replacing: "size: 64x64", with: "size: 64x0", rule: .outOfRange),
        InvalidSpec("'yes' as a boolean", knob, replacing: "max: 1", with: "max: 1, continuous: yes", rule: .yamlBoolean),
        InvalidSpec("part id not an identifier", button, replacing: "id: heart,", with: "id: Heart,", rule: .invalidFormat),
        InvalidSpec("Swift keyword as type name", knob, replacing: "name: Dial", with: "name: class", rule: .invalidFormat),
        InvalidSpec("summary on several lines", knob, replacing: "summary: A dial that sets a level.", with: "summary: \"A dial\\nthat sets a level.\"", rule: .invalidFormat),
        InvalidSpec("quoted length without unit", knob, replacing: "accessibility:", with: "track: { lineWidth: \"2\" }\naccessibility:", rule: .wrongType),
        InvalidSpec("length below its range", knob, replacing: "accessibility:", with: "track: { lineWidth: 0pt }\naccessibility:", rule: .outOfRange),
        InvalidSpec("point with three numbers", slider, replacing: "accessibility:", with: "thumb: { shadow: { color: black, offset: [0, 1, 2] } }\naccessibility:", rule: .wrongType),
        InvalidSpec("unknown easing", button, replacing: "{ duration: 0.2s, set: { heart.scale: 0.8 } }", with: "{ duration: 0.2s, easing: easeInOut, set: { heart.scale: 0.8 } }", rule: .unknownValue),
        InvalidSpec("negative jitter", button, replacing: "heart.scale: 0.8", with: "heart.scale: 0.8 ± -0.1", rule: .outOfRange),
        InvalidSpec("assignment target without property", button, replacing: "heart.scale: 0.8", with: "heart: 0.8", rule: .invalidFormat),
        InvalidSpec("empty parts", button, replacing: "parts:\n  - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }", with: "parts: []", rule: .outOfRange),
        InvalidSpec("state name not an identifier", button, replacing: "  up:\n", with: "  Up:\n", rule: .invalidFormat),
    ]
}
