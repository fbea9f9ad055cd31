import Foundation

/// What reading the configuration's token files gave.
public enum TokenLoad: Sendable {
    /// The tokens, resolved.
    case loaded(DesignTokens)
    /// A file the configuration lists could not be read: the run stops with exit status 2.
    case unreadable(ToolFailure)
    /// The files have errors, reported like a spec's findings: the run stops with exit status 1.
    case invalid(RunReport)
}

/// Reads the token files and resolver documents the configuration's `tokens:` lists (JSON, read
/// with positions by `YAMLReader`), the files their sources name, and resolves the tokens
/// (`TokenSetResolution`).
public enum TokenFileReader {
    /// Reads and resolves `paths`, relative to `directory` (the configuration's folder) unless
    /// absolute; paths are shown relative to `workingDirectory`.
    public static func load(_ paths: [String], directory: String, workingDirectory: String) -> TokenLoad {
        var tokens = DesignTokens()
        guard !paths.isEmpty else { return .loaded(tokens) }
        let findings = TokenFindings()
        var failure: ToolFailure?
        var shownFiles: [String] = []
        /// Reads one file, absolute; `at` is where a resolver names it, `nil` for a listed file.
        var cache: [String: TokenSourceFile?] = [:]
        func read(_ absolute: String, at reference: TokenLocation?) -> TokenSourceFile? {
            if let file = cache[absolute] { return file }
            let file = readOnce(absolute, at: reference)
            cache[absolute] = .some(file)
            return file
        }
        func readOnce(_ absolute: String, at reference: TokenLocation?) -> TokenSourceFile? {
            let shown = DisplayPath.shown(absolute, workingDirectory: workingDirectory)
            let bytes: [UInt8]
            switch BoundedFileReader.read(absolute, upTo: YAMLLimits.default.maxBytes + 1, regularFileOnly: true) {
            case .failure(let error):
                if let reference {
                    findings.emit(.tokenFile, "cannot read token file '\(shown)': \(error.reason)", at: reference)
                } else {
                    failure = failure ?? ToolFailure("cannot read token file '\(shown)': \(error.reason)")
                }
                return nil
            case .success(let read): bytes = read
            }
            tokens.files.append(absolute)
            shownFiles.append(shown)
            tokens.key.add(absolute)
            tokens.key.add(bytes)
            let collector = DiagnosticCollector()
            let root = YAMLReader.read(bytes, diagnostics: collector)
            findings.add(collector, path: shown)
            return root.map { TokenSourceFile(path: shown, root: $0) }
        }
        var layers: [TokenLayer] = []
        for path in paths {
            let absolute = DisplayPath.absolute(path, base: directory)
            guard cache[absolute] == nil, let file = read(absolute, at: nil) else { continue }
            if ResolverDocumentReader.isResolver(file.root) {
                let folder = PathName.folder(of: absolute)
                let reader = ResolverDocumentReader(path: file.path, findings: findings) { reference, location in
                    read(DisplayPath.absolute(reference, base: folder), at: location)
                }
                layers += reader.layers(file.root)
            } else {
                layers.append(TokenLayer(tokens: TokenSourceReader(path: file.path, findings: findings).tokens(in: file.root),
                                         appearances: Set(Appearance.allCases)))
            }
        }
        if let failure { return .unreadable(failure) }
        tokens.tokens = TokenSetResolution.resolve(layers, findings: findings)
        guard !findings.hasErrors else {
            return .invalid(RunReport(files: shownFiles, findings: findings.findings.sorted(), failures: []))
        }
        return .loaded(tokens)
    }

    /// The findings of one token file's bytes read and resolved on their own (the rule examples).
    static func check(_ bytes: [UInt8]) -> [Diagnostic] {
        let findings = TokenFindings()
        let collector = DiagnosticCollector()
        if let root = YAMLReader.read(bytes, diagnostics: collector) {
            let layer = TokenLayer(tokens: TokenSourceReader(path: "", findings: findings).tokens(in: root), appearances: Set(Appearance.allCases))
            _ = TokenSetResolution.resolve([layer], findings: findings)
        }
        findings.add(collector, path: "")
        return findings.findings.sorted().map(\.diagnostic)
    }
}
