/// A Swift expression of generated code, as a value: what the generated code says, apart from how
/// it is laid out, which `SwiftRenderer` decides alone. Every text that reaches the code through
/// a case is either escaped (`string`, the comments of `SwiftArgument`) or a name the compiler
/// made (`identifier`, `member`, `type`), never spec text as it was written.
indirect enum SwiftExpression: Sendable, Hashable {
    /// A `Double` literal: the shortest text that reads back as the same value.
    case number(Double)
    /// An integer literal.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// A string literal, escaped by `SwiftLiteral.string`.
    case string(String)
    /// `nil`.
    case `nil`
    /// An implicit member, `.right`: an enum case or a static member of the type the context expects.
    case member(String)
    /// A name or a path of names, written as it is: `FastCartButtonPart.cart.rawValue`.
    case identifier(String)
    /// A type, by name: a kernel type is qualified by the namespace the renderer is given.
    case type(SwiftTypeName)
    /// A call of `callee` (a type, or an implicit member for an enum case with values).
    case call(SwiftExpression, [SwiftArgument])
    /// An array literal.
    case array([SwiftArgument])
    /// `left * right` or `left / right`; a right operand that is itself an operation is
    /// parenthesised, so the expression evaluates as it was built.
    case operation(SwiftExpression, SwiftOperator, SwiftExpression)
    /// `-operand`.
    case negated(SwiftExpression)
}

/// The name of a type in generated code.
enum SwiftTypeName: Sendable, Hashable {
    /// A type of the kernel (`RotaryConfiguration`), written in the kernel's namespace.
    case kernel(String)
    /// A type of the platform or of the generated file (`CGSize`), written as it is.
    case plain(String)
}

/// The operators of generated arithmetic, which share one precedence and group to the left.
enum SwiftOperator: String, Sendable, Hashable {
    /// Multiplication.
    case times = "*"
    /// Division.
    case dividedBy = "/"
}
