import CLibYAML

/// The floor: a bare libyaml event parse of every spec's bytes, nothing built, nothing checked.
/// No compiler of YAML specs can be faster than reading its input once with the same parser.
enum YAMLFloor {
    /// Parses every document of `files` to the end with libyaml's event API; returns how many
    /// events were read (so the work cannot be optimised away) or `nil` when one does not parse.
    static func parse(_ files: [[UInt8]]) -> Int? {
        var events = 0
        var parser = yaml_parser_t()
        for bytes in files {
            guard yaml_parser_initialize(&parser) != 0 else { return nil }
            defer { yaml_parser_delete(&parser) }
            let parsed: Bool = bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
                yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
                var event = yaml_event_t()
                while true {
                    guard yaml_parser_parse(&parser, &event) != 0 else { return false }
                    let type = event.type
                    yaml_event_delete(&event)
                    events += 1
                    if type == YAML_STREAM_END_EVENT { return true }
                }
            }
            guard parsed else { return nil }
        }
        return events
    }
}
