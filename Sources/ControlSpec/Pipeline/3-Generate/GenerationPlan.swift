/// What the generate stage makes, and where each file goes.
public struct GenerationPlan: Sendable {
    /// Where a spec's Swift file goes.
    public enum SwiftDestination: Sendable, Hashable {
        /// `<folder>/<name>.swift`.
        case folder(String)
        /// Exactly this path, whatever the spec's name (`compile --output-file`, one spec).
        case file(String)
    }

    /// The Swift files to make: the templates, the access level and where they go; `nil` for none.
    public var swift: (templates: TemplateSet, access: GenerationOptions.AccessLevel, destination: SwiftDestination)?
    /// The folder of the SVG previews and the gallery; `nil` for none.
    public var previews: String?
    /// The bundle the generated controls load their images from.
    public var imageBundle: GenerationOptions.ImageBundle
    /// Whether the gallery reloads itself when the previews change, and the version file it
    /// watches is made (`LiveReload`; `--watch` only).
    public var liveReload: Bool

    /// A plan making Swift files as `swift` says, loading images from `imageBundle`, and previews
    /// into `previews`, with a gallery that reloads itself when `liveReload` is set.
    public init(swift: (templates: TemplateSet, access: GenerationOptions.AccessLevel, destination: SwiftDestination)?, previews: String?,
                imageBundle: GenerationOptions.ImageBundle = .type, liveReload: Bool = false) {
        self.swift = swift
        self.previews = previews
        self.imageBundle = imageBundle
        self.liveReload = liveReload
    }

    /// The folder of the Swift files, when they go into one (not with `--output-file`).
    public var swiftFolder: String? {
        if case .folder(let folder)? = swift?.destination { folder } else { nil }
    }
}
