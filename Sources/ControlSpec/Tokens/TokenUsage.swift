/// The tokens a spec uses, as `controlspec tokens` lists them: each token its values refer to,
/// once, in the order first written, with its type, its value in each appearance and where it is
/// defined. Pure.
public enum TokenUsage {
    /// The names of the tokens the spec `root` refers to, in the order first written.
    static func references(in root: YAMLNode) -> [String] {
        var names: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar: if let name = TokenReference.name(in: node), !names.contains(name) { names.append(name) }
            case .mapping(let pairs): pending += pairs.reversed().map(\.value)
            case .sequence(let items): pending += items.reversed()
            }
        }
        return names
    }

    /// The listing of the tokens the spec with `bytes`, shown as `path`, uses: a line with the
    /// path, then a line per token (`name  type  defined-at  value`), or a line saying it uses none.
    /// Names that are no token are left out (the check reports them).
    public static func listing(_ bytes: [UInt8], path: String, tokens: DesignTokens) -> String {
        guard let root = YAMLReader.read(bytes, diagnostics: DiagnosticCollector()) else { return "" }
        let used = references(in: root).compactMap { tokens.tokens[$0] }
        guard !used.isEmpty else { return "\(path): no tokens\n" }
        let rows = used.map { [$0.name, $0.type.word, $0.definition.description, valueText($0)] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max()! }
        return "\(path):\n" + rows.map { row in
            "  " + (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }.joined(separator: "  ") + "  " + row[3] + "\n"
        }.joined()
    }

    /// A token's value as a spec would write it: a colour per appearance as a flow mapping of
    /// the appearances that differ, any other value per appearance likewise when it differs.
    static func valueText(_ token: DesignToken) -> String {
        if let color = token.colorValue { return SpecSyntax.color(color) }
        guard !token.isSameInEveryAppearance else { return text(token.lightValue) }
        return "{ " + Appearance.allCases.map { "\($0.word): \(text(token.values[$0]!))" }.joined(separator: ", ") + " }"
    }

    /// One value in the spec's notation, with the unit the token file gives.
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): SpecSyntax.color(color)
        case .dimension(let number, let unit), .duration(let number, let unit): number.shortText + unit
        case .cubicBezier(let x1, let y1, let x2, let y2): SpecSyntax.easing(.cubicBezier(x1, y1, x2, y2))
        case .transition(let duration, let delay, let curve): "\(text(duration)) \(text(curve)) after \(text(delay))"
        case .unused(let type): "(a \(type.word), which no spec key takes)"
        }
    }
}
