/// Renders findings as GitHub Actions workflow commands, one line each, which the runner turns
/// into annotations on the spec's lines:
///
/// ```
/// ::error file=Specs/Knob.control.yaml,line=25,col=3,endLine=25,endColumn=11,title=unknown-key::unknown key 'lineWidht'
/// ```
///
/// `error`, `warning` and `note` become `::error`, `::warning` and `::notice`; the title is the
/// rule identifier; notes follow the message on lines of their own. GitHub's columns count both
/// ends (`endColumn` is the last character) and may only be given when the finding starts and ends
/// on one line, so a finding across lines gives `line` and `endLine` alone. Text is escaped as
/// `WorkflowCommandEscaping` describes. No findings, no output.
public struct GitHubReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// One command per finding, sorted, each ending in a newline; the files add nothing here.
    public func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String {
        diagnostics.sorted().map(Self.command).joined()
    }

    /// The command line of one finding, newline included.
    static func command(_ item: FileDiagnostic) -> String {
        let diagnostic = item.diagnostic
        let span = diagnostic.span
        var properties = [("file", item.path), ("line", "\(span.start.line)")]
        if span.end.line == span.start.line {
            properties += [
                ("col", "\(span.start.column)"), ("endLine", "\(span.start.line)"),
                ("endColumn", "\(max(span.start.column, span.end.column - 1))"),
            ]
        } else {
            let lastLine = span.end.column == 1 ? span.end.line - 1 : span.end.line
            properties.append(("endLine", "\(max(span.start.line, lastLine))"))
        }
        properties.append(("title", diagnostic.ruleID))
        let listed = properties.map { "\($0.0)=\(WorkflowCommandEscaping.property($0.1))" }.joined(separator: ",")
        let message = ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "\n")
        return "::\(name(diagnostic.severity)) \(listed)::\(WorkflowCommandEscaping.data(message))\n"
    }

    /// The command for a severity.
    static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
