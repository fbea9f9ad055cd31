import Foundation

/// Hover and completion: the documentation of the key under the cursor, and the keys and words
/// the spec language allows there, read from the language's declarations (`SpecLanguage`), the
/// same text `docs/spec-reference.md` is generated from.
enum SpecHelp {
    /// Where the cursor's line sits in the language, found from the lines above it.
    private static func place(ofLine index: Int, _ line: SpecOutline.Line, in document: SpecDocument) -> LanguagePlace? {
        let steps = SpecOutline.path(to: index, column: line.column, dashes: line.dashes, in: document)
        return LanguagePlace.topLevel(SpecOutline.kind(in: document)).following(steps)
    }

    /// The documentation of the key on the cursor's line, when the cursor is on the key or its value.
    static func hover(at position: LSPPosition, in document: SpecDocument) -> Hover? {
        guard position.line >= 0, position.line < document.lines.count else { return nil }
        let scalars = document.lines[position.line]
        let line = SpecOutline.Line(scalars)
        let column = document.location(position).column - 1
        guard let key = line.key, column >= line.column, let field = place(ofLine: position.line, line, in: document)?.fields.first(where: { $0.key == key })
        else { return nil }
        let start = SourceLocation(line: position.line + 1, column: line.column + 1)
        let end = SourceLocation(line: position.line + 1, column: line.column + 1 + key.unicodeScalars.count)
        return Hover(contents: MarkupContent(value: markdown(field)), range: document.range(SourceSpan(start: start, end: end)))
    }

    /// A key's documentation: its type, whether it is required, its default and its description.
    static func markdown(_ field: Field) -> String {
        var facts = [SpecReference.typeText(field.type)]
        if field.isRequired { facts.append("required") }
        if let text = field.defaultText { facts.append("default `\(text)`") }
        return "**`\(field.key)`**: \(facts.joined(separator: "; "))\n\n\(field.description)"
    }

    /// The keys a mapping may hold at the cursor, or the words its key's value may be.
    static func completions(at position: LSPPosition, in document: SpecDocument) -> [CompletionItem] {
        let prefix = document.prefix(before: position)
        let line = SpecOutline.Line(prefix.unicodeScalars)
        if let key = line.key {
            // After `key:`: the words the key's value may be.
            guard let place = place(ofLine: position.line, line, in: document)?.step(.key(key)) else { return [] }
            let detail = place.field.map { SpecReference.typeText($0.type) }
            return place.valueWords.enumerated().map { index, word in
                CompletionItem(label: word, kind: CompletionItem.valueKind, detail: detail, documentation: nil, insertText: nil,
                               sortText: String(format: "%04d", index))
            }
        }
        guard line.isBlank || !prefix.unicodeScalars.dropFirst(line.column).contains(where: { $0 == " " }) else { return [] }
        guard let place = place(ofLine: position.line, line, in: document) else { return [] }
        let written = writtenKeys(around: position.line, column: line.column, startsItem: !line.dashes.isEmpty, in: document)
        var items = place.fields.filter { !written.contains($0.key) }.enumerated().map { index, field in
            CompletionItem(label: field.key, kind: CompletionItem.propertyKind, detail: SpecReference.typeText(field.type),
                           documentation: MarkupContent(value: markdown(field)), insertText: "\(field.key): ",
                           sortText: String(format: "%04d", index))
        }
        items += place.mappingWords.filter { !written.contains($0) }.map {
            CompletionItem(label: $0, kind: CompletionItem.propertyKind, detail: nil, documentation: nil, insertText: "\($0): ", sortText: nil)
        }
        return items
    }

    /// The keys already written in the mapping the line `index` belongs to, whose keys stand in
    /// `column`; `startsItem` when the line starts a sequence item (the lines above are other items).
    private static func writtenKeys(around index: Int, column: Int, startsItem: Bool, in document: SpecDocument) -> Set<String> {
        var keys: Set<String> = []
        for direction in startsItem ? [1] : [-1, 1] {
            var other = index + direction
            while other >= 0, other < document.lines.count {
                let line = SpecOutline.Line(document.lines[other])
                other += direction
                if line.isBlank || line.column > column { continue }
                if line.column < column { break }
                // The next item of the same sequence is a mapping of its own.
                if direction == 1, !line.dashes.isEmpty { break }
                if let key = line.key { keys.insert(key) }
                // The line that starts the cursor's item is its first.
                if direction == -1, !line.dashes.isEmpty { break }
            }
        }
        return keys
    }
}
