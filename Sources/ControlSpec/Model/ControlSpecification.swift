/// A checked control spec.
public struct ControlSpecification: Sendable, Hashable {
    /// The Swift type name.
    public var name: String
}
