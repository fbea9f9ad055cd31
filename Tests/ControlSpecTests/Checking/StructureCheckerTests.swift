import Testing
@testable import ControlSpec

/// The structure pass beyond the rule examples: state values, one-or-many, points, node kinds, empty and quoted values, YAML booleans, the top level.
@Suite struct StructureCheckerTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("stateColors", S.r(S.knob, "accessibility:", "track: { color: { normal: tint, highlighted: systemPink } }\naccessibility:"), expect: [
        ]),
        LintCase("stateColorsNoNormal", S.r(S.knob, "accessibility:", "track: { color: { highlighted: systemPink } }\naccessibility:"), expect: [
            "8:10: error: missing required key 'normal' in 'track.color' [missing-key]",
            "8:10: note: 'highlighted' and 'disabled' fall back to 'normal'",
        ]),
        LintCase("stateColorsUnknownState", S.r(S.knob, "accessibility:", "track: { color: { normal: tint, pressed: red } }\naccessibility:"), expect: [
            "8:33: error: unknown control state 'pressed' [unknown-key]",
            "8:33: note: control states are 'normal', 'highlighted' and 'disabled'",
        ]),
        LintCase("stateColorsTypo", S.r(S.knob, "accessibility:", "track: { color: { normal: tint, higlighted: red } }\naccessibility:"), expect: [
            "8:33: error: unknown control state 'higlighted'; did you mean 'highlighted'? [unknown-key]",
        ]),
        LintCase("whenOne", S.button, expect: [
        ]),
        LintCase("whenMany", S.r(S.button, "when: [end, endOutside, cancel]", "when: [end, cancel]"), expect: [
        ]),
        LintCase("whenBad", S.r(S.button, "when: begin", "when: begin, end"), expect: [
            "11:11: error: unknown value 'begin, end' [unknown-value]",
            "11:11: note: expected one of 'begin', 'end', 'endOutside', 'cancel'",
        ]),
        LintCase("whenEmptyList", S.r(S.button, "when: begin", "when: []"), expect: [
            "11:11: error: expected at least 1 item, found none [out-of-range]",
        ]),
        LintCase("pointOK", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: black, offset: [0, 1] } }\naccessibility:"), expect: [
        ]),
        LintCase("pointOne", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: black, offset: [0] } }\naccessibility:"), expect: [
            "7:42: error: expected a point '[x, y]' of two numbers, found a sequence [wrong-type]",
        ]),
        LintCase("pointWords", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: black, offset: [a, b] } }\naccessibility:"), expect: [
            "7:42: error: expected a point '[x, y]' of two numbers, found a sequence [wrong-type]",
        ]),
        LintCase("pointScalar", S.r(S.slider, "accessibility:", "thumb: { shadow: { color: black, offset: 3 } }\naccessibility:"), expect: [
            "7:42: error: expected a point '[x, y]' of two numbers, found '3' [wrong-type]",
        ]),
        LintCase("mappingForScalar", S.r(S.knob, "size: 64x64", "size: { width: 64, height: 64 }"), expect: [
            "5:7: error: expected a size 'WIDTHxHEIGHT', found a mapping [wrong-type]",
        ]),
        LintCase("scalarForSequence", S.r(S.button, "when: begin", "when: begin\n    from: idle"), expect: [
            "12:11: error: expected a sequence, found 'idle' [wrong-type]",
        ]),
        LintCase("scalarForParts", S.r(S.button, "parts:\n  - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }", "parts: heart"), expect: [
            "6:8: error: expected a sequence, found 'heart' [wrong-type]",
            "11:41: error: unknown part or group 'heart' [unknown-reference]",
        ]),
        LintCase("emptyValue", S.r(S.knob, "summary: A dial that sets a level.", "summary:"), expect: [
            "4:9: error: expected text, found an empty value [wrong-type]",
        ]),
        LintCase("nullValue", S.r(S.knob, "size: 64x64", "size: ~"), expect: [
            "5:7: error: expected a size 'WIDTHxHEIGHT', found null [wrong-type]",
        ]),
        LintCase("hashBlock", S.r(S.knob, "accessibility:", "track:\n  color: #FF0000\naccessibility:"), expect: [
            "9:9: error: expected a colour, found an empty value [wrong-type]",
            "9:9: note: a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"",
        ]),
        LintCase("emptyColorHash", S.r(S.knob, "accessibility:", "track: { color: #FF0000 }\naccessibility:"), expect: [
            "9:14: error: did not find expected ',' or '}' [yaml-syntax]",
            "8:8: note: the flow mapping starts here",
        ]),
        LintCase("quotedNumber", S.r(S.knob, "max: 1", "max: \"1\""), expect: [
            "6:23: error: expected a number, found the quoted text '1' [wrong-type]",
            "6:23: note: remove the quotes to write a number",
        ]),
        LintCase("quotedVersion", S.r(S.knob, "controlspec: 1", "controlspec: '1'"), expect: [
            "1:14: error: expected 1, found the quoted text '1' [wrong-type]",
            "1:14: note: remove the quotes to write a number",
        ]),
        LintCase("boolCapitalised", S.r(S.knob, "max: 1 }", "max: 1, continuous: False }"), expect: []),
        LintCase("boolQuoted", S.r(S.knob, "max: 1 }", "max: 1, continuous: 'True' }"), expect: [
            "6:38: error: expected 'true' or 'false', found 'True' [yaml-boolean]",
            "6:38: note: YAML 1.2 reads 'True' as text, not a boolean; write true",
        ]),
        LintCase("boolYes", S.r(S.knob, "max: 1 }", "max: 1, continuous: yes }"), expect: [
            "6:38: error: expected 'true' or 'false', found 'yes' [yaml-boolean]",
            "6:38: note: YAML 1.2 reads 'yes' as text, not a boolean; write true",
        ]),
        LintCase("boolOff", S.r(S.knob, "max: 1 }", "max: 1, continuous: off }"), expect: [
            "6:38: error: expected 'true' or 'false', found 'off' [yaml-boolean]",
            "6:38: note: YAML 1.2 reads 'off' as text, not a boolean; write false",
        ]),
        LintCase("boolNumber", S.r(S.knob, "max: 1 }", "max: 1, continuous: 1 }"), expect: [
            "6:38: error: expected 'true' or 'false', found '1' [wrong-type]",
        ]),
        LintCase("topSequence", "- controlspec: 1\n- kind: knob\n", expect: [
            "1:1: error: expected a mapping of spec keys at the top level, found a sequence [wrong-type]",
        ]),
        LintCase("topScalar", "just some text\n", expect: [
            "1:1: error: expected a mapping of spec keys at the top level, found 'just some text' [wrong-type]",
        ]),
        LintCase("missingKind", S.r(S.knob, "kind: knob\n", ""), expect: [
            "1:1: error: missing required key 'kind' [missing-key]",
            "1:1: note: expected one of 'knob', 'rangeSlider', 'button', 'slider', 'circularSlider', 'toggle'",
        ]),
        LintCase("unknownKind", S.r(S.knob, "kind: knob", "kind: nob"), expect: [
            "3:7: error: unknown value 'nob'; did you mean 'knob'? [unknown-value]",
        ]),
        LintCase("unknownKindFar", S.r(S.knob, "kind: knob", "kind: stepper"), expect: [
            "3:7: error: unknown value 'stepper' [unknown-value]",
            "3:7: note: expected one of 'knob', 'rangeSlider', 'button', 'slider', 'circularSlider', 'toggle'",
        ]),
        LintCase("version2", S.r(S.knob, "controlspec: 1", "controlspec: 2"), expect: [
            "1:14: error: expected 1, found 2 [out-of-range]",
            "1:14: note: this controlspec reads format version 1",
        ]),
        LintCase("keywordName", S.r(S.knob, "name: Dial", "name: class"), expect: [
            "2:7: error: 'class' is a Swift keyword and cannot name the control's type [invalid-format]",
        ]),
        LintCase("sharedKernelName", S.r(S.knob, "name: Dial", "name: ControlKernel"), expect: [
            "2:7: error: 'ControlKernel' cannot name the control's type: an output folder's shared kernel is 'ControlKernel' in 'ControlKernel.swift' [invalid-format]",
        ]),
        LintCase("sharedKernelNamespaceName", S.r(S.knob, "name: Dial", "name: Control"), expect: [
            "2:7: error: 'Control' cannot name the control's type: an output folder's shared kernel is 'ControlKernel' in 'ControlKernel.swift' [invalid-format]",
        ]),
        LintCase("badName", S.r(S.knob, "name: Dial", "name: my-dial"), expect: [
            "2:7: error: expected a Swift type name, found 'my-dial' [invalid-format]",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
