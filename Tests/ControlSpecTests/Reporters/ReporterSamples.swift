import ControlSpec

/// Findings built by hand for the reporter tests: every severity, a note at its own span and one
/// without, a fix-it, a key path, a finding across lines, and text every format must escape.
enum ReporterSamples {
    /// A span on one line from `column` to `end` (exclusive).
    static func span(line: Int, _ column: Int, _ end: Int) -> SourceSpan {
        SourceSpan(start: SourceLocation(line: line, column: column), end: SourceLocation(line: line, column: end))
    }

    /// An error with a fix-it, a key path and two notes, in a path with a space and a comma.
    static let error = FileDiagnostic(
        path: "specs/with space/a,b.control.yaml",
        diagnostic: Diagnostic(
            severity: .error, message: "unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'?", ruleID: "unknown-key",
            span: span(line: 3, 5, 14), keyPath: "track.lineWidht",
            notes: [DiagnosticNote("expected one of 'lineWidth', 'color'"), DiagnosticNote("'track' starts here", at: span(line: 2, 1, 6))],
            fixIt: FixIt(replacing: span(line: 3, 5, 14), with: "lineWidth")))

    /// A warning whose message holds `%`, `:`, `,`, CR, LF, `<`, `&`, `"` and non-ASCII text.
    static let warning = FileDiagnostic(
        path: "Knob.control.yaml",
        diagnostic: Diagnostic(
            severity: .warning, message: "100% sure: a, b\r\nc <d> & \"e\" — größe", ruleID: "touch-target-size",
            span: span(line: 7, 7, 12), keyPath: "size"))

    /// A note spanning two lines.
    static let note = FileDiagnostic(
        path: "Knob.control.yaml",
        diagnostic: Diagnostic(
            severity: .note, message: "animation 'setValue' is long", ruleID: "long-animation",
            span: SourceSpan(start: SourceLocation(line: 9, column: 3), end: SourceLocation(line: 11, column: 8))))

    /// All three, out of order.
    static let all = [error, note, warning]
}
