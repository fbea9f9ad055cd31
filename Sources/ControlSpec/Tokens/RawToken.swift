/// A token as a token file writes it, before its aliases are followed.
struct RawToken {
    /// The token's dotted name.
    var name: String
    /// Where its name is written.
    var location: TokenLocation
    /// The `$value` node.
    var value: YAMLNode
    /// The type declared on the token or inherited from its nearest group, if any.
    var type: TokenType?
}

/// Reads the tokens of a token file (or of a resolver document's inline source): groups,
/// tokens, `$type` inherited from groups, names. Values are read when the token is resolved.
struct TokenSourceReader {
    /// The file's shown path.
    let path: String
    /// Where findings go.
    let findings: TokenFindings

    /// The properties a group may have.
    static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$schema", "$extends"]
    /// The properties a token may have.
    static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    /// The name a group's own token has (`{group.$root}`).
    static let rootName = "$root"

    /// The tokens of the group `node` (the file's top level when `prefix` is empty), in source order.
    func tokens(in node: YAMLNode, prefix: String = "", inherited: TokenType? = nil) -> [RawToken] {
        guard let pairs = node.pairs else {
            findings.emit(.tokenFile, "expected a group of tokens (a JSON object), found \(node.kindDescription)", at: location(node.span))
            return []
        }
        var type = inherited
        if let typePair = pairs.first(where: { $0.key == "$type" }), let declared = self.type(typePair.value) { type = declared }
        var tokens: [RawToken] = []
        for pair in pairs {
            if pair.key.hasPrefix("$"), pair.key != Self.rootName {
                if pair.key == "$extends" {
                    findings.emit(.tokenFile, "group extension '$extends' is not supported", at: location(pair.keySpan),
                                  notes: [DiagnosticNote("write the group's tokens out, or alias them one by one")])
                } else if !Self.groupProperties.contains(pair.key) {
                    reportUnknownProperty(pair, known: Self.groupProperties + ["$value"])
                }
                continue
            }
            guard checkName(pair) else { continue }
            let name = prefix.isEmpty ? pair.key : "\(prefix).\(pair.key)"
            if let children = pair.value.pairs, children.contains(where: { $0.key == "$value" }) {
                if let token = token(named: name, pair: pair, children: children, inherited: type) { tokens.append(token) }
            } else if pair.value.pairs != nil {
                tokens += self.tokens(in: pair.value, prefix: name, inherited: type)
            } else {
                findings.emit(.tokenFile, "expected a token (an object with '$value') or a group for '\(name)', found \(pair.value.kindDescription)",
                              at: location(pair.value.span))
            }
        }
        return tokens
    }

    /// The token `name`, whose object has the entries `children`.
    private func token(named name: String, pair: YAMLPair, children: [YAMLPair], inherited: TokenType?) -> RawToken? {
        var type = inherited
        var valid = true
        for child in children {
            if child.key == "$type" {
                guard let declared = self.type(child.value) else { valid = false; continue }
                type = declared
            } else if !child.key.hasPrefix("$") {
                findings.emit(.tokenFile, "token '\(name)' holds '\(child.key)'; a token cannot hold tokens or groups", at: location(child.keySpan))
                valid = false
            } else if !Self.tokenProperties.contains(child.key) {
                reportUnknownProperty(child, known: Self.tokenProperties)
            }
        }
        guard valid, let value = children.first(where: { $0.key == "$value" })?.value else { return nil }
        return RawToken(name: name, location: location(pair.keySpan), value: value, type: type)
    }

    /// The type a `$type` value names; reports another value.
    private func type(_ node: YAMLNode) -> TokenType? {
        guard let text = node.scalar?.value, let type = TokenType(word: text) else {
            let text = node.scalar?.value ?? ""
            findings.emit(.tokenFile, "unknown token type \(node.kindDescription)\(Suggestion.suffix(for: text, in: TokenType.words))", at: location(node.span),
                          notes: [DiagnosticNote("token types are \(Suggestion.alternatives(TokenType.words))")])
            return nil
        }
        return type
    }

    /// Whether a token or group name is valid: it holds no `.`, `{` or `}`.
    private func checkName(_ pair: YAMLPair) -> Bool {
        guard pair.key.isEmpty || pair.key.contains(where: { "{}.".contains($0) }) else { return true }
        findings.emit(.tokenFile, "invalid token or group name '\(pair.key)'", at: location(pair.keySpan),
                      notes: [DiagnosticNote("a name is not empty and holds no '.', '{' or '}'")])
        return false
    }

    /// Reports a `$` property neither a token nor a group has.
    private func reportUnknownProperty(_ pair: YAMLPair, known: [String]) {
        findings.emit(.tokenFile, "unknown property '\(pair.key)'\(Suggestion.suffix(for: pair.key, in: known))", at: location(pair.keySpan))
    }

    /// `span` in this file.
    func location(_ span: SourceSpan) -> TokenLocation { TokenLocation(path: path, span: span) }
}
