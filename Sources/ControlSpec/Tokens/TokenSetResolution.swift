/// The tokens of a run from its layers: each appearance's tokens are its layers' tokens, a later
/// layer's token replacing an earlier one of the same name, resolved on their own; a token's
/// values are then gathered across appearances. Pure.
enum TokenSetResolution {
    /// The tokens the light appearance resolves, with their values in every appearance (an
    /// appearance without the token has the value of the appearance it falls back to).
    static func resolve(_ layers: [TokenLayer], findings: TokenFindings) -> [String: DesignToken] {
        var resolved: [Appearance: [String: TokenResolver.Resolved]] = [:]
        var names: [String] = []
        for appearance in Appearance.allCases {
            var raw: [String: RawToken] = [:]
            for layer in layers where layer.appearances.contains(appearance) {
                for token in layer.tokens {
                    if appearance == .light, raw[token.name] == nil { names.append(token.name) }
                    raw[token.name] = token
                }
            }
            let resolver = TokenResolver(raw: raw, findings: findings)
            var values: [String: TokenResolver.Resolved] = [:]
            for name in raw.keys.sorted() {
                if let value = resolver.resolve(name) { values[name] = value }
            }
            resolved[appearance] = values
        }
        var tokens: [String: DesignToken] = [:]
        for name in names {
            guard let light = resolved[.light]?[name] else { continue }
            var values: [Appearance: TokenValue] = [:]
            var valid = true
            for appearance in Appearance.allCases {
                var source: Appearance? = appearance
                while let current = source, values[appearance] == nil {
                    if let value = resolved[current]?[name] {
                        guard value.type == light.type else {
                            findings.emit(.tokenFile, "token '\(name)' is of type \(value.type.word) in the \(appearance.phrase) appearance " +
                                          "and of type \(light.type.word) in the light one", at: value.location,
                                          notes: [DiagnosticNote("the light appearance's token", at: light.location.span, in: light.location.path)])
                            valid = false
                            break
                        }
                        values[appearance] = value.value
                    }
                    source = current.fallback
                }
                values[appearance] = values[appearance] ?? light.value
            }
            if valid { tokens[name] = DesignToken(name: name, type: light.type, values: values, definition: light.location) }
        }
        return tokens
    }
}
