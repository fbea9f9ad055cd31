import Foundation

/// `controlspec lsp`: a language server for spec files, one message in, the messages to send out.
///
/// The server is a value-in, values-out state machine over JSON-RPC bodies; the executable moves
/// bytes between it and stdin/stdout (`MessageFramer`). It checks each open spec with the same
/// `Linter.lint` and configuration as `controlspec lint`, from the unsaved text, and publishes the
/// findings on every change. Documents are synchronised in full (`TextDocumentSyncKind.Full`).
public final class LanguageServer {
    /// Where the server is in the protocol's life cycle.
    enum State {
        case uninitialized, running, shutDown
    }

    /// The name of the command that writes a spec's previews and opens the gallery.
    public static let previewCommand = "controlspec.preview"
    /// The longest document the server checks; a longer one gets one diagnostic saying so (the
    /// linter's own limit for a spec file).
    public let maxDocumentBytes: Int

    private var state = State.uninitialized
    /// The open documents by URI.
    private var documents: [String: OpenSpec] = [:]
    /// The id of the next request the server sends.
    private var nextRequestID = 1
    /// The exit status once the client sent `exit`: 0 after `shutdown`, 1 otherwise.
    public private(set) var exitStatus: Int32?
    /// Runs the preview command (writes files); replaceable in tests.
    let previewRunner: @Sendable (_ path: String) -> PreviewOutcome

    /// An open document with its latest findings.
    struct OpenSpec {
        var document: SpecDocument
        var diagnostics: [Diagnostic]
    }

    /// What running the preview command for one spec gave.
    public enum PreviewOutcome: Sendable, Equatable {
        /// The previews were written; the file to open (the gallery, or a preview when there is no gallery).
        case opened(String)
        /// Nothing to open, with why.
        case failed(String)
    }

    /// A server; `previewRunner` writes a spec's previews (`Pipeline.preview` by default).
    public init(maxDocumentBytes: Int = YAMLLimits.default.maxBytes,
                previewRunner: (@Sendable (String) -> PreviewOutcome)? = nil) {
        self.maxDocumentBytes = maxDocumentBytes
        self.previewRunner = previewRunner ?? { LanguageServer.writePreviews($0) }
    }

    /// Whether the client asked the server to exit.
    public var hasExited: Bool { exitStatus != nil }

    /// Handles one frame of the stream: answers a message, or reports a frame that was not one.
    public func handle(_ frame: MessageFramer.Frame) -> [[UInt8]] {
        switch frame {
        case .body(let body):
            return handle(body)
        case .badHeader(let reason):
            return [notification("window/logMessage", ShowMessageParams(type: 1, message: "controlspec lsp: skipped \(reason)"))]
        case .tooLarge(let length):
            return [notification("window/showMessage", ShowMessageParams(type: 1,
                message: "controlspec lsp: skipped a message of \(length) bytes, more than the limit for a spec; the file is not checked"))]
        }
    }

