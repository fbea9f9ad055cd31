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
        let indent = String(repeating: "  ", count: depth)
        var out = indent + "<" + name
        for (key, value) in attributes {
            out += " \(key)=\"\(MarkupEscaping.escaped(value, in: .attribute))\""
        }
        if let raw { return out + ">\n" + raw.description + "</\(name)>\n" }
        if children.isEmpty && text == nil { return out + "/>\n" }
        if let text, children.isEmpty { return out + ">" + MarkupEscaping.escaped(text, in: .text) + "</\(name)>\n" }
        let childDepth = indentsChildren ? depth + 1 : depth
        out += ">\n"
        if let text { out += String(repeating: "  ", count: childDepth) + MarkupEscaping.escaped(text, in: .text) + "\n" }
        for child in children { out += child.rendered(depth: childDepth) }
        return out + indent + "</\(name)>\n"
    }

    /// A comment on its own line whose text cannot end the comment early.
    static func comment(_ text: String) -> String {
        "<!-- \(MarkupEscaping.commentText(text)) -->\n"
    }

    /// The document type line of an HTML page.
    static let htmlDoctype = "<!DOCTYPE html>\n"
}
