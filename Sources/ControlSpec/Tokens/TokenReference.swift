/// A reference to a design token as a spec or a token file writes it: `{group.token}`.
enum TokenReference {
    /// The token name a scalar node refers to, or `nil` when the node is no reference: text
    /// made of a `{`, a name and a `}`.
    static func name(in node: YAMLNode) -> String? {
        guard let text = node.scalar?.value, text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let name = text.dropFirst().dropLast()
        guard !name.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(name)
    }

    /// The reference to `name` as written: `{name}`.
    static func text(_ name: String) -> String { "{\(name)}" }
}
