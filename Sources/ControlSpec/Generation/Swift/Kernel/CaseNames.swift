/// The enum cases generated code refers to a composed control's parts or states by, whose raw
/// values are the kernel's indices: `FastCartButtonPart.cart.rawValue`.
struct CaseNames {
    /// The enum's name (`FastCartButtonPart`).
    var type: String
    /// Each case's name, by index.
    var cases: [String]
    /// Each one's name in the spec, by index, written in a comment above its definition.
    var specNames: [String]

    /// The expression of the index `index`.
    func reference(_ index: Int) -> SwiftExpression { .identifier(type + "." + cases[index] + ".rawValue") }

    /// An array literal of `definitions`, each after a comment naming it.
    func commented(_ definitions: [SwiftExpression]) -> SwiftExpression {
        .array(definitions.enumerated().map { index, definition in SwiftArgument(nil, definition, comment: specNames[index]) })
    }
}
