import Testing
@testable import ControlSpec

/// Colours per appearance in the language: the mapping `{ light: …, dark: …, highContrastLight:
/// …, highContrastDark: … }` wherever a colour goes, inside per-state colours too; its located
/// diagnostics; its model value and its spec syntax.
@Suite struct AppearanceColorCheckTests {
    typealias S = CleanSpecs

    /// A knob whose track colour is `color`.
    static func knob(_ color: String) -> String {
        S.r(S.knob, "accessibility:", "track: { color: \(color) }\naccessibility:")
    }

    static let cases: [LintCase] = [
        LintCase("perAppearance", knob("{ light: \"#1E88E5\", dark: \"#90CAF9\", highContrastDark: \"#FFFFFF\" }"), expect: []),
        LintCase("perStateThenAppearance", knob("{ normal: { light: red, dark: blue }, highlighted: systemPink }"), expect: []),
        LintCase("misspeltAppearance", knob("{ light: red, drak: blue }"), expect: [
            "8:31: error: unknown appearance 'drak'; did you mean 'dark'? [unknown-key]",
        ]),
        LintCase("misspeltState", knob("{ nromal: red }"), expect: [
            "8:19: error: unknown control state or appearance 'nromal'; did you mean 'normal'? [unknown-key]",
        ]),
        LintCase("unknownAppearance", knob("{ light: red, twilight: blue }"), expect: [
            "8:31: error: unknown appearance 'twilight' [unknown-key]",
            "8:31: note: appearances are 'light', 'dark', 'highContrastLight' or 'highContrastDark'",
        ]),
        LintCase("missingLight", knob("{ dark: blue }"), expect: [
            "8:10: error: missing required key 'light' in 'track.color' [missing-key]",
            "8:10: note: 'dark' falls back to 'light', 'highContrastLight' falls back to 'light' and 'highContrastDark' falls back to 'dark'",
        ]),
        LintCase("tintPerAppearance", knob("{ light: tint, dark: blue }"), expect: [
            "8:26: error: expected a colour other than 'tint' for an appearance, found 'tint' [unknown-value]",
            "8:26: note: 'tint' is the view's tintColor, which follows the appearance itself; write it without appearances, or give each appearance a colour",
        ]),
        LintCase("statesInsideAppearances", knob("{ light: { normal: red }, dark: blue }"), expect: [
            "8:26: error: expected a colour, found a mapping [wrong-type]",
            "8:26: note: each appearance takes one colour; give colours per control state outside the appearances: { normal: { light: …, dark: … } }",
        ]),
        LintCase("statesMixedWithAppearances", knob("{ normal: red, dark: blue }"), expect: [
            "8:32: error: unknown control state 'dark' [unknown-key]",
            "8:32: note: a colour mapping gives either control states or appearances; give appearances inside each state: { normal: { light: …, dark: … } }",
        ]),
        LintCase("badColourInAnAppearance", knob("{ light: red, dark: \"#12\" }"), expect: [
            "8:37: error: expected a hex colour '#RGB', '#RRGGBB' or '#RRGGBBAA', found '#12' [invalid-format]",
        ]),
        LintCase("plainColourKeyPerAppearance", S.r(S.slider, "accessibility:", "track: { gloss: { light: \"white(1, 0.3)\", dark: clear } }\naccessibility:"), expect: []),
    ]

    @Test(arguments: cases)
    func lint(_ test: LintCase) {
        #expect(test.actualLines == test.expected, "\(test.name)\n\(test.text)")
    }

    /// The checked spec holds the colours given, the others falling back: `highContrastLight` to
    /// `light`, `dark` given, `highContrastDark` given.
    @Test func theModelHoldsTheColoursAndFallsBack() throws {
        let result = Linter.lint(Array(Self.knob("{ light: \"#1E88E5\", dark: \"#90CAF9\", highContrastDark: \"#FFFFFF\" }").utf8))
        let knob = try #require(result.spec?.body as? KnobSpec)
        guard case .shapeLayers(let track, _) = knob.drawing else { Issue.record("a shape-layer knob"); return }
        let light = ColorValue.rgba(RGBA(red: 0x1E / 255, green: 0x88 / 255, blue: 0xE5 / 255))
        let dark = ColorValue.rgba(RGBA(red: 0x90 / 255, green: 0xCA / 255, blue: 0xF9 / 255))
        let white = ColorValue.rgba(RGBA(red: 1, green: 1, blue: 1))
        #expect(track.color.normal == .perAppearance(AppearanceColors(light: light, dark: dark, highContrastDark: white)))
        #expect(Appearance.allCases.map { track.color.normal.color(in: $0) } == [light, dark, light, white])
    }

    /// `{ light: x }` alone is `x`, the same in every appearance.
    @Test func lightAloneIsAPlainColour() throws {
        let result = Linter.lint(Array(Self.knob("{ light: systemPink }").utf8))
        let knob = try #require(result.spec?.body as? KnobSpec)
        guard case .shapeLayers(let track, _) = knob.drawing else { Issue.record("a shape-layer knob"); return }
        #expect(track.color.normal == .named("systemPink"))
    }

    /// A colour per appearance is written back as a flow mapping that checks back to the same
    /// colour, alone and inside a per-state colour.
    @Test func theSpecSyntaxReadsBack() throws {
        let color = ColorValue.perAppearance(AppearanceColors(light: .white(0.9, alpha: 1), dark: .named("systemGray"), highContrastLight: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))))
        #expect(SpecSyntax.color(color) == "{ light: white(0.9), dark: systemGray, highContrastLight: 'rgba(0, 0, 0, 0.5)' }")
        let state = StateValue(normal: color, highlighted: .named("systemPink"))
        let text = SpecSyntax.stateValue(state, SpecSyntax.color)
        #expect(text == "{ normal: { light: white(0.9), dark: systemGray, highContrastLight: 'rgba(0, 0, 0, 0.5)' }, highlighted: systemPink }")
        let source = "v: \(text)\n"
        let node = try #require(YAMLReader.read(Array(source.utf8), diagnostics: DiagnosticCollector())?.pairs?.first?.value)
        let collector = DiagnosticCollector()
        let checked = StructureChecker(diagnostics: collector).check(node, as: .stateColor, keyPath: "v", anchor: node.span)
        #expect(!collector.hasErrors)
        guard case .stateColor(let read)? = checked else { Issue.record("a per-state colour: \(String(describing: checked))"); return }
        #expect(read == state)
        #expect(SpecType<ColorValue>.colorJSON(color) == .object([
            JSONMember("light", .string("white(0.9)")), JSONMember("dark", .string("systemGray")), JSONMember("highContrastLight", .string("rgba(0, 0, 0, 0.5)")),
        ]))
    }
}
