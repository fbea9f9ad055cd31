/// The Language Server Protocol's types for the methods `controlspec lsp` serves, as Codable
/// values with the protocol's field names. Only the fields the server reads or writes are declared;
/// others in incoming messages are ignored.

/// A position: a 0-based line and a 0-based offset in UTF-16 code units within the line.
public struct LSPPosition: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A range of text, its end exclusive.
public struct LSPRange: Codable, Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the two ranges share a position (touching counts).
    func touches(_ other: LSPRange) -> Bool {
        !(Self.before(end, other.start) || Self.before(other.end, start))
    }

    /// Whether `position` lies in the range, its end included (a cursor just after a word is on it).
    func contains(_ position: LSPPosition) -> Bool {
        !Self.before(position, start) && !Self.before(end, position)
    }

    static func before(_ a: LSPPosition, _ b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// A range in a document.
public struct LSPLocation: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange
}

/// `textDocument` of most requests.
struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    var uri: String
}

/// A document the client opened.
struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

/// `textDocument/didOpen`.
struct DidOpenTextDocumentParams: Codable, Sendable {
    var textDocument: TextDocumentItem
}

/// A document's identifier and version.
struct VersionedTextDocumentIdentifier: Codable, Sendable {
    var uri: String
    var version: Int?
}

/// One change of `didChange`. The server asks for full sync, so `text` is the whole document; a
/// change with a `range` (incremental sync, which a client may send anyway) is applied to it.
struct TextDocumentContentChangeEvent: Codable, Sendable {
    var range: LSPRange?
    var text: String
}

/// `textDocument/didChange`.
struct DidChangeTextDocumentParams: Codable, Sendable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose` and `didSave`.
struct DocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

/// Hover, completion: a document and a position in it.
struct TextDocumentPositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
}

/// Severity of a diagnostic: 1 error, 2 warning, 3 information, 4 hint.
public enum LSPDiagnosticSeverity: Int, Codable, Sendable {
    case error = 1, warning = 2, information = 3, hint = 4
}

/// A note of a diagnostic, at its own place.
public struct LSPRelatedInformation: Codable, Hashable, Sendable {
    public var location: LSPLocation
    public var message: String
}

/// Where a rule is documented.
public struct LSPCodeDescription: Codable, Hashable, Sendable {
    public var href: String
}

/// A diagnostic as the client shows it.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: LSPDiagnosticSeverity
    /// The rule's identifier.
    public var code: String
    public var codeDescription: LSPCodeDescription?
    /// Always `controlspec`.
    public var source: String
    public var message: String
    public var relatedInformation: [LSPRelatedInformation]?
}

/// `textDocument/publishDiagnostics`.
struct PublishDiagnosticsParams: Codable, Sendable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// Markdown shown by hover.
struct MarkupContent: Codable, Hashable, Sendable {
    var kind = "markdown"
    var value: String
}

/// The result of `textDocument/hover`.
struct Hover: Codable, Sendable {
    var contents: MarkupContent
    var range: LSPRange?
}

/// A completion item: a key (kind 10, property) or a value (kind 12, value).
struct CompletionItem: Codable, Hashable, Sendable {
    var label: String
    var kind: Int
    var detail: String?
    var documentation: MarkupContent?
    var insertText: String?
    var sortText: String?

    static let propertyKind = 10
    static let valueKind = 12
    static let colorKind = 16
}

/// The result of `textDocument/completion`.
struct CompletionList: Codable, Sendable {
    var isIncomplete = false
    var items: [CompletionItem]
}

/// A text edit.
struct TextEdit: Codable, Hashable, Sendable {
    var range: LSPRange
    var newText: String
}

/// Edits to documents, by URI.
struct WorkspaceEdit: Codable, Hashable, Sendable {
    var changes: [String: [TextEdit]]
}

/// A command the client asks the server to run (`workspace/executeCommand`).
struct Command: Codable, Hashable, Sendable {
    var title: String
    var command: String
    var arguments: [String]?
}

/// `textDocument/codeAction`.
struct CodeActionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}

/// A quick fix or a command offered at a range.
struct CodeAction: Codable, Hashable, Sendable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit?
    var command: Command?
}

/// `workspace/executeCommand`.
struct ExecuteCommandParams: Codable, Sendable {
    var command: String
    var arguments: [String]?
}

/// A colour with components 0…1.
struct LSPColor: Codable, Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
}

/// One swatch of `textDocument/documentColor`.
struct ColorInformation: Codable, Hashable, Sendable {
    var range: LSPRange
    var color: LSPColor
}

/// `textDocument/colorPresentation`.
struct ColorPresentationParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var color: LSPColor
    var range: LSPRange
}

/// One way to write a colour picked in the editor.
struct ColorPresentation: Codable, Hashable, Sendable {
    var label: String
    var textEdit: TextEdit?
}

/// `window/showMessage`: 1 error, 2 warning, 3 info.
struct ShowMessageParams: Codable, Sendable {
    var type: Int
    var message: String
}

/// `window/showDocument`.
struct ShowDocumentParams: Codable, Sendable {
    var uri: String
    var external: Bool?
}
