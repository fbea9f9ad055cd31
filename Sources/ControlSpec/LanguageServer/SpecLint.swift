import Foundation

/// The findings of an open spec: `Linter.lint` on its unsaved text with the options of the
/// configuration that applies in its folder, as `controlspec lint` would check the saved file,
/// and their conversion to the protocol's diagnostics.
enum SpecLint {
    /// The local path of a `file:` URI; `nil` for other schemes (an unsaved buffer).
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL, !url.path.isEmpty else { return nil }
        return url.path
    }

    /// The lint options for the document at `uri` (the `.controlspec.yml` found from its folder
    /// upwards, as `lint` finds it from the working directory), and a message when that
    /// configuration cannot be used (the spec is then checked with the defaults).
    static func options(for uri: String) -> (LintOptions, problem: String?) {
        guard let path = path(of: uri) else { return (LintOptions(), nil) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        switch RunConfiguration.load(explicitPath: nil, workingDirectory: folder) {
        case .loaded(let configuration):
            return (configuration.lintOptions, nil)
        case .unreadable(let failure):
            return (LintOptions(), "controlspec: \(failure.message); checking with the default configuration")
        case .invalid(let report):
            let first = report.findings.first.map { ": \($0.path):\($0.diagnostic.span.start): \($0.diagnostic.message)" } ?? ""
            return (LintOptions(), "controlspec: the configuration has errors\(first); checking with the default configuration")
        }
    }

    /// The findings of the document. A document larger than `maxBytes` is not read: one finding
    /// at its start says so, as the linter reports a file over its limit.
    static func lint(_ document: SpecDocument, options: LintOptions, maxBytes: Int) -> [Diagnostic] {
        var options = options
        options.limits.maxBytes = min(options.limits.maxBytes, maxBytes)
        return Linter.lint(Array(document.text.utf8), options: options).diagnostics
    }

    /// A finding as the protocol's diagnostic: its span converted to UTF-16 positions, the rule as
    /// `code`, the notes as related information (at the finding's own span when they have none).
    static func lspDiagnostic(_ diagnostic: Diagnostic, in document: SpecDocument) -> LSPDiagnostic {
        let related = diagnostic.notes.map { note in
            LSPRelatedInformation(location: LSPLocation(uri: document.uri, range: document.range(note.span ?? diagnostic.span)), message: note.message)
        }
        return LSPDiagnostic(range: document.range(diagnostic.span), severity: severity(diagnostic.severity), code: diagnostic.ruleID,
                             codeDescription: nil, source: "controlspec", message: diagnostic.message,
                             relatedInformation: related.isEmpty ? nil : related)
    }

    /// Errors are errors, warnings warnings, notes information.
    static func severity(_ severity: Severity) -> LSPDiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }
}
