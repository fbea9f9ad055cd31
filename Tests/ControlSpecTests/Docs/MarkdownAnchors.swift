import Foundation

/// The heading anchors of a Markdown document as GitHub makes them: a heading's text in lower
/// case, with everything but letters, digits, spaces, `-` and `_` taken out and each space made a
/// `-`; a repeated anchor gets `-1`, `-2`, … Headings inside fenced code blocks are not headings.
enum MarkdownAnchors {
    /// The anchors of `document`'s headings, in order.
    static func anchors(of document: String) -> [String] {
        var anchors: [String] = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingPrefix(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }
            guard text.first == " " else { continue }
            let base = slug(text.dropFirst())
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.append(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    /// The anchor of one heading's text.
    static func slug(_ heading: Substring) -> String {
        String(heading.trimmingCharacters(in: .whitespaces).lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character == "-" || character == "_" || character.isLetter || character.isNumber { return character }
            return nil
        })
    }
}
