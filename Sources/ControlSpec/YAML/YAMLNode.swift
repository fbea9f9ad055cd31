/// How a scalar was written; the checker treats quoted and plain scalars differently
/// (a quoted `"5"` is a string, never a number).
public enum ScalarStyle: String, Sendable, Hashable {
    /// Written without quotes.
    case plain
    /// Written in single quotes.
    case singleQuoted
    /// Written in double quotes.
    case doubleQuoted
    /// A `|` block scalar.
    case literal
    /// A `>` block scalar.
    case folded
}

/// A scalar: its text after YAML unescaping, how it was written, and its core tag if any.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's value after unescaping and folding.
    public var value: String
    /// How the scalar was written.
    public var style: ScalarStyle
    /// An explicit core tag (`str`, `int`, `float`, `bool`, `null`), without the
    /// `tag:yaml.org,2002:` prefix; `nil` when the scalar has no tag.
    public var tag: String?

    /// Creates a scalar.
    public init(value: String, style: ScalarStyle, tag: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
    }

    /// Whether YAML's core schema resolves the scalar by its text (to a number, boolean or null):
    /// a plain scalar without a tag, or any scalar tagged `!!int`, `!!float`, `!!bool` or `!!null`.
    /// Quoted and block scalars, and `!!str`, are always text.
    public var isPlain: Bool { tag.map { $0 != "str" } ?? (style == .plain) }
}

/// A key-value entry of a mapping. Keys are always scalars (the reader rejects other keys).
public struct YAMLPair: Sendable, Hashable {
    /// The key's text.
    public var key: String
    /// Where the key is written.
    public var keySpan: SourceSpan
    /// The value.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: String, keySpan: SourceSpan, value: YAMLNode) {
        self.key = key
        self.keySpan = keySpan
        self.value = value
    }
}

/// A node of the YAML tree with the span of source text it came from.
///
/// The reader builds the tree without recursion and limits its depth, so code that walks a tree
/// recursively stays within the depth limit (`YAMLLimits.maxDepth`).
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds.
    public enum Content: Sendable, Hashable {
        /// A scalar.
        case scalar(YAMLScalar)
        /// A mapping, its entries in source order (keys are unique: duplicates are reported).
        case mapping([YAMLPair])
        /// A sequence, in source order.
        case sequence([YAMLNode])
    }

    /// The node's content.
    public var content: Content
    /// The source text of the node, from its first to just after its last character.
    public var span: SourceSpan

    /// Creates a node.
    public init(_ content: Content, span: SourceSpan) {
        self.content = content
        self.span = span
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The entries, if this node is a mapping.
    public var pairs: [YAMLPair]? {
        if case .mapping(let p) = content { return p }
        return nil
    }

    /// The items, if this node is a sequence.
    public var items: [YAMLNode]? {
        if case .sequence(let i) = content { return i }
        return nil
    }

    /// A short description of the node's kind for messages: `a mapping`, `a sequence`, `'text'`.
    public var kindDescription: String {
        switch content {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar(let s) where s.isPlain && s.value.isEmpty: "an empty value"
        case .scalar(let s): "'\(s.value.count > 40 ? String(s.value.prefix(40)) + "…" : s.value)'"
        }
    }
}

/// Hard limits that keep hostile input from exhausting time or memory.
public struct YAMLLimits: Sendable, Hashable {
    /// The largest accepted file, in bytes.
    public var maxBytes: Int
    /// The deepest accepted nesting of mappings and sequences (the top-level mapping is depth 1).
    public var maxDepth: Int
    /// The most nodes (scalars, mappings and sequences) a file may have.
    public var maxNodes: Int
    /// The longest accepted scalar, in bytes.
    public var maxScalarBytes: Int

    /// Creates limits.
    public init(maxBytes: Int, maxDepth: Int, maxNodes: Int, maxScalarBytes: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxScalarBytes = maxScalarBytes
    }

    /// 1 MiB, depth 64, 100,000 nodes, 64 KiB scalars: far above any real spec, far below harm.
    public static let `default` = YAMLLimits(
        maxBytes: 1 << 20, maxDepth: 64, maxNodes: 100_000, maxScalarBytes: 64 << 10)
}
