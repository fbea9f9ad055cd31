import CLibYAML

/// A problem libyaml reports, with libyaml's own positions converted to 1-based locations.
struct LibYAMLError: Error {
    /// What went wrong, in libyaml's words (`mapping values are not allowed in this context`).
    var problem: String
    /// Where the problem is; `nil` for reader errors, which give a byte offset instead.
    var problemLocation: SourceLocation?
    /// The byte offset of the problem, for reader errors.
    var problemOffset: Int
    /// What libyaml was doing (`while scanning a simple key`), when it says.
    var context: String?
    /// Where the construct named by `context` starts.
    var contextLocation: SourceLocation?
}

/// A thin owner of a libyaml parser over a copy of the input, producing `YAMLEvent`s.
///
/// The input must be UTF-8 without a byte order mark; the encoding is fixed to UTF-8 so libyaml
/// never guesses UTF-16.
final class LibYAMLParser {
    /// The libyaml parser state.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The input, owned here so that it outlives every call into libyaml.
    private let input: UnsafeMutableBufferPointer<UInt8>

    /// Creates a parser over `text`; `nil` when libyaml cannot allocate its state.
    init?(_ text: [UInt8]) {
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            return nil
        }
        input = .allocate(capacity: max(text.count, 1))
        _ = input.initialize(from: text)
        yaml_parser_set_input_string(parser, input.baseAddress, text.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// Parses the next event, or returns the error that stops parsing.
    func next() -> Result<YAMLEvent, LibYAMLError> {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { return .failure(currentError()) }
        defer { yaml_event_delete(&event) }
        return .success(Self.convert(event))
    }

    /// The parser's error state as a Swift value.
    private func currentError() -> LibYAMLError {
        let state = parser.pointee
        let isReaderError = state.error == YAML_READER_ERROR
        return LibYAMLError(
            problem: state.problem.map { String(cString: $0) } ?? "unknown libyaml error",
            problemLocation: isReaderError ? nil : Self.location(state.problem_mark),
            problemOffset: state.problem_offset,
            context: state.context.map { String(cString: $0) },
            contextLocation: state.context == nil ? nil : Self.location(state.context_mark))
    }

    /// Copies a libyaml event into a `YAMLEvent`.
    private static func convert(_ event: yaml_event_t) -> YAMLEvent {
        let span = SourceSpan(start: location(event.start_mark), end: location(event.end_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(span)
        case YAML_ALIAS_EVENT:
            return .alias(name: string(event.data.alias.anchor) ?? "", span: span)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
            return .scalar(
                value: String(decoding: bytes, as: UTF8.self), byteCount: data.length,
                style: style(data.style),
                properties: .init(tag: string(data.tag), anchor: string(data.anchor)), span: span)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(
                properties: .init(tag: string(data.tag), anchor: string(data.anchor)),
                isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE, span: span)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(
                properties: .init(tag: string(data.tag), anchor: string(data.anchor)),
                isFlow: data.style == YAML_FLOW_MAPPING_STYLE, span: span)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return .collectionEnd(span)
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        default:
            return .ignored
        }
    }

    /// A libyaml mark (0-based) as a 1-based location.
    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// A NUL-terminated libyaml string as a Swift string.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's scalar style as ours.
    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
