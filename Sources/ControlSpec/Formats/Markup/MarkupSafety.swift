/// What makes a preview or the gallery unsafe to open: anything that runs code or fetches
/// something, read from the file as `MarkupReader` reads it back.
///
/// The files controlspec writes hold no script but the gallery's own, no event attribute, and no
/// reference outside themselves but `data:` images and the preview files next to the gallery.
/// The tests check every preview and gallery with it, and fuzzing builds check every file they
/// make (`FuzzOracle`).
enum MarkupSafety {
    /// Elements that run code, embed another document or pull in content by reference.
    static let unsafeElements: Set<String> = ["script", "foreignobject", "iframe", "object", "embed", "use", "link", "base", "meta"]

    /// The unsafe things in the tree below `root`, in words (`<script>`, `event attribute onload`,
    /// `reference javascript:x`). A `<script>` whose text is one of `ownScripts` (compared without
    /// surrounding white space) is the page's own, and `<meta charset>` declares the encoding.
    static func problems(in root: MarkupElement, ownScripts: [String] = []) -> [String] {
        let allowedScripts = Set(ownScripts.map(trimmed))
        var found: [String] = []
        var pending = [root]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children.reversed())
            let name = element.name.lowercased()
            let isOwnScript = name == "script" && allowedScripts.contains(trimmed(element.text))
            let isCharset = name == "meta" && element.attributes.map(\.name) == ["charset"]
            if unsafeElements.contains(name), !isOwnScript, !isCharset { found.append("<\(element.name)>") }
            for attribute in element.attributes {
                let key = attribute.name.lowercased(), value = attribute.value
                if key.hasPrefix("on") { found.append("event attribute \(attribute.name)") }
                if key.hasSuffix("href") || key == "src" || key == "data-image", !isLocalReference(value) { found.append("reference \(value)") }
                if key == "style" || key == "fill" || key == "stroke" || key == "filter" || key == "mask" || key == "clip-path",
                   value.lowercased().contains("url("), !value.lowercased().contains("url(#") {
                    found.append("reference \(value)")
                }
            }
        }
        return found
    }

    /// Whether `value` refers to nothing outside the file and its folder: a `data:image/` URI, a
    /// fragment (`#id`), or a file name in the same folder (no scheme, no `/`, no `..`).
    static func isLocalReference(_ value: String) -> Bool {
        if value.hasPrefix("data:image/") || value.hasPrefix("#") { return true }
        return !value.isEmpty && !value.contains(":") && !value.contains("/") && !value.contains("\\") && value != ".." && value != "."
    }

    /// `text` without leading and trailing white space.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
