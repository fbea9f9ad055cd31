/// A template parsed for controlspec's own renderer (`TemplateRenderer`), which renders the
/// templates without swift-mustache's costs: its parser counts the characters left to the end of
/// the template at every `{` (time proportional to size times braces), and its renderer builds a
/// string per tag and boxes every value as `Any`.
///
/// The renderer takes the Mustache that controlspec's templates are written in: text, variables
/// (`{{name}}`, `{{{name}}}`, `{{&name}}`, dotted names, `{{.}}`), sections and inverted sections,
/// comments, partials and the text content-type pragma. Its output is swift-mustache's, byte for
/// byte, whitespace quirks included (a test renders thousands of random templates with both):
/// the parser below follows swift-mustache 2.1.1's, line by line, over the template's bytes.
/// A template with anything else (a set-delimiter tag, a transform such as `{{uppercased(x)}}`,
/// an inheritance tag, a dynamic partial, another pragma, a carriage return or other line break
/// than a line feed, or a character that joins an ASCII character to a non-ASCII one) is not
/// compiled (`init` gives `nil`), and the templates that use it are rendered by swift-mustache,
/// as before.
struct CompiledTemplate: Sendable {
    /// One piece of a template.
    enum Node: Sendable {
        /// Text written as it is: one line of the template, or the part of a line before a tag.
        case text(String)
        /// A variable tag; escaped or not, the output is text, never HTML.
        case variable(TemplateName)
        /// A section: its nodes, rendered for each item of a list, once for `true` or another value.
        case section(TemplateName, [Node])
        /// An inverted section: its nodes, rendered when the value is missing, `false` or an empty list.
        case invertedSection(TemplateName, [Node])
        /// A partial: the template `name`, indented by `indentation` when its tag stands alone on its line.
        case partial(String, indentation: String?)
    }

    /// The template as the renderer walks it.
    let program: TemplateProgram
    /// The names of the partials the template includes, in order of their first appearance.
    var partialNames: [String] { program.partials }

    /// Compiles `text`, the template's text as written, or gives `nil` when it uses anything the
    /// renderer does not take, or does not parse.
    init?(_ text: String) {
        guard Self.charactersAreSeparable(text) else { return nil }
        var parser = CompiledTemplateParser(Array((Self.textPragma + text).utf8))
        guard let nodes = try? parser.parse(section: nil, newLine: true) else { return nil }
        program = TemplateProgram(nodes)
    }

    /// The text content-type pragma that swift-mustache's templates are parsed with
    /// (`TemplateSet`): it is parsed here too, as the template's first tag, since it decides
    /// whether a tag on the template's first line stands alone.
    static let textPragma = "{{% CONTENT_TYPE: TEXT}}"

    /// Whether the parser may read `text` byte by byte where swift-mustache reads characters: no
    /// line break but the line feed, and no character made of an ASCII scalar and another scalar
    /// (such as a space followed by a combining accent), so every ASCII byte is a character of its
    /// own.
    private static func charactersAreSeparable(_ text: String) -> Bool {
        var hasNonASCII = false
        for byte in text.utf8 {
            if byte == 0x0B || byte == 0x0C || byte == 0x0D { return false }
            if byte >= 0x80 { hasNonASCII = true }
        }
        guard hasNonASCII else { return true }
        // Whether a character break falls between two scalars depends, where one of them is
        // ASCII, on those two alone (a combining mark, a joiner or a spacing mark after it; a
        // prepended mark before it), so only the pairs at the edges of non-ASCII text are asked.
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" { return false }
            if let previous, previous.isASCII != scalar.isASCII {
                var pair = ""
                pair.unicodeScalars.append(previous)
                pair.unicodeScalars.append(scalar)
                if pair.count == 1 { return false }
            }
            previous = scalar
        }
        return true
    }
}

