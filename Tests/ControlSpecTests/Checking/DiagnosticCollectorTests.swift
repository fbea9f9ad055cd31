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

    @Test func overriddenAndDisabledRules() {
        let overrides: [String: Severity?] = ["touch-target-size": .error, "accessibility-label": .none]
        let collector = DiagnosticCollector(severityOverrides: overrides)
        collector.emit(.touchTargetSize, "small", at: .fileStart)
        collector.emit(.accessibilityLabel, "no label", at: .fileStart)
        #expect(collector.diagnostics.map(\.severity) == [.error])
    }
}
