/// How generated Swift is written.
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// Visible inside the app or module target (Swift's default; no keyword is written).
        case `internal`
        /// Visible to other modules, for a framework target.
        case `public`
    }

    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The spec's path as shown in the generated header (relative to the working directory).
    public var specPath: String

    /// Creates options.
    public init(access: AccessLevel = .internal, specPath: String) {
        self.access = access
        self.specPath = specPath
    }

    /// The access keyword with a trailing space, or nothing for `internal`.
    var accessPrefix: String { access == .public ? "public " : "" }
}
