/// Renders findings as controlspec's own JSON document, version 1 (`docs/ci.md` describes it):
///
/// ```json
/// { "version": 1, "tool": { "name": "controlspec", "version": "0.1.0" },
///   "diagnostics": [ { "file", "rule", "severity", "message", "start", "end", "keyPath"?,
///                      "notes": [ { "message", "path"?, "start"?, "end"? } ], "fixIt"? } ] }
/// ```
///
/// Findings are sorted; keys come in that fixed order; optional keys are left out when there is
/// nothing to say; the text is pretty-printed with two spaces and ends in a newline.
public struct JSONReporter: Reporter {
    /// The version of the document's structure; it changes only when a key changes meaning or goes.
    public static let documentVersion = 1

    /// Creates a reporter.
    public init() {}

    /// The document for `diagnostics`; the files add nothing to this format.
    public func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String {
        Self.document(diagnostics).prettyText
    }

    /// The document for `diagnostics` with `members` after its own (`preview --check` adds
    /// `previews`).
    static func document(_ diagnostics: [FileDiagnostic], adding members: [JSONMember] = []) -> JSONValue {
        let document = JSONValue.object([
            "version": .number(Double(Self.documentVersion)),
            "tool": .object(["name": .string(ControlSpecVersion.name), "version": .string(ControlSpecVersion.current)]),
            "diagnostics": .array(diagnostics.sorted().map(Self.entry)),
        ])
        guard case .object(let own) = document else { return document }
        return .object(own + members)
    }

    /// One finding as a JSON object.
    static func entry(_ item: FileDiagnostic) -> JSONValue {
        let diagnostic = item.diagnostic
        return .object([
            "file": .string(item.path),
            "rule": .string(diagnostic.ruleID),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "start": location(diagnostic.span.start),
            "end": location(diagnostic.span.end),
            "keyPath": diagnostic.keyPath.map(JSONValue.string),
            "notes": .array(diagnostic.notes.map(note)),
            "fixIt": diagnostic.fixIt.map(fixIt),
        ])
    }

    /// A note; `start` and `end` only when it points somewhere other than its finding, `path`
    /// only when it points into another file.
    static func note(_ note: DiagnosticNote) -> JSONValue {
        .object([
            "message": .string(note.message),
            "path": note.path.map(JSONValue.string),
            "start": note.span.map { location($0.start) },
            "end": note.span.map { location($0.end) },
        ])
    }

    /// A fix-it: the span replaced (end exclusive) and the replacement text.
    static func fixIt(_ fixIt: FixIt) -> JSONValue {
        .object([
            "start": location(fixIt.span.start),
            "end": location(fixIt.span.end),
            "replacement": .string(fixIt.replacement),
        ])
    }

    /// `{ "line": …, "column": … }`, both 1-based, columns in Unicode scalars.
    static func location(_ location: SourceLocation) -> JSONValue {
        .object(["line": .number(Double(location.line)), "column": .number(Double(location.column))])
    }
}
