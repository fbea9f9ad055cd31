/// One difference between two versions of a preview, at the level a reviewer reads: an element
/// (by id, or by its path from the root or the nearest element with an id), what changed, and the
/// old and new values, shortened.
///
/// ```
/// <line id="pointer"> transform: rotate(67.5 60 60) → rotate(90 60 60)
/// <rect> at g#part-cart/g/rect added
/// ```
public struct MarkupChange: Sendable, Hashable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable {
        /// An attribute's value; `old` or `new` is `nil` when the attribute was added or removed.
        case attribute
        /// The element's text.
        case text
        /// The element is new.
        case added
        /// The element is gone.
        case removed
        /// The header comment (which names the spec).
        case header
        /// Nothing but white space or the order of attributes: the files differ, the drawing does not.
        case formatting
        /// A file that is not readable markup, compared line by line: the first line that differs.
        case line
    }

    /// The element: `<line id="pointer">` or `<rect> at g#part-cart/g/rect`; for a `line` change,
    /// `line N`; empty for `header` and `formatting`.
    public var element: String
    /// What changed.
    public var kind: Kind
    /// The attribute, for `attribute` changes.
    public var attribute: String?
    /// The old value, shortened (`nil`: none).
    public var old: String?
    /// The new value, shortened (`nil`: none).
    public var new: String?

    /// Creates a change.
    init(element: String, kind: Kind, attribute: String? = nil, old: String? = nil, new: String? = nil) {
        self.element = element
        self.kind = kind
        self.attribute = attribute
        self.old = old
        self.new = new
    }

    /// The change as one line of text.
    public var description: String {
        let values = "\(old ?? "(none)") → \(new ?? "(none)")"
        switch kind {
        case .attribute: return "\(element) \(attribute ?? ""): \(values)"
        case .text: return "\(element) text: \(quoted(old)) → \(quoted(new))"
        case .added: return "\(element) added"
        case .removed: return "\(element) removed"
        case .header: return "header: \(quoted(old)) → \(quoted(new))"
        case .formatting: return "only the formatting differs (white space or attribute order)"
        case .line: return "\(element): \(quoted(old)) → \(quoted(new)) (not readable as markup)"
        }
    }

    /// A text value in double quotes, or `(none)`.
    private func quoted(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "(none)"
    }
}

/// Shortening values for a reviewer: `data:` URIs by their media type and size, and long values
/// to the part that differs with a little context.
enum ChangeExcerpt {
    /// The longest value shown whole.
    static let maximumLength = 80
    /// The characters kept on each side of the part that differs.
    static let context = 16

    /// `old` and `new`, each shortened on its own or around the part where they differ.
    static func pair(_ old: String?, _ new: String?) -> (String?, String?) {
        guard let old, let new else { return (old.map(single), new.map(single)) }
        if old.hasPrefix("data:") || new.hasPrefix("data:") {
            let (a, b) = (dataSummary(old), dataSummary(new))
            return a == b ? (a, b + ", other bytes") : (a, b)
        }
        if old.count <= maximumLength && new.count <= maximumLength { return (old, new) }
        let a = Array(old), b = Array(new)
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let start = max(0, prefix - context)
        return (window(a, from: start, suffix: suffix), window(b, from: start, suffix: suffix))
    }

    /// One value on its own: whole when short, else its start.
    static func single(_ value: String) -> String {
        if value.hasPrefix("data:") { return dataSummary(value) }
        return value.count <= maximumLength ? value : String(value.prefix(maximumLength)) + "…"
    }

    /// The part of `characters` from `start` to `context` characters past the differing part,
    /// which ends `suffix` characters before the end; at most `maximumLength` long.
    private static func window(_ characters: [Character], from start: Int, suffix: Int) -> String {
        let end = min(characters.count, characters.count - suffix + context)
        var text = String(characters[start..<max(start, end)])
        var cutEnd = end < characters.count
        if text.count > maximumLength {
            text = String(text.prefix(maximumLength))
            cutEnd = true
        }
        return (start > 0 ? "…" : "") + text + (cutEnd ? "…" : "")
    }

    /// `data:image/png;base64,…` as `data:image/png (1234 characters)`.
    private static func dataSummary(_ value: String) -> String {
        let header = value.prefix { $0 != "," }
        let mediaType = header.split(separator: ";").first ?? header
        return "\(mediaType) (\(value.count) characters)"
    }
}
