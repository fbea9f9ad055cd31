import ControlKernel

/// Resolves the tokens of one appearance: follows aliases (`{group.token}`) to their end, finds
/// each token's type and reads its value. Each token is resolved once; a chain of aliases longer
/// than `maxChain` is refused, so no file can make resolution recurse without end.
final class TokenResolver {
    /// A token resolved: its type and value, and where it is defined.
    struct Resolved: Hashable {
        /// The type, declared, inherited or taken from the aliased token.
        var type: TokenType
        /// The value, aliases followed.
        var value: TokenValue
        /// Where the token is defined.
        var location: TokenLocation
    }

    /// The tokens of the appearance, by name, as written.
    let raw: [String: RawToken]
    /// Where findings go.
    let findings: TokenFindings
    /// The tokens resolved so far; `nil` for one that could not be (and was reported).
    private var resolved: [String: Resolved?] = [:]
    /// The tokens being resolved, outermost first: an alias to one of them closes a cycle.
    private var inProgress: [String] = []
    /// The longest chain of aliases followed.
    static let maxChain = 64

    /// A resolver of `raw`.
    init(raw: [String: RawToken], findings: TokenFindings) {
        self.raw = raw
        self.findings = findings
    }

    /// The token `name` resolved; `nil` when there is no such token or it has an error.
    func resolve(_ name: String) -> Resolved? {
        if let done = resolved[name] { return done }
        guard let token = raw[name] else { return nil }
        if let start = inProgress.firstIndex(of: name) {
            let cycle = (inProgress[start...] + [name]).joined(separator: " → ")
            findings.emit(.tokenAlias, "alias cycle: \(cycle)", at: token.location,
                          notes: [DiagnosticNote("an alias must end at a token with a value")])
            return nil
        }
        guard inProgress.count < Self.maxChain else {
            findings.emit(.tokenAlias, "the chain of aliases to '\(name)' is longer than \(Self.maxChain) tokens", at: token.location)
            return nil
        }
        inProgress.append(name)
        let result = read(token)
        inProgress.removeLast()
        resolved.updateValue(result, forKey: name)
        return result
    }

    /// The token `reference` names, as an alias in `token` expecting `expected` (any type when
    /// `nil`); reports an unknown name or another type.
    private func target(_ reference: String, of token: RawToken, expected: TokenType?) -> Resolved? {
        guard raw[reference] != nil else {
            let suggestion = Suggestion.suffix(for: reference, in: raw.keys.sorted())
            findings.emit(.tokenAlias, "unknown token '\(reference)' in the alias of '\(token.name)'\(suggestion)",
                          at: token.location)
            return nil
        }
        guard let target = resolve(reference) else { return nil }
        if let expected, target.type != expected {
            findings.emit(.tokenAlias, "token '\(token.name)' of type \(expected.word) aliases '\(reference)' of type \(target.type.word)",
                          at: token.location, notes: [DiagnosticNote("'\(reference)' is defined here", at: target.location.span, in: target.location.path)])
            return nil
        }
        return target
    }

    /// Reads `token`'s value.
    private func read(_ token: RawToken) -> Resolved? {
        if let reference = TokenReference.name(in: token.value) {
            return target(reference, of: token, expected: token.type).map { Resolved(type: $0.type, value: $0.value, location: token.location) }
        }
        guard let type = token.type else {
            findings.emit(.tokenFile, "token '\(token.name)' has no type", at: token.location,
                          notes: [DiagnosticNote("give it '$type', or give one of its groups '$type'")])
            return nil
        }
        return value(token.value, type: type, of: token).map { Resolved(type: type, value: $0, location: token.location) }
    }

    /// The value of `node` as a value of `type`, in `token`.
    private func value(_ node: YAMLNode, type: TokenType, of token: RawToken) -> TokenValue? {
        let reader = TokenValueReader(token: token.name, location: { TokenLocation(path: token.location.path, span: $0) }, findings: findings)
        switch type {
        case .color: return reader.color(node).map(TokenValue.color)
        case .dimension: return reader.measure(node, units: ["px", "rem"], type: type).map { .dimension($0.value, unit: $0.unit) }
        case .duration: return reader.measure(node, units: ["ms", "s"], type: type).map { .duration($0.value, unit: $0.unit) }
        case .cubicBezier: return reader.cubicBezier(node)
        case .transition:
            guard let pairs = node.pairs else {
                reader.report(node, expected: "a transition '{ duration, delay, timingFunction }'")
                return nil
            }
            var members: [String: TokenValue] = [:]
            let memberTypes: [(String, TokenType)] = [("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)]
            for (key, memberType) in memberTypes {
                guard let member = pairs.first(where: { $0.key == key })?.value else {
                    findings.emit(.tokenFile, "transition '\(token.name)' has no '\(key)'", at: token.location)
                    return nil
                }
                if let reference = TokenReference.name(in: member) {
                    guard let target = target(reference, of: token, expected: memberType) else { return nil }
                    members[key] = target.value
                } else {
                    guard let value = value(member, type: memberType, of: token) else { return nil }
                    members[key] = value
                }
            }
            return .transition(duration: members["duration"]!, delay: members["delay"]!, curve: members["timingFunction"]!)
        default:
            return .unused(type)
        }
    }
}