/// A name in a tag, resolved as swift-mustache resolves it.
struct TemplateName: Sendable, Equatable {
    /// Where the first part is looked up.
    enum Root: Sendable, Equatable {
        /// The innermost context (`{{.}}`, or a name with no parts).
        case current
        /// The parts, starting in the innermost context only (`{{.name}}`).
        case currentOnly
        /// The first part in the innermost context that has it, the rest in what it finds (`{{a.b}}`).
        case stack
    }

    /// Where the first part is looked up.
    let root: Root
    /// The parts between the dots.
    let parts: [String]
    /// Each part's hash, by which objects find it (`TemplateObject.hash(_:)`).
    let hashes: [UInt64]

    /// The name as written in the tag.
    init(_ name: String) {
        let parts = name.split(separator: ".").map(String.init)
        self.parts = parts
        hashes = parts.map(TemplateObject.hash)
        if name == "." || (parts.isEmpty && name.first != ".") {
            root = .current
        } else {
            root = name.first == "." ? .currentOnly : .stack
        }
    }
}

/// The parser of `CompiledTemplate`: swift-mustache 2.1.1's parser (`MustacheTemplate.parse`)
/// over bytes, for the tags the renderer takes. Where swift-mustache's would fail, this one
/// throws too; it also throws at anything the renderer does not take.
private struct CompiledTemplateParser {
    /// Anything that ends the parse: the template is not compiled.
    struct Unsupported: Error {}

    /// The template's bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0

    /// A parser of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // Bytes.
    static let lineFeed: UInt8 = 0x0A, space: UInt8 = 0x20, tab: UInt8 = 0x09
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D

    var atEnd: Bool { position == bytes.count }

    /// The current byte, or 0 at the end (swift-mustache's parser gives "\0" there).
    var current: UInt8 { atEnd ? 0 : bytes[position] }

    /// The nodes up to the end of the template, or up to the closing tag of `section`. `newLine`
    /// says whether the parse starts at the beginning of a line.
    mutating func parse(section: String?, newLine: Bool) throws -> [CompiledTemplate.Node] {
        var nodes: [CompiledTemplate.Node] = []
        var newLine = newLine
        var whiteSpaceBefore = ""
        while !atEnd {
            if newLine {
                whiteSpaceBefore = text(readSpacesAndTabs())
            }
            let text = try readUntilDelimiterOrNewline()
            if current == Self.lineFeed {
                nodes.append(.text(whiteSpaceBefore + text + "\n"))
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = current == UInt8(ascii: "^")
                position += 1
                let name = try readName()
                if isStandalone(newLine) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let children = try parse(section: name, newLine: setNewLine)
                nodes.append(inverted ? .invertedSection(TemplateName(name), children) : .section(TemplateName(name), children))
            case UInt8(ascii: "/"):
                position += 1
                let name = try readName()
                guard name == section else { throw Unsupported() }
                if !isStandalone(newLine), !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                try skipComment()
                setNewLine = isStandalone(newLine)
            case Self.openBrace:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                position += 1
                let name = try readName()
                guard !atEnd, current == Self.closeBrace else { throw Unsupported() }
                position += 1
                nodes.append(.variable(TemplateName(name)))
            case UInt8(ascii: "&"):
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                position += 1
                nodes.append(.variable(TemplateName(try readName())))
            case UInt8(ascii: ">"):
                position += 1
                try skipWhitespace()
                // A dynamic partial (`{{>*name}}`) is swift-mustache's.
                guard current != UInt8(ascii: "*") else { throw Unsupported() }
                let name = try readPartialName()
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                }
                if isStandalone(newLine) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: whiteSpaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case UInt8(ascii: "%"):
                position += 1
                try readTextPragma()
                setNewLine = isStandalone(newLine)
            case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
                // Inheritance and set-delimiter tags are swift-mustache's.
                throw Unsupported()
            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                nodes.append(.variable(TemplateName(try readName())))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }
        return nodes
    }

