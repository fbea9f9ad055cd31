import Foundation

/// An open spec as the editor has it, unsaved changes included: its text split into lines, and
/// the conversions between the linter's positions (1-based lines, columns counting Unicode
/// scalars) and the protocol's (0-based lines, offsets in UTF-16 code units).
struct SpecDocument: Sendable {
    /// The document's URI.
    let uri: String
    /// The version the client gave, echoed in published diagnostics.
    let version: Int?
    /// The whole text.
    let text: String
    /// The lines, without their line breaks (LF, CR LF or CR, as the YAML reader counts them).
    let lines: [Substring.UnicodeScalarView]
    /// Whether the text starts with a byte order mark, which the YAML reader does not count as a column.
    private let hasBOM: Bool

    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        hasBOM = text.unicodeScalars.first == "\u{FEFF}"
        var lines: [Substring.UnicodeScalarView] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(scalars[start..<index])
                let next = scalars.index(after: index)
                index = scalar == "\r" && next < scalars.endIndex && scalars[next] == "\n" ? scalars.index(after: next) : next
                start = index
            } else {
                index = scalars.index(after: index)
            }
        }
        lines.append(scalars[start..<scalars.endIndex])
        self.lines = lines
    }

    /// The protocol's position of a linter location. A location past its line's end is put at the
    /// end; one past the last line at the end of the document.
    func position(_ location: SourceLocation) -> LSPPosition {
        let line = location.line - 1
        guard line >= 0 else { return LSPPosition(line: 0, character: 0) }
        guard line < lines.count else { return LSPPosition(line: lines.count - 1, character: utf16Length(lines[lines.count - 1])) }
        let skipped = line == 0 && hasBOM ? 1 : 0
        let scalars = lines[line].prefix(max(0, location.column - 1 + skipped))
        return LSPPosition(line: line, character: scalars.reduce(0) { $0 + $1.utf16.count })
    }

    /// The protocol's range of a linter span.
    func range(_ span: SourceSpan) -> LSPRange {
        LSPRange(start: position(span.start), end: position(span.end))
    }

    /// The linter's location of a protocol position: the Unicode scalar whose UTF-16 code units
    /// start at or before it (a position inside a surrogate pair is the pair's scalar).
    func location(_ position: LSPPosition) -> SourceLocation {
        let line = min(max(0, position.line), lines.count - 1)
        var units = 0, column = 1
        for scalar in lines[line] {
            let next = units + scalar.utf16.count
            if next > position.character { break }
            units = next
            column += 1
        }
        let skipped = line == 0 && hasBOM && column > 1 ? 1 : 0
        return SourceLocation(line: line + 1, column: column - skipped)
    }

    /// The text of line `line` (0-based) up to the protocol position's character, and the whole line.
    func line(_ index: Int) -> String {
        index >= 0 && index < lines.count ? String(String.UnicodeScalarView(lines[index])) : ""
    }

    /// The text of a line before `position`.
    func prefix(before position: LSPPosition) -> String {
        guard position.line >= 0, position.line < lines.count else { return "" }
        var units = 0
        var result = String.UnicodeScalarView()
        for scalar in lines[position.line] {
            units += scalar.utf16.count
            if units > position.character { break }
            result.append(scalar)
        }
        return String(result)
    }

    /// The text with one change applied: the whole text, or the text of a range replaced.
    func applying(_ change: TextDocumentContentChangeEvent) -> String {
        guard let range = change.range else { return change.text }
        let utf16 = Array(text.utf16)
        let start = offset(range.start), end = max(start, offset(range.end))
        return String(decoding: utf16[..<start] + Array(change.text.utf16) + utf16[end...], as: UTF16.self)
    }

    /// The UTF-16 offset in the whole text of a position.
    private func offset(_ position: LSPPosition) -> Int {
        // Line breaks are found again in UTF-16, the unit of positions.
        var line = 0, index = 0
        let utf16 = Array(text.utf16)
        while line < position.line, index < utf16.count {
            if utf16[index] == 0x0A || utf16[index] == 0x0D {
                if utf16[index] == 0x0D, index + 1 < utf16.count, utf16[index + 1] == 0x0A { index += 1 }
                line += 1
            }
            index += 1
        }
        var character = 0
        while character < position.character, index < utf16.count, utf16[index] != 0x0A, utf16[index] != 0x0D {
            index += 1
            character += 1
        }
        return index
    }

    private func utf16Length(_ line: Substring.UnicodeScalarView) -> Int {
        line.reduce(0) { $0 + $1.utf16.count }
    }
}
