/// An item of a list in generated code: a call's argument (with or without a label) or an array's
/// element, with a comment on the line before it.
struct SwiftArgument: Sendable, Hashable {
    /// The argument label, `nil` for an unlabelled argument or an array element.
    var label: String?
    /// The value.
    var value: SwiftExpression
    /// A comment on a line of its own before the item, which puts the list one item per line.
    var comment: String?

    /// An item.
    init(_ label: String? = nil, _ value: SwiftExpression, comment: String? = nil) {
        self.label = label
        self.value = value
        self.comment = comment
    }
}
