/// Collects the diagnostics of one file as the pipeline stages emit them.
///
/// Stages never print: they hand findings to the collector, and the edge (the command line, a
/// plugin, a test) decides how to show them. Rule severities can be overridden, or a rule turned
/// off, through `severityOverrides`.
public final class DiagnosticCollector {
    /// The diagnostics emitted so far, in emission order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Severity per rule identifier, replacing the rule's default; `nil` turns the rule off.
    public let severityOverrides: [String: Severity?]

    /// Creates an empty collector.
    public init(severityOverrides: [String: Severity?] = [:]) {
        self.severityOverrides = severityOverrides
    }

    /// Whether any error has been emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Emits a finding of `rule` at `span`, with the rule's (possibly overridden) severity.
    public func emit(
        _ rule: Rule,
        _ message: String,
        at span: SourceSpan,
        keyPath: String? = nil,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        let severity: Severity
        if let override = severityOverrides[rule.id] {
            guard let override else { return }
            severity = override
        } else {
            severity = rule.defaultSeverity
        }
        diagnostics.append(
            Diagnostic(
                severity: severity, message: Self.oneLine(message), ruleID: rule.id, span: span,
                keyPath: keyPath, notes: notes.map { DiagnosticNote(Self.oneLine($0.message), at: $0.span, in: $0.path) }, fixIt: fixIt))
    }

    /// The text with line breaks, tabs, other control characters, line and paragraph separators
    /// (U+2028, U+2029) and invisible format characters (bidirectional overrides, zero-width
    /// spaces) written as escapes (`\n`, `\u{7}`, `\u{2028}`), so a key or value quoted from a spec
    /// never breaks a diagnostic line or reorders what a terminal or CI log shows.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar):
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a scalar quoted into a diagnostic is written as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, most of what is quoted, is none of these; its properties are not looked up.
        if scalar.isPrintableASCII { return false }
        return switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: true
        default: false
        }
    }
}