    /// Handles one message body and returns the bodies to send: its response and notifications.
    public func handle(_ body: [UInt8]) -> [[UInt8]] {
        let data = Data(body)
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return [errorResponse(nil, ResponseError(code: ResponseError.parseErrorCode, message: "the message is not valid JSON"))]
        }
        guard let envelope = try? JSONDecoder().decode(MessageEnvelope.self, from: data) else {
            return [errorResponse(nil, ResponseError(code: ResponseError.invalidRequestCode, message: "the message is not a JSON-RPC object"))]
        }
        if envelope.isResponse, envelope.method == nil { return [] }
        guard let method = envelope.method else {
            return [errorResponse(envelope.id, ResponseError(code: ResponseError.invalidRequestCode, message: "the message has no method"))]
        }
        if let id = envelope.id {
            return request(method, id: id, data: data)
        }
        return notification(method, data: data)
    }

    // MARK: Requests

    private func request(_ method: String, id: JSONRPCID, data: Data) -> [[UInt8]] {
        switch state {
        case .uninitialized where method != "initialize":
            return [errorResponse(id, ResponseError(code: ResponseError.serverNotInitializedCode, message: "the server is not initialized"))]
        case .shutDown:
            return [errorResponse(id, ResponseError(code: ResponseError.invalidRequestCode, message: "the server is shut down"))]
        default:
            break
        }
        do {
            switch method {
            case "initialize":
                guard state == .uninitialized else {
                    return [errorResponse(id, ResponseError(code: ResponseError.invalidRequestCode, message: "the server is already initialized"))]
                }
                state = .running
                return [response(id, InitializeResult())]
            case "shutdown":
                state = .shutDown
                return [response(id, JSONNull())]
            case "textDocument/hover":
                let params = try decode(TextDocumentPositionParams.self, data)
                return [response(id, documents[params.textDocument.uri].flatMap { SpecHelp.hover(at: params.position, in: $0.document) })]
            case "textDocument/completion":
                let params = try decode(TextDocumentPositionParams.self, data)
                let items = documents[params.textDocument.uri].map { SpecHelp.completions(at: params.position, in: $0.document) } ?? []
                return [response(id, CompletionList(items: items))]
            case "textDocument/codeAction":
                let params = try decode(CodeActionParams.self, data)
                return [response(id, documents[params.textDocument.uri].map { codeActions(params.range, in: $0) } ?? [])]
            case "textDocument/documentColor":
                let params = try decode(DocumentParams.self, data)
                return [response(id, documents[params.textDocument.uri].map { SpecColors.swatches(in: $0.document) } ?? [])]
            case "textDocument/colorPresentation":
                let params = try decode(ColorPresentationParams.self, data)
                let original = documents[params.textDocument.uri].map { SpecColors.text(of: params.range, in: $0.document) } ?? ""
                return [response(id, SpecColors.presentations(of: params.color, replacing: params.range, original: original))]
            case "workspace/executeCommand":
                let params = try decode(ExecuteCommandParams.self, data)
                return executeCommand(params, id: id)
            default:
                return [errorResponse(id, ResponseError(code: ResponseError.methodNotFoundCode, message: "method '\(method)' is not served"))]
            }
        } catch let error as ResponseError {
            return [errorResponse(id, error)]
        } catch {
            return [errorResponse(id, ResponseError(code: ResponseError.invalidParamsCode, message: "invalid parameters for '\(method)'"))]
        }
    }

    // MARK: Notifications

    private func notification(_ method: String, data: Data) -> [[UInt8]] {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return []
        }
        guard state == .running else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let params = try? decode(DidOpenTextDocumentParams.self, data) else { return [] }
            let item = params.textDocument
            return open(SpecDocument(uri: item.uri, version: item.version, text: item.text))
        case "textDocument/didChange":
            guard let params = try? decode(DidChangeTextDocumentParams.self, data), let open = documents[params.textDocument.uri] else { return [] }
            var text = open.document.text
            for change in params.contentChanges {
                text = SpecDocument(uri: open.document.uri, version: nil, text: text).applying(change)
            }
            return self.open(SpecDocument(uri: open.document.uri, version: params.textDocument.version, text: text))
        case "textDocument/didClose":
            guard let params = try? decode(DocumentParams.self, data) else { return [] }
            documents[params.textDocument.uri] = nil
            return [notification("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: params.textDocument.uri, version: nil, diagnostics: []))]
        case "textDocument/didSave":
            // The configuration may have changed meanwhile: check the saved document again.
            guard let params = try? decode(DocumentParams.self, data), let open = documents[params.textDocument.uri] else { return [] }
            return self.open(open.document)
        default:
            return []
        }
    }

    /// Whether the document at `uri` is a spec (`*.control.yaml`, `*.control.yml`, as folders are
    /// searched): an editor that starts the server for every YAML file gets nothing for the others.
    static func isSpec(_ uri: String) -> Bool {
        let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        return SpecFileDiscovery.specSuffixes.contains { path.hasSuffix($0) }
    }

    /// Checks a document and publishes its findings.
    private func open(_ document: SpecDocument) -> [[UInt8]] {
        guard Self.isSpec(document.uri) else { return [] }
        var messages: [[UInt8]] = []
        let (options, problem) = SpecLint.options(for: document.uri)
        if let problem { messages.append(notification("window/showMessage", ShowMessageParams(type: 2, message: problem))) }
        let diagnostics = SpecLint.lint(document, options: options, maxBytes: maxDocumentBytes)
        documents[document.uri] = OpenSpec(document: document, diagnostics: diagnostics)
        let published = diagnostics.map { SpecLint.lspDiagnostic($0, in: document) }
        let params = PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: published)
        messages.append(notification("textDocument/publishDiagnostics", params))
        return messages
    }

    // MARK: Code actions and commands

    /// The fix-its of the findings at `range`, then the command that previews the spec.
    private func codeActions(_ range: LSPRange, in open: OpenSpec) -> [CodeAction] {
        var actions: [CodeAction] = []
        for diagnostic in open.diagnostics {
            guard let fix = diagnostic.fixIt, open.document.range(diagnostic.span).touches(range) else { continue }
            let edit = TextEdit(range: open.document.range(fix.span), newText: fix.replacement)
            actions.append(CodeAction(title: "Replace with '\(fix.replacement)'", kind: "quickfix",
                diagnostics: [SpecLint.lspDiagnostic(diagnostic, in: open.document)], isPreferred: true,
                edit: WorkspaceEdit(changes: [open.document.uri: [edit]]), command: nil))
        }
        if SpecLint.path(of: open.document.uri) != nil {
            actions.append(CodeAction(title: "Write previews and open the gallery", kind: "source", diagnostics: nil, isPreferred: nil, edit: nil,
                command: Command(title: "Preview", command: Self.previewCommand, arguments: [open.document.uri])))
        }
        return actions
    }

    private func executeCommand(_ params: ExecuteCommandParams, id: JSONRPCID) -> [[UInt8]] {
        guard params.command == Self.previewCommand else {
            return [errorResponse(id, ResponseError(code: ResponseError.invalidParamsCode, message: "unknown command '\(params.command)'"))]
        }
        guard let uri = params.arguments?.first, let path = SpecLint.path(of: uri) else {
            return [errorResponse(id, ResponseError(code: ResponseError.invalidParamsCode, message: "'\(Self.previewCommand)' takes a spec's file URI"))]
        }
        switch previewRunner(path) {
        case .opened(let file):
            let show = ShowDocumentParams(uri: URL(fileURLWithPath: file).absoluteString, external: true)
            let request = outgoingRequest("window/showDocument", show)
            return [response(id, JSONNull()), request]
        case .failed(let reason):
            return [errorResponse(id, ResponseError(code: ResponseError.requestFailedCode, message: reason)),
                    notification("window/showMessage", ShowMessageParams(type: 1, message: reason))]
        }
    }

    /// `controlspec preview` for one spec, with the configuration that applies in its folder: the
    /// previews go to the configuration's `previews` folder, else `Previews` beside the spec.
    static func writePreviews(_ path: String) -> PreviewOutcome {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard case .loaded(let configuration) = RunConfiguration.load(explicitPath: nil, workingDirectory: folder) else {
            return .failed("the configuration that applies to '\(path)' cannot be read; run 'controlspec lint' for its findings")
        }
        // The server's working directory is the editor's: the folder is made absolute.
        let relative = configuration.configuration.previews.map(configuration.resolve) ?? "Previews"
        let output = relative.hasPrefix("/") ? relative : folder + "/" + relative
        let report = Pipeline.preview([path], configuration: configuration, output: output)
        if let failure = report.failures.first { return .failed(failure.message) }
        if report.findings.contains(where: { $0.diagnostic.severity == .error }) {
            return .failed("'\(URL(fileURLWithPath: path).lastPathComponent)' has errors; no preview was written")
        }
        return .opened(URL(fileURLWithPath: output).appendingPathComponent(GalleryPage.fileName).standardized.path)
    }

    // MARK: Encoding

    private func decode<Params: Decodable>(_ type: Params.Type, _ data: Data) throws -> Params {
        try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: data).params
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"encoding failed"}}"#.utf8)
    }

    private func response(_ id: JSONRPCID, _ result: some Encodable) -> [UInt8] {
        Self.encode(ResponseMessage(id: id, result: result, error: nil))
    }

    private func errorResponse(_ id: JSONRPCID?, _ error: ResponseError) -> [UInt8] {
        Self.encode(ResponseMessage<JSONNull>(id: id, result: nil, error: error))
    }

    private func notification(_ method: String, _ params: some Encodable) -> [UInt8] {
        Self.encode(OutgoingMessage(id: nil, method: method, params: params))
    }

    private func outgoingRequest(_ method: String, _ params: some Encodable) -> [UInt8] {
        defer { nextRequestID += 1 }
        return Self.encode(OutgoingMessage(id: .number(nextRequestID), method: method, params: params))
    }
}

/// The answer to `initialize`: what the server serves.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// Full: every change sends the whole document.
            var change = 1
            var save = true
        }

        struct Completion: Encodable {
            var triggerCharacters = [":", " ", "-"]
        }

        struct ExecuteCommand: Encodable {
            var commands = [LanguageServer.previewCommand]
        }

        struct CodeActionOptions: Encodable {
            var codeActionKinds = ["quickfix", "source"]
        }

        var positionEncoding = "utf-16"
        var textDocumentSync = Sync()
        var hoverProvider = true
        var completionProvider = Completion()
        var codeActionProvider = CodeActionOptions()
        var colorProvider = true
        var executeCommandProvider = ExecuteCommand()
    }

    struct ServerInfo: Encodable {
        var name = "controlspec"
        var version = ControlSpecVersion.current
    }

    var capabilities = Capabilities()
    var serverInfo = ServerInfo()
}
