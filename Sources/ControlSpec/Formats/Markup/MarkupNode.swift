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

    /// The element as markup, indented by `depth` levels of two spaces, ending with a newline.
    /// An element without content is written `<name/>`.
    func rendered(depth: Int = 0) -> String {
        var out = ""
        render(into: &out, depth: depth)
        return out
    }

    /// Appends the element as `rendered(depth:)` writes it to `out`: the whole tree goes into one
    /// buffer, so no element's text is copied again into its parent's.
    func render(into out: inout String, depth: Int) {
        appendIndent(depth, to: &out)
        out += "<"
        out += name
        for (key, value) in attributes {
            out += " "
            out += key
            out += "=\""
            MarkupEscaping.append(value, in: .attribute, to: &out)
            out += "\""
        }
        if let raw {
            out += ">\n"
            out += raw.description
            out += "</" + name + ">\n"
            return
        }
        if children.isEmpty && text == nil {
            out += "/>\n"
            return
        }
        if let text, children.isEmpty {
            out += ">"
            MarkupEscaping.append(text, in: .text, to: &out)
            out += "</" + name + ">\n"
            return
        }
        let childDepth = indentsChildren ? depth + 1 : depth
        out += ">\n"
        if let text {
            appendIndent(childDepth, to: &out)
            MarkupEscaping.append(text, in: .text, to: &out)
            out += "\n"
        }
        for child in children { child.render(into: &out, depth: childDepth) }
        appendIndent(depth, to: &out)
        out += "</" + name + ">\n"
    }

    /// Appends `depth` levels of two spaces.
    private func appendIndent(_ depth: Int, to out: inout String) {
        for _ in 0..<depth { out += "  " }
    }

    /// A comment on its own line whose text cannot end the comment early.
    static func comment(_ text: String) -> String {
        "<!-- \(MarkupEscaping.commentText(text)) -->\n"
    }

    /// The document type line of an HTML page.
    static let htmlDoctype = "<!DOCTYPE html>\n"
}
