/// Builds the node tree from `YAMLEvent`s with an explicit stack, checking the YAML traps and
/// limits as it goes.
///
/// Fatal problems (a second document, anchors and aliases, complex keys, limits) stop the build;
/// the others (duplicate keys, tags, merge keys) are reported and the build goes on so that one
/// run reports them all.
struct YAMLTreeBuilder {
    /// A mapping or sequence whose end has not been seen yet.
    private struct Frame {
        /// Whether the collection is a mapping (else a sequence).
        var isMapping: Bool
        /// Whether the collection is written in flow style (`[...]`, `{...}`).
        var isFlow: Bool
        /// Where the collection starts.
        var start: SourceLocation
        /// The items so far, for a sequence.
        var items: [YAMLNode] = []
        /// The entries so far, for a mapping.
        var pairs: [YAMLPair] = []
        /// The key waiting for its value, for a mapping.
        var pendingKey: YAMLNode?
        /// Whether the pending key repeats an earlier key, so that its entry is dropped.
        var pendingKeyIsDuplicate = false
        /// The span of each key's first occurrence, for a mapping of more than a few keys
        /// (`firstSpan(ofKey:inFrame:)`); empty until then.
        var firstKeySpans: [String: SourceSpan] = [:]
    }

    /// The limits to enforce.
    let limits: YAMLLimits
    /// Where problems go.
    let diagnostics: DiagnosticCollector
    /// The open collections, innermost last.
    private var stack: [Frame] = []
    /// The root node of the document, once complete.
    private(set) var root: YAMLNode?
    /// How many documents have started.
    private var documentCount = 0
    /// How many nodes have started.
    private var nodeCount = 0
    /// Whether a reported problem makes the tree unusable even though building went on.
    private(set) var isInvalid = false

    /// Creates a builder.
    init(limits: YAMLLimits, diagnostics: DiagnosticCollector) {
        self.limits = limits
        self.diagnostics = diagnostics
    }

    /// Takes the next event. Returns `false` when a fatal problem was reported and building stops.
    mutating func handle(_ event: YAMLEvent) -> Bool {
        switch event {
        case .documentStart(let span):
            documentCount += 1
            guard documentCount == 1 else {
                diagnostics.emit(
                    .yamlMultipleDocuments,
                    "found a second YAML document; a spec file holds exactly one document", at: span)
                return false
            }
            return true
        case .alias(let name, let span):
            diagnostics.emit(
                .yamlAlias, "aliases are not supported; write the value out instead of '*\(name)'", at: span)
            return false
        case .scalar(let value, let byteCount, let style, let properties, let span):
            guard startNode(properties, span: span), checkScalarLength(byteCount, span: span) else { return false }
            let tag = coreTag(properties.tag, isScalar: true, span: span)
            attach(YAMLNode(.scalar(YAMLScalar(value: value, style: style, tag: tag)), span: span))
            return true
        case .sequenceStart(let properties, let isFlow, let span):
            return startCollection(isMapping: false, isFlow: isFlow, properties: properties, span: span)
        case .mappingStart(let properties, let isFlow, let span):
            return startCollection(isMapping: true, isFlow: isFlow, properties: properties, span: span)
        case .collectionEnd(let span):
            endCollection(span)
            return true
        case .streamEnd:
            if documentCount == 0 {
                diagnostics.emit(.yamlEmpty, "the file is empty; expected a control spec mapping", at: .fileStart)
            }
            return true
        case .ignored:
            return true
        }
    }

