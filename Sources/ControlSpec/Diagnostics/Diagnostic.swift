/// A secondary message attached to a diagnostic, optionally at its own span.
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text: lower-case, no trailing period.
    public var message: String
    /// Where the note points; `nil` means the diagnostic's own span.
    public var span: SourceSpan?
    /// The shown path of the file the note points into, when it is another file than its
    /// diagnostic's (a design token's definition); `nil` means the diagnostic's own file.
    public var path: String?

    /// Creates a note, at `span` of the file `path` when given.
    public init(_ message: String, at span: SourceSpan? = nil, in path: String? = nil) {
        self.message = message
        self.span = span
        self.path = path
    }
}

/// A suggested replacement of the text at a span.
public struct FixIt: Hashable, Sendable {
    /// The span whose text is replaced.
    public var span: SourceSpan
    /// The replacement text.
    public var replacement: String

    /// Creates a fix-it.
    public init(replacing span: SourceSpan, with replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// One finding about one spec file, as a value: produced by any stage, printed only at the edge.
public struct Diagnostic: Hashable, Sendable {
    /// How serious the finding is.
    public var severity: Severity
    /// The message: lower-case, no trailing period; says what was expected and what was found.
    public var message: String
    /// The identifier of the rule that produced the finding.
    public var ruleID: String
    /// Where in the file the finding is.
    public var span: SourceSpan
    /// The dotted key path in the spec (`track.lineWidth`, `parts[2].color`), when known.
    public var keyPath: String?
    /// Secondary messages: did-you-mean, the first definition of a duplicate, and so on.
    public var notes: [DiagnosticNote]
    /// A suggested edit, when one is obvious.
    public var fixIt: FixIt?

    /// Creates a diagnostic.
    public init(
        severity: Severity,
        message: String,
        ruleID: String,
        span: SourceSpan,
        keyPath: String? = nil,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
        self.span = span
        self.keyPath = keyPath
        self.notes = notes
        self.fixIt = fixIt
    }
}

/// A diagnostic together with the file it is about.
public struct FileDiagnostic: Hashable, Sendable {
    /// The file's path as shown to the user (relative to the working directory).
    public var path: String
    /// The finding.
    public var diagnostic: Diagnostic

    /// Creates a file diagnostic.
    public init(path: String, diagnostic: Diagnostic) {
        self.path = path
        self.diagnostic = diagnostic
    }
}

extension FileDiagnostic: Comparable {
    /// Sorted by path, then line, then column, then severity (most severe first), then message.
    public static func < (lhs: FileDiagnostic, rhs: FileDiagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        let l = lhs.diagnostic, r = rhs.diagnostic
        if l.span.start != r.span.start { return l.span.start < r.span.start }
        if l.severity != r.severity { return l.severity > r.severity }
        if l.message != r.message { return l.message < r.message }
        return l.ruleID < r.ruleID
    }
}
