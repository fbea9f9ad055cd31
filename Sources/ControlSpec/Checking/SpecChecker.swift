/// Turns a YAML node tree into a typed spec, reporting every problem at its span.
///
/// Two passes: the structure pass checks every key and value against the spec language's types
/// (`StructureChecker`); the semantic pass checks meaning across keys and builds the model
/// of the spec's kind (`ControlKind.build(_:context:)`).
public enum SpecChecker {
    /// Checks the root node of a spec file. Returns the spec when every value it needs is valid;
    /// errors in `diagnostics` still mean the spec must not be used.
    /// `tokens` are the design tokens its values may refer to.
    public static func check(_ root: YAMLNode, diagnostics: DiagnosticCollector, tokens: DesignTokens = .none) -> ControlSpecification? {
        guard let pairs = root.pairs else {
            diagnostics.emit(.wrongType, "expected a mapping of spec keys at the top level, found \(root.kindDescription)", at: root.span)
            return nil
        }
        let structure = StructureChecker(diagnostics: diagnostics, tokens: tokens)
        guard let kindPair = pairs.first(where: { $0.key == "kind" }) else {
            diagnostics.emit(.missingKey, "missing required key 'kind'", at: pairs.first?.keySpan ?? root.span, keyPath: "kind",
                notes: [DiagnosticNote("expected one of \(ControlKinds.names.map { "'\($0)'" }.joined(separator: ", "))")])
            return nil
        }
        let kindType = ValueType.enumeration(ControlKinds.names)
        guard case .word(let kindWord)? = structure.check(kindPair.value, as: kindType, keyPath: "kind", anchor: kindPair.keySpan),
            let kind = ControlKinds.named(kindWord),
            let top = structure.checkObject(root, type: kind.topLevel, keyPath: "", anchor: pairs[0].keySpan)
        else { return nil }
        return kind.check(top, diagnostics: diagnostics)
    }
}

/// What every semantic check needs: the collector and the control's size.
struct SemanticContext {
    /// Where findings go.
    let diagnostics: DiagnosticCollector
    /// The control's size, when `size` is valid (checks that depend on it are skipped otherwise).
    let size: Size?
}

/// The span of every value in a checked spec, by key path (`track.lineWidth`, `parts[2].color`),
/// looked up in the checked values when asked for. The checks ask for a few spans of a spec (its
/// name's, a design finding's); a table of every key path, made for each spec, cost about a tenth
/// of checking it.
public struct SourceMap: Sendable, Equatable {
    /// The checked top level; `nil` in a map without spans.
    private var top: CheckedObject?

    /// A map without spans, as a model kept for generation has (`AcceptedSpec.forGeneration`).
    public init() {}

    /// The spans of `top` and everything below it.
    init(_ top: CheckedObject) {
        self.top = top
    }

    /// Whether the map has no span.
    public var isEmpty: Bool { top?.entries.isEmpty ?? true }

    /// The span of the value at `keyPath`, if the spec writes a valid one there.
    public subscript(keyPath: String) -> SourceSpan? {
        top.flatMap { Self.span(of: keyPath, in: $0.entries) }
    }

    /// Every key path the spec writes a valid value at, with the value's span.
    public var spans: [String: SourceSpan] {
        var map: [String: SourceSpan] = [:]
        func visit(_ value: Checked, path: String, span: SourceSpan) {
            map[path] = span
            switch value {
            case .object(let o): o.entries.forEach { visit($0.value, path: $0.keyPath, span: $0.valueSpan) }
            case .map(let entries): entries.forEach { visit($0.value, path: $0.keyPath, span: $0.valueSpan) }
            case .list(let items): items.forEach { visit($0.value, path: $0.keyPath, span: $0.span) }
            case .assignments(.entries(let entries)): entries.forEach { map[$0.keyPath] = $0.valueSpan }
            default: break
            }
        }
        top?.entries.forEach { visit($0.value, path: $0.keyPath, span: $0.valueSpan) }
        return map
    }

    /// Equal when they hold the same spans at the same key paths.
    public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool {
        lhs.spans == rhs.spans
    }

    /// The span at `path` among `entries` and below them: an entry's key path begins the key
    /// paths of the values below it, so only an entry whose key path `path` continues is entered.
    private static func span(of path: String, in entries: [CheckedEntry]) -> SourceSpan? {
        for entry in entries {
            if entry.keyPath == path { return entry.valueSpan }
            if continues(path, entry.keyPath), let span = span(of: path, below: entry.value) { return span }
        }
        return nil
    }

    /// The span at `path` below `value`.
    private static func span(of path: String, below value: Checked) -> SourceSpan? {
        switch value {
        case .object(let object): return span(of: path, in: object.entries)
        case .map(let entries): return span(of: path, in: entries)
        case .list(let items):
            for item in items {
                if item.keyPath == path { return item.span }
                if continues(path, item.keyPath), let span = span(of: path, below: item.value) { return span }
            }
            return nil
        case .assignments(.entries(let entries)): return entries.first { $0.keyPath == path }?.valueSpan
        default: return nil
        }
    }

    /// Whether `path` is a key path below `parent`: `parent` followed by `.` or `[`.
    private static func continues(_ path: String, _ parent: String) -> Bool {
        guard path.utf8.count > parent.utf8.count, path.utf8.starts(with: parent.utf8) else { return false }
        let next = path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: parent.utf8.count)]
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
    }
}