    /// The text `bytes`.
    private func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Reads spaces and tabs.
    private mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = position
        while !atEnd, bytes[position] == Self.space || bytes[position] == Self.tab { position += 1 }
        return bytes[start..<position]
    }

    /// Reads text up to a line feed (left unread) or an opening delimiter (read); a `{` that
    /// begins no delimiter is text. Throws where swift-mustache's parser does: at a `{` that is
    /// the template's last character.
    private mutating func readUntilDelimiterOrNewline() throws -> String {
        let start = position
        while !atEnd {
            let byte = bytes[position]
            if byte == Self.lineFeed { break }
            if byte == Self.openBrace {
                guard position + 1 < bytes.count else { throw Unsupported() }
                if bytes[position + 1] == Self.openBrace {
                    let text = text(bytes[start..<position])
                    position += 2
                    return text
                }
            }
            position += 1
        }
        return text(bytes[start..<position])
    }

    /// Whether a tag that ended just now stands alone on its line: the line began before it and
    /// holds nothing after it but spaces and tabs. Reads the rest of the line if so.
    private mutating func isStandalone(_ newLine: Bool) -> Bool {
        guard newLine else { return false }
        if atEnd { return true }
        var next = position
        while next < bytes.count, bytes[next] == Self.space || bytes[next] == Self.tab { next += 1 }
        guard next < bytes.count, bytes[next] == Self.lineFeed else { return false }
        position = next + 1
        return true
    }

    /// Skips whitespace inside a tag. Other whitespace than ASCII's is swift-mustache's.
    private mutating func skipWhitespace() throws {
        while !atEnd {
            let byte = bytes[position]
            if byte >= 0x80 { throw Unsupported() }
            guard byte == Self.space || byte == Self.tab || byte == Self.lineFeed else { return }
            position += 1
        }
    }

    /// Reads the closing delimiter `}}`.
    private mutating func readClosingDelimiter() throws {
        guard position + 1 < bytes.count, bytes[position] == Self.closeBrace, bytes[position + 1] == Self.closeBrace else { throw Unsupported() }
        position += 2
    }

    /// Reads the characters of a name.
    private mutating func readNameCharacters(allowingSlash: Bool) -> String {
        let start = position
        while !atEnd {
            let byte = bytes[position]
            let isNameByte = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"),
                 UInt8(ascii: "("), UInt8(ascii: ")"): true
            case UInt8(ascii: "/"): allowingSlash
            default: false
            }
            guard isNameByte else { break }
            position += 1
        }
        return text(bytes[start..<position])
    }

    /// Reads a tag's name and its closing delimiter. A name with parentheses applies a transform,
    /// which is swift-mustache's.
    private mutating func readName() throws -> String {
        try skipWhitespace()
        let name = readNameCharacters(allowingSlash: false)
        guard !name.utf8.contains(UInt8(ascii: "(")), !name.utf8.contains(UInt8(ascii: ")")) else { throw Unsupported() }
        try skipWhitespace()
        try readClosingDelimiter()
        return name
    }

    /// Reads a partial's name and the closing delimiter.
    private mutating func readPartialName() throws -> String {
        try skipWhitespace()
        let name = readNameCharacters(allowingSlash: true)
        try skipWhitespace()
        try readClosingDelimiter()
        return name
    }

    /// Reads a comment up to and with its closing delimiter.
    private mutating func skipComment() throws {
        while position + 1 < bytes.count {
            if bytes[position] == Self.closeBrace, bytes[position + 1] == Self.closeBrace {
                position += 2
                return
            }
            position += 1
        }
        throw Unsupported()
    }

    /// Reads a pragma, which must be `CONTENT_TYPE: TEXT`: the renderer's output is text.
    private mutating func readTextPragma() throws {
        try skipWhitespace()
        let variable = readNameCharacters(allowingSlash: false)
        try skipWhitespace()
        guard !atEnd, current == UInt8(ascii: ":") else { throw Unsupported() }
        position += 1
        try skipWhitespace()
        let value = readNameCharacters(allowingSlash: false)
        try skipWhitespace()
        try readClosingDelimiter()
        guard variable == "CONTENT_TYPE", value == "TEXT" else { throw Unsupported() }
    }
}
