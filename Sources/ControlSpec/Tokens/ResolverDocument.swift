/// The tokens of one source, and the appearances whose resolution includes them.
struct TokenLayer {
    /// The tokens, in source order.
    var tokens: [RawToken]
    /// The appearances the source applies to.
    var appearances: Set<Appearance>
}

/// A file a token source names: its shown path and its top level.
struct TokenSourceFile {
    /// The file's shown path.
    var path: String
    /// Its top level, read.
    var root: YAMLNode
}

/// Reads a resolver document of the Resolver Module (2025.10): its `sets`, its `modifiers` with
/// their `contexts`, and its `resolutionOrder`, into layers of tokens per appearance, the
/// modifiers' contexts chosen by `AppearanceContexts`.
struct ResolverDocumentReader {
    /// The document's shown path.
    let path: String
    /// Where findings go.
    let findings: TokenFindings
    /// Reads the file a source's `$ref` names, written at the given place; `nil` when it cannot
    /// be read (reported).
    let file: (String, TokenLocation) -> TokenSourceFile?

    /// Whether `root` is a resolver document rather than a token file: it has `resolutionOrder`.
    static func isResolver(_ root: YAMLNode) -> Bool {
        root.pairs?.contains { $0.key == "resolutionOrder" } ?? false
    }

    /// The layers of the document `root`, in resolution order.
    func layers(_ root: YAMLNode) -> [TokenLayer] {
        let top = root.pairs ?? []
        let field = { (pairs: [YAMLPair], key: String) in pairs.first { $0.key == key }?.value }
        let sets = field(top, "sets")?.pairs ?? []
        let modifiers = field(top, "modifiers")?.pairs ?? []
        guard let order = field(top, "resolutionOrder")?.items else {
            findings.emit(.tokenFile, "expected 'resolutionOrder' to be an array", at: location(root.span))
            return []
        }
        var layers: [TokenLayer] = []
        for item in order {
            guard let pairs = item.pairs else {
                findings.emit(.tokenFile, "expected a set or modifier in 'resolutionOrder', found \(item.kindDescription)", at: location(item.span))
                continue
            }
            if let reference = field(pairs, "$ref") {
                let text = reference.scalar?.value ?? ""
                if let name = text.dropPrefix("#/sets/"), let set = sets.first(where: { $0.key == name }) {
                    layers += setLayers(set.value, name: name)
                } else if let name = text.dropPrefix("#/modifiers/"), let modifier = modifiers.first(where: { $0.key == name }) {
                    layers += modifierLayers(modifier.value, name: name, at: modifier.keySpan)
                } else {
                    let known = sets.map { "#/sets/\($0.key)" } + modifiers.map { "#/modifiers/\($0.key)" }
                    findings.emit(.tokenFile, "unknown set or modifier \(reference.kindDescription)\(Suggestion.suffix(for: text, in: known))",
                                  at: location(reference.span))
                }
            } else if field(pairs, "type")?.scalar?.value == "modifier" {
                layers += modifierLayers(item, name: field(pairs, "name")?.scalar?.value ?? "", at: item.span)
            } else {
                layers += setLayers(item, name: field(pairs, "name")?.scalar?.value ?? "")
            }
        }
        return layers
    }

    /// The layers of a set: each source for every appearance.
    private func setLayers(_ set: YAMLNode, name: String) -> [TokenLayer] {
        sources(set.pairs?.first { $0.key == "sources" }?.value, owner: "set '\(name)'", at: set.span).map {
            TokenLayer(tokens: $0, appearances: Set(Appearance.allCases))
        }
    }

    /// The layers of a modifier: each context's sources for the appearances that choose it.
    private func modifierLayers(_ modifier: YAMLNode, name: String, at span: SourceSpan) -> [TokenLayer] {
        let pairs = modifier.pairs ?? []
        guard let contexts = pairs.first(where: { $0.key == "contexts" })?.value.pairs, !contexts.isEmpty else {
            findings.emit(.tokenFile, "modifier '\(name)' has no contexts", at: location(span))
            return []
        }
        let defaultNode = pairs.first { $0.key == "default" }?.value
        let defaultContext = defaultNode?.scalar?.value
        if let defaultNode, let defaultContext, !contexts.contains(where: { $0.key == defaultContext }) {
            findings.emit(.tokenFile, "unknown default context '\(defaultContext)' of modifier '\(name)'" +
                          Suggestion.suffix(for: defaultContext, in: contexts.map(\.key)), at: location(defaultNode.span))
            return []
        }
        guard let chosen = AppearanceContexts.choose(contexts.map(\.key), default: defaultContext) else {
            findings.emit(.tokenFile, "modifier '\(name)' names no appearance and has no default context", at: location(span),
                          notes: [DiagnosticNote("name contexts 'light' and 'dark' (and 'light-high-contrast', 'dark-high-contrast'), or give 'default'")])
            return []
        }
        var layers: [TokenLayer] = []
        for context in contexts {
            let appearances = Set(Appearance.allCases.filter { chosen[$0] == context.key })
            guard !appearances.isEmpty else { continue }
            layers += sources(context.value, owner: "context '\(context.key)' of modifier '\(name)'", at: context.keySpan).map {
                TokenLayer(tokens: $0, appearances: appearances)
            }
        }
        return layers
    }

    /// The tokens of each source of `node`, a sequence of `{ "$ref": … }` and inline groups.
    private func sources(_ node: YAMLNode?, owner: String, at span: SourceSpan) -> [[RawToken]] {
        guard let items = node?.items else {
            findings.emit(.tokenFile, "expected the \(owner) to list its sources in an array", at: location(node?.span ?? span))
            return []
        }
        return items.compactMap { item -> [RawToken]? in
            guard let reference = item.pairs?.first(where: { $0.key == "$ref" })?.value else {
                return TokenSourceReader(path: path, findings: findings).tokens(in: item)
            }
            guard let text = reference.scalar?.value, !text.isEmpty, !text.contains("#") else {
                findings.emit(.tokenFile, "expected the path of a token file in '$ref', found \(reference.kindDescription)", at: location(reference.span),
                              notes: [DiagnosticNote("a source names a whole token file; JSON pointers into files are not supported")])
                return nil
            }
            return file(text, location(reference.span)).map { TokenSourceReader(path: $0.path, findings: findings).tokens(in: $0.root) }
        }
    }

    /// `span` in the document.
    private func location(_ span: SourceSpan) -> TokenLocation { TokenLocation(path: path, span: span) }
}

extension String {
    /// The rest of the text after `prefix`, or `nil` when it does not start with it.
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
