/// How generated Swift is written.
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// Visible inside the app or module target (Swift's default; no keyword is written).
        case `internal`
        /// Visible to other modules, for a framework target.
        case `public`
    }

    /// The bundle generated controls load their images from (knob images, button image parts).
    public enum ImageBundle: String, CaseIterable, Sendable {
        /// The bundle holding the generated type's code, `Bundle(for: <Type>.self)`: the app's
        /// bundle in an app target, the framework's in a framework target.
        case type
        /// `Bundle.module`, the resource bundle SwiftPM makes for a target that declares
        /// resources (it exists only then).
        case module
    }

    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The bundle generated controls load their images from.
    public var imageBundle: ImageBundle
    /// The spec's path as shown in the generated header (relative to the working directory).
    public var specPath: String

    /// Creates options.
    public init(access: AccessLevel = .internal, imageBundle: ImageBundle = .type, specPath: String) {
        self.access = access
        self.imageBundle = imageBundle
        self.specPath = specPath
    }

    /// The access keyword with a trailing space, or nothing for `internal`.
    var accessPrefix: String { access == .public ? "public " : "" }
}
