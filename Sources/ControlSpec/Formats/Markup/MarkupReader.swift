/// An element read back from an SVG or HTML file by `MarkupReader`.
struct MarkupElement: Sendable, Hashable {
    /// One attribute, name and decoded value.
    struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        var name: String
        /// Its value with character references decoded.
        var value: String
    }

    /// The element's name.
    var name: String
    /// The attributes in document order.
    var attributes: [Attribute]
    /// The child elements in document order.
    var children: [MarkupElement]
    /// The element's own character data: each run of text between its tags, references decoded
    /// and trimmed, the runs that are only white space left out, joined by a space.
    var text: String

    /// The value of the attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element as the markup builder's node, to write it again (escaped by the one escaper).
    var node: MarkupNode {
        MarkupNode(name, attributes.map { ($0.name, $0.value) }, children: children.map(\.node), text: text.isEmpty ? nil : text)
    }
}

/// A file read by `MarkupReader`: the comments before its root element (controlspec's header)
/// and the root.
struct MarkupDocument: Sendable, Hashable {
    /// The text of each comment before the root element, references decoded.
    var leadingComments: [String]
    /// The root element.
    var root: MarkupElement
}

/// Why a file could not be read as markup.
struct MarkupReadError: Error, Sendable, Hashable {
    /// The 1-based line where reading stopped.
    var line: Int
    /// What was wrong, lower-case.
    var message: String
}

/// Reads the markup controlspec writes (SVG previews, the gallery) back into elements, so that two
/// versions of a file can be compared element by element.
///
/// It reads well-formed XML and the HTML controlspec writes: comments, a document type and
/// processing instructions are skipped (comments before the root are kept), `<script>` and
/// `<style>` hold raw text, HTML's void elements (`<meta>`, `<img>`, …) need no end tag, attribute
/// values may be quoted with `"` or `'` or not at all, and the predefined and numeric character
/// references are decoded (other references are kept as written). It never fetches or runs
/// anything, and it works on the text alone, without recursion; files nested deeper than
/// `maximumDepth` are refused.
enum MarkupReader {
    /// The elements whose content is raw text up to their end tag.
    static let rawTextElements: Set<String> = ["script", "style"]
    /// HTML's void elements, which have no end tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// The deepest nesting read; deeper files are refused, so that comparing and writing the
    /// elements again, which recurse, stay shallow.
    static let maximumDepth = 256

    /// The document in `text`, or where and why it is not readable markup.
    static func read(_ text: String) -> Result<MarkupDocument, MarkupReadError> {
        var scanner = Scanner(Array(text.unicodeScalars))
        do {
            return .success(try scanner.document())
        } catch {
            return .failure(error)
        }
    }

    /// The reading position in a file's scalars.
    private struct Scanner {
        /// The file.
        let scalars: [Unicode.Scalar]
        /// The next scalar to read.
        var position = 0

        /// A scanner at the start of `scalars`.
        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        /// The whole document.
        mutating func document() throws(MarkupReadError) -> MarkupDocument {
            var comments: [String] = []
            var stack: [MarkupElement] = []
            var root: MarkupElement?
            while position < scalars.count {
                if starts(with: "<!--") {
                    let comment = try take(after: "<!--", until: "-->")
                    if stack.isEmpty && root == nil { comments.append(Self.decoded(comment).trimmed) }
                } else if starts(with: "<![CDATA[") {
                    let data = try take(after: "<![CDATA[", until: "]]>")
                    guard !stack.isEmpty else { throw failure("character data outside the root element") }
                    stack[stack.count - 1].appendText(data)
                } else if starts(with: "<!") || starts(with: "<?") {
                    _ = try take(after: "<", until: ">")
                } else if starts(with: "</") {
                    position += 2
                    let name = name()
                    skipSpaces()
                    guard consume(">") else { throw failure("expected '>' after '</\(name)'") }
                    guard let open = stack.popLast() else { throw failure("end tag '</\(name)>' without a start tag") }
                    guard open.name == name else { throw failure("expected '</\(open.name)>', found '</\(name)>'") }
                    try close(open, stack: &stack, root: &root)
                } else if starts(with: "<") {
                    position += 1
                    var (element, closed) = try startTag()
                    if !closed && MarkupReader.rawTextElements.contains(element.name.lowercased()) {
                        element.appendText(try rawText(endingWith: element.name))
                        closed = true
                    }
                    if closed || MarkupReader.voidElements.contains(element.name.lowercased()) {
                        try close(element, stack: &stack, root: &root)
                    } else {
                        guard stack.count < MarkupReader.maximumDepth else { throw failure("elements nested deeper than \(MarkupReader.maximumDepth) levels") }
                        stack.append(element)
                    }
                } else {
                    let start = position
                    while position < scalars.count && scalars[position] != "<" { position += 1 }
                    let text = String(String.UnicodeScalarView(scalars[start..<position]))
                    if stack.isEmpty {
                        guard text.trimmed.isEmpty else { throw failure("text outside the root element") }
                    } else {
                        stack[stack.count - 1].appendText(Self.decoded(text))
                    }
                }
            }
            if let open = stack.last { throw failure("'<\(open.name)>' is not closed") }
            guard let root else { throw failure("no root element") }
            return MarkupDocument(leadingComments: comments, root: root)
        }

