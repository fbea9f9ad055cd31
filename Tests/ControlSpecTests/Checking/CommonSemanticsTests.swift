import Testing
@testable import ControlSpec

/// The accessibility value template: placeholders per kind, fraction digits, braces.
@Suite struct CommonSemanticsTests {
    typealias S = CleanSpecs
    static let cases: [LintCase] = [
        LintCase("templateUnknown", S.r(S.knob, "{ label: Level }", "{ label: Level, value: '{valu} percent' }"), expect: [
            "8:39: error: unknown placeholder '{valu}' in accessibility value template; did you mean 'value'? [unknown-reference]",
        ]),
        LintCase("templateUnknownFar", S.r(S.knob, "{ label: Level }", "{ label: Level, value: '{lower}' }"), expect: [
            "8:39: error: unknown placeholder '{lower}' in accessibility value template [unknown-reference]",
            "8:39: note: available placeholders: {value}, {percent}",
        ]),
        LintCase("templateDigits", S.r(S.knob, "{ label: Level }", "{ label: Level, value: '{value:9}' }"), expect: [
            "8:39: error: expected 0 to 6 fraction digits in '{value:9}' [invalid-format]",
        ]),
        LintCase("templateDigitsOK", S.r(S.knob, "{ label: Level }", "{ label: Level, value: '{value:2} of 1' }"), expect: [
        ]),
        LintCase("templateUnclosed", S.r(S.knob, "{ label: Level }", "{ label: Level, value: '{value' }"), expect: [
            "8:39: error: unclosed '{' in accessibility value template [invalid-format]",
        ]),
        LintCase("buttonTemplate", S.r(S.button, "{ label: Like }", "{ label: Like, value: '{value}' }"), expect: [
            "17:31: error: 'value' has no effect on a button, which has no value [inapplicable-key]",
        ]),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }
}
