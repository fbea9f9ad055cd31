/// Renders diagnostics as compiler-style lines that Xcode, editors and terminals understand:
/// `path:line:column: severity: message [rule-id]`, each note after its diagnostic as
/// `path:line:column: note: message`.
public struct TextReporter: Reporter {
    /// Whether severity words are wrapped in ANSI colour codes; the text is otherwise identical.
    public var colored: Bool

    /// Creates a reporter.
    public init(colored: Bool) {
        self.colored = colored
    }

    /// The lines for `diagnostics`, in the order given, each ending in a newline; empty when there
    /// are none.
    public func render(_ diagnostics: [FileDiagnostic]) -> String {
        var text = ""
        for item in diagnostics {
            let diagnostic = item.diagnostic
            text += line(
                path: item.path, at: diagnostic.span.start, severity: diagnostic.severity,
                message: "\(diagnostic.message) [\(diagnostic.ruleID)]")
            for note in diagnostic.notes {
                text += line(
                    path: note.path ?? item.path, at: (note.span ?? diagnostic.span).start, severity: .note,
                    message: note.message)
            }
        }
        return text
    }

    /// The lines for `diagnostics`, in the order given; the files add nothing to this format.
    public func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String {
        render(diagnostics)
    }

    /// One line of output, newline included. The path is escaped as messages are
    /// (`DiagnosticCollector.oneLine`): a file name with a line break or a bidirectional override
    /// cannot break or reorder the line.
    private func line(path: String, at location: SourceLocation, severity: Severity, message: String)
        -> String
    {
        "\(DiagnosticCollector.oneLine(path)):\(location.line):\(location.column): \(word(for: severity)): \(message)\n"
    }

    /// The severity as shown: its name, coloured when `colored` is set.
    private func word(for severity: Severity) -> String {
        guard colored else { return severity.rawValue }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
