/// Turns a YAML node tree into a typed spec, reporting every problem at its span.
///
/// Two passes: the structure pass checks every key and value against the spec language's types
/// (`StructureChecker`); the semantic pass checks meaning across keys and builds the model
/// of the spec's kind (`ControlKind.build(_:context:)`).
public enum SpecChecker {
    /// Checks the root node of a spec file. Returns the spec when every value it needs is valid;
    /// errors in `diagnostics` still mean the spec must not be used.
    public static func check(_ root: YAMLNode, diagnostics: DiagnosticCollector) -> ControlSpecification? {
        guard let pairs = root.pairs else {
            diagnostics.emit(.wrongType, "expected a mapping of spec keys at the top level, found \(root.kindDescription)", at: root.span)
            return nil
        }
        let structure = StructureChecker(diagnostics: diagnostics)
        guard let kindPair = pairs.first(where: { $0.key == "kind" }) else {
            diagnostics.emit(.missingKey, "missing required key 'kind'", at: pairs.first?.keySpan ?? root.span, keyPath: "kind", notes: [DiagnosticNote("expected one of \(ControlKinds.names.map { "'\($0)'" }.joined(separator: ", "))")])
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

/// The span of every value in a checked spec, by key path.
enum SourceMap {
    /// Collects the value spans of `object` and everything below it (bounded by the YAML depth limit).
    static func spans(of object: CheckedObject) -> [String: SourceSpan] {
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
        object.entries.forEach { visit($0.value, path: $0.keyPath, span: $0.valueSpan) }
        return map
    }
}
