/// Shorthands that build calls from values, which say what each kernel value is made of in about
/// one line per argument.
extension SwiftExpression {
    /// `Name(label: value, …)` of a kernel type.
    static func kernel(_ name: String, _ arguments: KeyValuePairs<String, any SwiftExpressible>) -> SwiftExpression {
        .call(.type(.kernel(name)), arguments.map { SwiftArgument($0.key, $0.value.swift) })
    }

    /// `Name(label: value, …)` of a platform type.
    static func plain(_ name: String, _ arguments: KeyValuePairs<String, any SwiftExpressible>) -> SwiftExpression {
        .call(.type(.plain(name)), arguments.map { SwiftArgument($0.key, $0.value.swift) })
    }

    /// `.name(label: value, …)`: an enum case with labelled values.
    static func memberCall(_ name: String, _ arguments: KeyValuePairs<String, any SwiftExpressible>) -> SwiftExpression {
        .call(.member(name), arguments.map { SwiftArgument($0.key, $0.value.swift) })
    }

    /// `.name(value, …)`: an enum case with unlabelled values.
    static func memberCall(_ name: String, _ values: any SwiftExpressible...) -> SwiftExpression {
        .call(.member(name), values.map { SwiftArgument(nil, $0.swift) })
    }
}

extension SwiftExpression: SwiftExpressible {
    /// The expression itself.
    var swift: SwiftExpression { self }
}

extension Double: SwiftExpressible {
    /// The number's literal.
    var swift: SwiftExpression { .number(self) }
}

extension Int: SwiftExpressible {
    /// The integer's literal.
    var swift: SwiftExpression { .integer(self) }
}

extension Bool: SwiftExpressible {
    /// `true` or `false`.
    var swift: SwiftExpression { .bool(self) }
}

extension Optional: SwiftExpressible where Wrapped: SwiftExpressible {
    /// The value's expression, or `nil`.
    var swift: SwiftExpression { map(\.swift) ?? .nil }
}

extension Array: SwiftExpressible where Element: SwiftExpressible {
    /// An array literal of the elements' expressions.
    var swift: SwiftExpression { .array(map { SwiftArgument(nil, $0.swift) }) }
}
