/// A value that generated code writes as a Swift expression: a kernel configuration renders
/// itself through this, and `SwiftRenderer` prints the result.
protocol SwiftExpressible {
    /// The expression that makes this value.
    var swift: SwiftExpression { get }
}