    /// Counts a node and rejects anchors; `false` when building must stop.
    private mutating func startNode(_ properties: YAMLEvent.Properties, span: SourceSpan) -> Bool {
        if let anchor = properties.anchor {
            diagnostics.emit(
                .yamlAlias, "anchors are not supported; write the value out instead of sharing it with '&\(anchor)'",
                at: SourceSpan(at: span.start))
            return false
        }
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            diagnostics.emit(
                .yamlLimit, "the file has more than \(limits.maxNodes) nodes, the limit for a spec",
                at: SourceSpan(at: span.start))
            return false
        }
        return true
    }

    /// Rejects a scalar longer than the limit; `false` when building must stop.
    private func checkScalarLength(_ byteCount: Int, span: SourceSpan) -> Bool {
        guard byteCount <= limits.maxScalarBytes else {
            diagnostics.emit(
                .yamlLimit,
                "the value is \(byteCount) bytes long, longer than the limit of \(limits.maxScalarBytes) bytes",
                at: SourceSpan(at: span.start))
            return false
        }
        return true
    }

    /// Opens a collection after checking keys, depth and node count; `false` when building must stop.
    private mutating func startCollection(
        isMapping: Bool, isFlow: Bool, properties: YAMLEvent.Properties, span: SourceSpan
    ) -> Bool {
        let kind = isMapping ? "a mapping" : "a sequence"
        if let parent = stack.last, parent.isMapping, parent.pendingKey == nil {
            diagnostics.emit(
                .yamlComplexKey, "expected a scalar as mapping key, found \(kind)", at: SourceSpan(at: span.start))
            return false
        }
        guard startNode(properties, span: span) else { return false }
        guard stack.count < limits.maxDepth else {
            diagnostics.emit(
                .yamlLimit, "\(kind) nested more than \(limits.maxDepth) levels deep, the limit for a spec",
                at: SourceSpan(at: span.start))
            return false
        }
        _ = coreTag(properties.tag, isScalar: false, isMapping: isMapping, span: span)
        stack.append(Frame(isMapping: isMapping, isFlow: isFlow, start: span.start))
        return true
    }

    /// Closes the innermost collection and attaches it to its parent.
    private mutating func endCollection(_ span: SourceSpan) {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        let lastEnd = frame.isMapping ? frame.pairs.last?.value.span.end : frame.items.last?.span.end
        let end = frame.isFlow ? span.end : lastEnd ?? span.end
        attach(YAMLNode(content, span: SourceSpan(start: frame.start, end: end)))
    }

    /// Adds a complete node to the open collection, or makes it the root.
    private mutating func attach(_ node: YAMLNode) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            if !stack[top].pendingKeyIsDuplicate, let text = key.scalar?.value {
                stack[top].pairs.append(YAMLPair(key: text, keySpan: key.span, value: node))
            }
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
            stack[top].pendingKeyIsDuplicate = checkKey(node, inFrame: top)
        }
    }

    /// Checks a key for merge keys and duplicates; returns whether the key is a duplicate.
    private mutating func checkKey(_ key: YAMLNode, inFrame index: Int) -> Bool {
        guard let scalar = key.scalar else { return false }
        if scalar.isPlain && scalar.value == "<<" {
            diagnostics.emit(
                .yamlMergeKey, "merge keys ('<<') are not supported; write the keys out in this mapping",
                at: key.span)
            isInvalid = true
        }
        if let first = firstSpan(ofKey: scalar.value, inFrame: index) {
            diagnostics.emit(
                .yamlDuplicateKey, "duplicate key '\(scalar.value)'; each key may appear once in a mapping",
                at: key.span, notes: [DiagnosticNote("first defined here", at: first)])
            return true
        }
        if !stack[index].firstKeySpans.isEmpty { stack[index].firstKeySpans[scalar.value] = key.span }
        return false
    }

    /// How many keys a mapping may have before its keys are looked up in a table.
    private static let keysSearchedInPlace = 16

    /// Where the key `text` first appears in the mapping of frame `index`, if it does. A mapping
    /// of a few keys, as nearly every one in a spec is, is searched in place: a table of its keys
    /// cost more than the rest of reading them. A larger one makes the table of its keys so far
    /// (each at most once: a duplicate's entry is dropped) and keeps it.
    private mutating func firstSpan(ofKey text: String, inFrame index: Int) -> SourceSpan? {
        if stack[index].pairs.count < Self.keysSearchedInPlace {
            return stack[index].pairs.first { $0.key == text }?.keySpan
        }
        if stack[index].firstKeySpans.isEmpty {
            for pair in stack[index].pairs { stack[index].firstKeySpans[pair.key] = pair.keySpan }
        }
        return stack[index].firstKeySpans[text]
    }

    /// Checks an explicit tag; returns the core tag's short name for a scalar, `nil` otherwise.
    /// Reports tags outside the YAML core schema or not fitting the node.
    private mutating func coreTag(
        _ tag: String?, isScalar: Bool, isMapping: Bool = false, span: SourceSpan
    ) -> String? {
        guard let tag else { return nil }
        let prefix = "tag:yaml.org,2002:"
        let name = tag.hasPrefix(prefix) ? String(tag.dropFirst(prefix.count)) : nil
        let allowed: Set<String> = isScalar ? ["str", "int", "float", "bool", "null"] : [isMapping ? "map" : "seq"]
        if let name, allowed.contains(name) { return isScalar ? name : nil }
        let written = name.map { "!!" + $0 } ?? tag
        let expected = allowed.sorted().map { "'!!\($0)'" }.joined(separator: ", ")
        let kind = isScalar ? "a scalar" : isMapping ? "a mapping" : "a sequence"
        diagnostics.emit(
            .yamlTag, "unsupported tag '\(written)' on \(kind); expected one of \(expected) or no tag",
            at: SourceSpan(at: span.start))
        isInvalid = true
        return nil
    }
}
