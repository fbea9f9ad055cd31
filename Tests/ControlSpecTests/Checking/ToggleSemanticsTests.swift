import Testing
@testable import ControlSpec

/// Toggle semantics: the thumb must be a part that can travel, on colours name parts, the
/// animations leave the thumb's travel to the toggle, and `turnOn` says what changes.
@Suite struct ToggleSemanticsTests {
    /// A clean toggle to edit.
    static let toggle = """
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
        """

    /// `text` with `old` replaced by `new`.
    static func r(_ old: String, _ new: String) -> String { CleanSpecs.r(toggle, old, new) }

    static let cases: [LintCase] = [
        LintCase("clean", toggle, expect: []),
        LintCase("unknownThumb", r("thumb: knob", "thumb: knbo"), expect: [
            "6:8: error: unknown part 'knbo'; did you mean 'knob'? [unknown-reference]",
        ]),
        LintCase("mirrorThumb", r("thumb: knob", "thumb: ghost").replacingOccurrences(of: "color: white }", with: "color: white }\n  - { id: ghost, shape: circle, mirrors: knob, color: white }"), expect: [
            "6:8: error: the thumb 'ghost' mirrors 'knob' [part-layout]",
            "6:8: note: a mirror follows the part it mirrors and cannot travel; make 'knob' the thumb",
        ]),
        LintCase("noRoom", r("diameter: 26, leading: 7", "diameter: 26, leading: 17"), expect: [
            "6:8: error: the thumb 'knob' has no room to travel: its symmetric travel is 0 pt [part-layout]",
            "6:8: note: make the thumb shorter than its parent along the horizontal axis, or give 'travel'",
        ]),
        LintCase("thumbMovedByAnimation", r("set: { track.alpha: 0.8 }", "set: { track.alpha: 0.8, knob.x: 20 }"), expect: [
            "10:52: error: 'knob.x' is moved by the toggle itself [inapplicable-key]",
            "10:52: note: the thumb 'knob' travels along 'x' by 'travel' when the toggle turns on, and back when it turns off; " +
                "leave its position along that axis to the toggle",
        ]),
        LintCase("thumbMovedByPosition", r("set: { track.alpha: 0.8 }", "set: { track.alpha: 0.8, knob.leading: 20 }"), expect: [
            "10:52: error: 'knob.leading' is moved by the toggle itself [inapplicable-key]",
            "10:52: note: the thumb 'knob' travels along 'x' by 'travel' when the toggle turns on, and back when it turns off; " +
                "leave its position along that axis to the toggle",
        ]),
        LintCase("verticalLeavesXFree", r("set: { track.alpha: 0.8 }", "set: { track.alpha: 0.8, knob.x: 2 }").replacingOccurrences(of: "thumb: knob", with: "thumb: knob\norientation: vertical\ntravel: 4"), expect: []),
        LintCase("unknownOnColor", r("accessibility:", "onColors: { trak: systemGreen }\naccessibility:"), expect: [
            "12:13: error: unknown part 'trak'; did you mean 'track'? [unknown-reference]",
        ]),
        LintCase("turnOnRest", r("turnOn: { duration: 0.2s, set: { track.alpha: 0.8 } }", "turnOn: { duration: 0.2s, set: rest }"), expect: [
            "10:32: error: 'turnOn' cannot be 'set: rest' [animation-form]",
            "10:32: note: the parts at rest are the off look; 'turnOn' says what changes when the toggle turns on",
        ]),
        LintCase("thumbPartInvalid", r("diameter: 26, leading: 7, color: white", "diameter: 26, leading: 7, color: white, shape: blob").replacingOccurrences(of: "id: knob, shape: circle, ", with: "id: knob, "), expect: [
            "9:64: error: unknown value 'blob' [unknown-value]",
            "9:64: note: expected one of 'circle', 'roundedRect', 'capsule', 'line', 'symbol', 'image'",
        ]),
        LintCase("badOrientation", r("thumb: knob", "thumb: knob\norientation: diagonal"), expect: [
            "7:14: error: unknown value 'diagonal' [unknown-value]",
            "7:14: note: expected one of 'horizontal', 'vertical'",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