        /// Adds a finished element to its parent, or makes it the root.
        private func close(_ element: MarkupElement, stack: inout [MarkupElement], root: inout MarkupElement?) throws(MarkupReadError) {
            if stack.isEmpty {
                guard root == nil else { throw failure("a second root element '<\(element.name)>'") }
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        /// A start tag after its `<`: the element and whether it closed itself (`/>`).
        private mutating func startTag() throws(MarkupReadError) -> (MarkupElement, closed: Bool) {
            let name = name()
            guard !name.isEmpty else { throw failure("expected an element name after '<'") }
            var element = MarkupElement(name: name, attributes: [], children: [], text: "")
            while true {
                skipSpaces()
                if consume("/>") { return (element, true) }
                if consume(">") { return (element, false) }
                let attribute = self.name()
                guard !attribute.isEmpty else { throw failure("unexpected character in the tag '<\(name)'") }
                skipSpaces()
                var value = ""
                if consume("=") {
                    skipSpaces()
                    value = try attributeValue()
                }
                if !element.attributes.contains(where: { $0.name == attribute }) {
                    element.attributes.append(.init(name: attribute, value: value))
                }
            }
        }

        /// A quoted or unquoted attribute value, decoded.
        private mutating func attributeValue() throws(MarkupReadError) -> String {
            guard position < scalars.count else { throw failure("the file ends inside a tag") }
            let quote = scalars[position]
            if quote == "\"" || quote == "'" {
                position += 1
                let start = position
                while position < scalars.count && scalars[position] != quote { position += 1 }
                guard position < scalars.count else { throw failure("an attribute value is not closed") }
                defer { position += 1 }
                return Self.decoded(String(String.UnicodeScalarView(scalars[start..<position])))
            }
            let start = position
            while position < scalars.count && !scalars[position].properties.isWhitespace && scalars[position] != ">" { position += 1 }
            return Self.decoded(String(String.UnicodeScalarView(scalars[start..<position])))
        }

        /// The raw content of a `<script>` or `<style>` up to its end tag, which is consumed.
        private mutating func rawText(endingWith name: String) throws(MarkupReadError) -> String {
            let start = position
            let end = Array(("</" + name).lowercased().unicodeScalars)
            while position < scalars.count {
                if scalars[position] == "<", position + end.count <= scalars.count,
                   scalars[position..<position + end.count].map(Self.asciiLowercased) == end {
                    let text = String(String.UnicodeScalarView(scalars[start..<position]))
                    position += end.count
                    skipSpaces()
                    guard consume(">") else { throw failure("expected '>' after '</\(name)'") }
                    return text
                }
                position += 1
            }
            throw failure("'<\(name)>' is not closed")
        }

        /// `scalar` with the ASCII capitals made small, for the case-insensitive end tags of HTML.
        private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
        }

        /// A name: letters, digits and `-_:.`, possibly empty.
        private mutating func name() -> String {
            let start = position
            while position < scalars.count {
                let scalar = scalars[position]
                guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_:.".unicodeScalars.contains(scalar) else { break }
                position += 1
            }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }

        /// The text between `opening` (at the position) and `closing`, both consumed.
        private mutating func take(after opening: String, until closing: String) throws(MarkupReadError) -> String {
            position += opening.unicodeScalars.count
            let start = position
            while position < scalars.count {
                if starts(with: closing) {
                    defer { position += closing.unicodeScalars.count }
                    return String(String.UnicodeScalarView(scalars[start..<position]))
                }
                position += 1
            }
            throw failure("expected '\(closing)' before the end of the file")
        }

        /// Whether the text at the position starts with `prefix`.
        private func starts(with prefix: String) -> Bool {
            var index = position
            for scalar in prefix.unicodeScalars {
                guard index < scalars.count, scalars[index] == scalar else { return false }
                index += 1
            }
            return true
        }

        /// Consumes `text` when it is next.
        private mutating func consume(_ text: String) -> Bool {
            guard starts(with: text) else { return false }
            position += text.unicodeScalars.count
            return true
        }

        /// Skips white space.
        private mutating func skipSpaces() {
            while position < scalars.count && scalars[position].properties.isWhitespace { position += 1 }
        }

        /// An error at the position.
        private func failure(_ message: String) -> MarkupReadError {
            MarkupReadError(line: scalars[..<min(position, scalars.count)].filter { $0 == "\n" }.count + 1, message: message)
        }

        /// `text` with the predefined and numeric character references decoded.
        static func decoded(_ text: String) -> String {
            guard text.contains("&") else { return text }
            var out = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                out += rest[..<ampersand]
                rest = rest[ampersand...]
                guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                    out.append("&")
                    rest = rest.dropFirst()
                    continue
                }
                let reference = rest[rest.index(after: rest.startIndex)..<semicolon]
                if let scalar = Self.scalar(for: reference) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += rest[...semicolon]
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return out + rest
        }

        /// The character a reference (without `&` and `;`) stands for, if it is predefined or numeric.
        private static func scalar(for reference: Substring) -> Unicode.Scalar? {
            switch reference {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard reference.hasPrefix("#") else { return nil }
                let digits = reference.dropFirst()
                let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                return value.flatMap(Unicode.Scalar.init)
            }
        }
    }
}

extension MarkupElement {
    /// Adds a run of character data: trimmed, and left out when it is only white space.
    fileprivate mutating func appendText(_ run: String) {
        let trimmed = run.trimmed
        guard !trimmed.isEmpty else { return }
        text = text.isEmpty ? trimmed : text + " " + trimmed
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    fileprivate var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
