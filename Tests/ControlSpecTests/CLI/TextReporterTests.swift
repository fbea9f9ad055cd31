import ControlSpec
import Testing

/// The text reporter's line format, notes and colour.
@Suite struct TextReporterTests {
    /// A diagnostic at 3:5–3:9 with one note at its own span and one without.
    let finding = FileDiagnostic(
        path: "specs/knob.control.yaml",
        diagnostic: Diagnostic(
            severity: .error, message: "unknown key 'lineWidht'", ruleID: "unknown-key",
            span: SourceSpan(start: SourceLocation(line: 3, column: 5), end: SourceLocation(line: 3, column: 14)),
            notes: [
                DiagnosticNote("did you mean 'lineWidth'?"),
                DiagnosticNote(
                    "'track' starts here", at: SourceSpan(at: SourceLocation(line: 2, column: 1))),
            ]))

    @Test func rendersDiagnosticThenNotesWithTheirSpans() {
        #expect(
            TextReporter(colored: false).render([finding]) == """
                specs/knob.control.yaml:3:5: error: unknown key 'lineWidht' [unknown-key]
                specs/knob.control.yaml:3:5: note: did you mean 'lineWidth'?
                specs/knob.control.yaml:2:1: note: 'track' starts here

                """)
    }

    @Test func keepsTheGivenOrderAcrossFiles() {
        var other = finding
        other.path = "a.control.yaml"
        other.diagnostic.notes = []
        other.diagnostic.severity = .warning
        let lines = TextReporter(colored: false).render([other, finding]).split(separator: "\n")
        #expect(lines.first == "a.control.yaml:3:5: warning: unknown key 'lineWidht' [unknown-key]")
        #expect(lines.count == 4)
    }

    @Test func rendersNothingForNoDiagnostics() {
        #expect(TextReporter(colored: true).render([]) == "")
    }

    @Test func plainOutputHasNoEscapeCodes() {
        #expect(!TextReporter(colored: false).render([finding]).contains("\u{1B}"))
    }

    @Test func colourWrapsOnlyTheSeverityWords() {
        let colored = TextReporter(colored: true).render([finding])
        #expect(colored.contains(": \u{1B}[1;31merror\u{1B}[0m: unknown key"))
        #expect(colored.contains(": \u{1B}[1;36mnote\u{1B}[0m: did you mean"))
        let stripped = colored.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == TextReporter(colored: false).render([finding]))
    }

    @Test func warningsAreYellow() {
        var warning = finding
        warning.diagnostic.severity = .warning
        #expect(TextReporter(colored: true).render([warning]).contains("\u{1B}[1;33mwarning\u{1B}[0m"))
    }
}
