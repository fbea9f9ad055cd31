/// One libyaml parsing event, copied out of libyaml into Swift values.
///
/// Keeping the C types inside `LibYAMLParser` lets the tree builder be plain Swift.
enum YAMLEvent {
    /// The properties written before a node: its tag and whether it has an anchor.
    struct Properties {
        /// The resolved tag (`tag:yaml.org,2002:str`, `!Ruby`), or `nil` when none was written.
        var tag: String?
        /// The anchor's name, when the node has one (`&name`).
        var anchor: String?
    }

    /// The start of a document (explicit `---` or implicit).
    case documentStart(SourceSpan)
    /// An alias (`*name`).
    case alias(name: String, span: SourceSpan)
    /// A scalar with its unescaped value, its length in bytes and how it was written.
    case scalar(value: String, byteCount: Int, style: ScalarStyle, properties: Properties, span: SourceSpan)
    /// The start of a sequence; `isFlow` for `[...]`.
    case sequenceStart(properties: Properties, isFlow: Bool, span: SourceSpan)
    /// The start of a mapping; `isFlow` for `{...}`.
    case mappingStart(properties: Properties, isFlow: Bool, span: SourceSpan)
    /// The end of the innermost open collection.
    case collectionEnd(SourceSpan)
    /// The end of the input.
    case streamEnd
    /// An event the tree does not need (stream start, document end).
    case ignored
}
