/// An element of an SVG or HTML document: the one markup builder of the previews and the gallery.
/// Every attribute value and text is escaped by `MarkupEscaping` when rendered; the only text
/// written as it is comes from `rawText(_:_:)`, which takes string literals alone.
struct MarkupNode: Sendable {
    /// The element's name.
    var name: String
    /// The attributes, in output order.
    var attributes: [(String, String)]
    /// The child elements.
    var children: [MarkupNode]
    /// The text content (escaped when rendered), if any; it comes before the children.
    var text: String?
    /// Content written without escaping (a `<style>` or `<script>` body), if any.
    private var raw: StaticString?
    /// Whether the children are indented one level deeper than the element (`false` for the
    /// frame of an HTML page, `<html>` and `<head>`, which pages conventionally leave flat).
    private var indentsChildren = true

    /// Creates an element.
    init(_ name: String, _ attributes: [(String, String)] = [], children: [MarkupNode] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// An element whose children stay at its own indentation, such as `<html>` and `<head>`.
    static func frame(_ name: String, _ attributes: [(String, String)] = [], children: [MarkupNode]) -> MarkupNode {
        var node = MarkupNode(name, attributes, children: children)
        node.indentsChildren = false
        return node
    }

    /// An element whose content is written as it is, on its own lines: a `<style>` or `<script>`
    /// of the page, whose text HTML does not unescape. Only a string literal can be given, so no
    /// text from a spec can get there; `content` must end with a line break and must not contain
    /// `</` (a test checks every use).
    static func rawText(_ name: String, _ content: StaticString) -> MarkupNode {
        var node = MarkupNode(name)
        node.raw = content
        return node
    }

    /// Whether the element has no content at all, and is written `<name .../>`.
    var isEmptyElement: Bool { raw == nil && children.isEmpty && text == nil }

    /// The element as markup, indented by `depth` levels of two spaces, ending with a newline.
    /// An element without content is written `<name/>`.
    func rendered(depth: Int = 0) -> String {
        var out = MarkupText(capacity: 1 << 12)
        render(into: &out, depth: depth)
        return out.string
    }

    /// Appends the element as `rendered(depth:)` writes it to `out`: the whole tree goes into one
    /// buffer, so no element's text is copied again into its parent's.
    func render(into out: inout MarkupText, depth: Int) {
        if let raw {
            Self.appendStartTag(name, attributes, depth: depth, to: &out)
            out += ">\n"
            out.append(raw)
            out += "</"
            out.append(name)
            out += ">\n"
        } else if children.isEmpty && text == nil {
            Self.appendStartTag(name, attributes, depth: depth, to: &out)
            out += Self.emptyElementEnd
        } else if let text, children.isEmpty {
            Self.renderText(name, into: &out, depth: depth, attributes: { Self.appendAttributes(attributes, to: &$0) }) {
                MarkupEscaping.append(text, in: .text, to: &$0)
            }
        } else {
            Self.render(name, attributes, text: text, indentsChildren: indentsChildren, into: &out, depth: depth) { out, childDepth in
                for child in children { child.render(into: &out, depth: childDepth) }
            }
        }
    }

    /// Appends an element with children, as `render(into:depth:)` writes one, whose children
    /// `appendChildren` appends at the depth it is given: a page of thousands of sections is
    /// written section by section, without a tree of them all.
    static func render(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, indentsChildren: Bool = true,
                       into out: inout MarkupText, depth: Int, appendChildren: (inout MarkupText, Int) -> Void) {
        renderOpening(name, into: &out, depth: depth) { appendAttributes(attributes, to: &$0) }
        let childDepth = indentsChildren ? depth + 1 : depth
        if let text {
            appendIndent(childDepth, to: &out)
            MarkupEscaping.append(text, in: .text, to: &out)
            out += "\n"
        }
        appendChildren(&out, childDepth)
        renderClosing(name, into: &out, depth: depth)
    }

    /// Appends the start tag of an element with children, on a line of its own at `depth`, its
    /// attributes appended by `appendAttributes` (with `appendAttribute`): the children follow,
    /// then `renderClosing`. For markup written piece by piece, without lists of attributes.
    static func renderOpening(_ name: String, into out: inout MarkupText, depth: Int,
                              attributes appendAttributes: (inout MarkupText) -> Void = { _ in }) {
        appendOpening(name, depth: depth, to: &out)
        appendAttributes(&out)
        out += ">\n"
    }

    /// Appends the end tag `renderOpening` calls for, on a line of its own at `depth`.
    static func renderClosing(_ name: String, into out: inout MarkupText, depth: Int) {
        appendIndent(depth, to: &out)
        out += "</"
        out.append(name)
        out += ">\n"
    }

    /// Appends an element with text and no children on one line at `depth`, as `render(into:depth:)`
    /// writes one: its attributes appended by `appendAttributes` (with `appendAttribute`), its
    /// text by `appendText`, which must escape what it appends (`MarkupEscaping.append` in the
    /// `.text` context) but for numbers and literals without markup characters.
    static func renderText(_ name: String, into out: inout MarkupText, depth: Int, attributes appendAttributes: (inout MarkupText) -> Void = { _ in },
                           text appendText: (inout MarkupText) -> Void) {
        appendOpening(name, depth: depth, to: &out)
        appendAttributes(&out)
        out += ">"
        appendText(&out)
        out += "</"
        out.append(name)
        out += ">\n"
    }

    /// Appends the indentation, `<name` and the escaped attributes.
    private static func appendStartTag(_ name: String, _ attributes: [(String, String)], depth: Int, to out: inout MarkupText) {
        appendOpening(name, depth: depth, to: &out)
        appendAttributes(attributes, to: &out)
    }

    /// Appends the escaped attributes.
    private static func appendAttributes(_ attributes: [(String, String)], to out: inout MarkupText) {
        // By index, each attribute's strings handed on where they are: a loop over the pairs
        // copies each (two retains and two releases an attribute).
        for index in attributes.indices {
            appendAttribute(attributes[index].0, attributes[index].1, to: &out)
        }
    }

    /// Appends the indentation and `<name`: a start tag's beginning, its attributes to follow.
    static func appendOpening(_ name: String, depth: Int, to out: inout MarkupText) {
        appendIndent(depth, to: &out)
        out += "<"
        out.append(name)
    }

    /// Appends the attribute ` key="value"`, its value escaped; for the key `holeKey`, nothing,
    /// but a hole at the place (`MarkupText.holes`), whose index is `value`.
    static func appendAttribute(_ key: String, _ value: String, to out: inout MarkupText) {
        if key.isEmpty, let index = Int(value) {
            out.holes.append(MarkupText.Hole(offset: out.count, index: index))
            return
        }
        appendAttribute(key, to: &out) { MarkupEscaping.append(value, in: .attribute, to: &$0) }
    }

    /// The key of an attribute that is a hole (`appendAttribute`): empty, as no attribute's name is
    /// (and a look at a string's length is all it costs every attribute).
    static let holeKey = ""

    /// Appends the attribute ` key="…"` with the value `writeValue` appends as it is: only for a
    /// value made of characters the escaper leaves as they are (an animation's numbers, written
    /// where they go rather than made into a string and escaped).
    static func appendAttribute(_ key: String, to out: inout MarkupText, writingValue writeValue: (inout MarkupText) -> Void) {
        out += " "
        out.append(key)
        out += "=\""
        writeValue(&out)
        out += "\""
    }

    /// The end of an element without content: `<name .../>`, then a line feed.
    static let emptyElementEnd: StaticString = "/>\n"

    /// Appends `depth` levels of two spaces.
    fileprivate static func appendIndent(_ depth: Int, to out: inout MarkupText) {
        out.append(UInt8(ascii: " "), count: 2 * depth)
    }

    /// A comment on its own line whose text cannot end the comment early.
    static func comment(_ text: String) -> String {
        "<!-- \(MarkupEscaping.commentText(text)) -->\n"
    }

    /// The document type line of an HTML page.
    static let htmlDoctype = "<!DOCTYPE html>\n"
}

/// An element without children, text or raw content, rendered once and written at any depth:
/// such an element at depth `d` is `d` levels of indentation followed by the element as written
/// at depth 0. For an element written many times, such as a button's animation, which its light
/// and dark previews share: its long `values` are escaped and copied once, then only copied.
struct RenderedElement: Sendable {
    /// The element as written at depth 0, ending with a newline.
    private let bytes: [UInt8]

    /// `element` rendered; it must have no children, text or raw content.
    init(_ element: MarkupNode) {
        precondition(element.isEmptyElement, "only an empty element is rendered ahead")
        var text = MarkupText(capacity: 512)
        element.render(into: &text, depth: 0)
        bytes = text.bytes
    }

    /// An element already written as `MarkupNode.render(into:depth:)` writes it at depth 0, with
    /// `MarkupNode`'s pieces (`appendOpening`, `appendAttribute`, `emptyElementEnd`), by
    /// `SVGAnimation.element`.
    init(renderedAtDepthZero bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Appends the element as `MarkupNode.render(into:depth:)` writes it at `depth`.
    func render(into out: inout MarkupText, depth: Int) {
        MarkupNode.appendIndent(depth, to: &out)
        bytes.withUnsafeBufferPointer { out.append($0) }
    }
}
