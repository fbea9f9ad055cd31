import Testing
@testable import ControlSpec

/// Diagnostics stay on one line whatever text a spec puts in them.
@Suite struct DiagnosticCollectorTests {
    @Test func controlCharactersInMessagesAndNotesAreEscaped() {
        let collector = DiagnosticCollector()
        collector.emit(.unknownKey, "unknown key 'a\nb\tc\u{7}'", at: .fileStart, notes: [DiagnosticNote("did you mean 'x\ry'?")])
        #expect(collector.diagnostics[0].message == "unknown key 'a\\nb\\tc\\u{7}'")
        #expect(collector.diagnostics[0].notes[0].message == "did you mean 'x\\ry'?")
    }

    /// Line and paragraph separators would break a line in many terminals and CI logs; a
    /// bidirectional override or a zero-width space would reorder or hide what the line says.
    @Test func separatorsAndInvisibleFormatCharactersAreEscaped() {
        let collector = DiagnosticCollector()
        collector.emit(.unknownKey, "unknown key 'a\u{2028}b\u{2029}c\u{202E}d\u{200B}e\u{85}'", at: .fileStart)
        #expect(collector.diagnostics[0].message == "unknown key 'a\\u{2028}b\\u{2029}c\\u{202E}d\\u{200B}e\\u{85}'")
    }

    /// The whole pipeline: a key quoted from a spec (U+2028 written as YAML's `\\L` escape, and a
    /// right-to-left override) comes out escaped in the text report, and so does the path.
    @Test func lintQuotesSpecTextEscaped() {
        let spec = "controlspec: 1\nname: K\nkind: knob\nsummary: s\nsize: 60x60\nvalue: { min: 0, max: 1 }\nangles: { start: 0deg, end: 90deg }\n\"line\\LWid\u{202E}th\": 2\n"
        let report = TextReporter(colored: false).render(Linter.lint(Array(spec.utf8)).diagnostics.map { FileDiagnostic(path: "a\u{2029}b.control.yaml", diagnostic: $0) })
        #expect(report.contains("'line\\u{2028}Wid\\u{202E}th'"), "\(report)")
        #expect(report.hasPrefix("a\\u{2029}b.control.yaml:8:1: error: unknown key"), "\(report)")
        #expect(!report.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{202E}" })
    }

    @Test func overriddenAndDisabledRules() {
        let overrides: [String: Severity?] = ["touch-target-size": .error, "accessibility-label": .none]
        let collector = DiagnosticCollector(severityOverrides: overrides)
        collector.emit(.touchTargetSize, "small", at: .fileStart)
        collector.emit(.accessibilityLabel, "no label", at: .fileStart)
        #expect(collector.diagnostics.map(\.severity) == [.error])
    }
}
