/// The bytes of a spec checked to be text libyaml can read, with the line table that turns byte
/// offsets into locations.
///
/// Lines and columns are counted as libyaml counts them: a column is a Unicode scalar, a UTF-8
/// byte order mark takes no column, and `\n`, `\r\n`, `\r`, U+0085, U+2028 and U+2029 end a line.
struct YAMLSourceText {
    /// The UTF-8 text without its byte order mark.
    let bytes: [UInt8]
    /// The byte offset at which each line starts; line 1 starts at 0.
    let lineStarts: [Int]

    /// Checks `raw` for a UTF-16 or UTF-32 byte order mark, invalid UTF-8, NUL bytes and control
    /// characters YAML forbids, reporting the first problem at its location. Returns `nil` after
    /// reporting a problem.
    static func check(_ raw: [UInt8], diagnostics: DiagnosticCollector) -> YAMLSourceText? {
        if let encoding = foreignEncoding(of: raw) {
            diagnostics.emit(
                .yamlEncoding,
                "expected UTF-8 text, found a \(encoding) byte order mark; save the file as UTF-8",
                at: .fileStart)
            return nil
        }
        let hasBOM = raw.starts(with: [0xEF, 0xBB, 0xBF])
        let text = hasBOM ? Array(raw.dropFirst(3)) : raw
        var lineStarts = [0]
        var offset = 0
        while offset < text.count {
            // Printable ASCII, most of a spec, is allowed and ends no line: only looked at.
            if text[offset] >= 0x20 && text[offset] < 0x7F {
                offset += 1
                continue
            }
            guard let (scalar, length) = UTF8Decoding.decode(text, at: offset) else {
                let source = YAMLSourceText(bytes: text, lineStarts: lineStarts)
                let byte = String(text[offset], radix: 16, uppercase: true)
                diagnostics.emit(
                    .yamlEncoding,
                    "expected UTF-8 text, found the invalid byte 0x\(byte); save the file as UTF-8",
                    at: SourceSpan(at: source.location(ofByte: offset)))
                return nil
            }
            if !isAllowed(scalar) {
                let source = YAMLSourceText(bytes: text, lineStarts: lineStarts)
                report(scalar, at: source.location(ofByte: offset), diagnostics: diagnostics)
                return nil
            }
            offset += length
            let isCRLF = scalar == 0x0D && offset < text.count && text[offset] == 0x0A
            if isLineBreak(scalar) && !isCRLF { lineStarts.append(offset) }
        }
        return YAMLSourceText(bytes: text, lineStarts: lineStarts)
    }

    /// The location of the character that starts at byte `offset`.
    func location(ofByte offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let columns = bytes[lineStarts[low]..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
        return SourceLocation(line: low + 1, column: columns + 1)
    }

    /// The byte offset of the character at `location`, if the text has one there.
    func byteOffset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        var offset = lineStarts[location.line - 1], column = 1
        while offset < bytes.count {
            if bytes[offset] & 0xC0 != 0x80 {
                if column == location.column { return offset }
                column += 1
            }
            offset += 1
        }
        return nil
    }

    /// Reports a character YAML forbids: NUL under its own rule, other control characters as
    /// an encoding problem.
    private static func report(_ scalar: UInt32, at location: SourceLocation, diagnostics: DiagnosticCollector) {
        if scalar == 0 {
            diagnostics.emit(
                .yamlNul,
                "found a NUL byte; a spec is UTF-8 text without NUL bytes (is the file binary or UTF-16?)",
                at: SourceSpan(at: location))
        } else {
            let code = String(scalar, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            diagnostics.emit(
                .yamlEncoding,
                "found the control character U+\(padded); YAML allows only printable characters, tabs and line breaks",
                at: SourceSpan(at: location))
        }
    }

    /// The name of a UTF-16 or UTF-32 byte order mark that `raw` starts with.
    private static func foreignEncoding(of raw: [UInt8]) -> String? {
        if raw.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || raw.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32"
        }
        if raw.starts(with: [0xFE, 0xFF]) || raw.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        return nil
    }

    /// Whether YAML 1.1 allows the character in a stream (libyaml's reader rule).
    private static func isAllowed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Whether the character ends a line for libyaml.
    private static func isLineBreak(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }
}

/// Strict UTF-8 decoding of one character (no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Decoding {
    /// The character starting at `offset` and its length in bytes, or `nil` if the bytes there are
    /// not valid UTF-8.
    static func decode(_ bytes: [UInt8], at offset: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int, minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for index in offset + 1..<offset + length {
            guard bytes[index] & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(bytes[index] & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }
}
