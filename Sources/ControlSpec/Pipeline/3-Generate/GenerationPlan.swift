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
    /// Where the kernel goes: `.shared`, into the Swift folder's `ControlKernel.swift` (written
    /// only when the files go into a folder), or `.embedded` in each file.
    public var kernel: GenerationOptions.KernelPlacement
    /// Which code each spec's file holds.
    public var target: GenerationOptions.Target
    /// Whether the gallery reloads itself when the previews change, and the version file it
    /// watches is made (`LiveReload`; `--watch` only).
    public var liveReload: Bool

    /// A plan making Swift files as `swift` says, loading images from `imageBundle`, with the
    /// kernel placed as `kernel` says (by default shared in a folder, embedded in a single file),
    /// and previews into `previews`, with a gallery that reloads itself when `liveReload` is set.
    public init(swift: (templates: TemplateSet, access: GenerationOptions.AccessLevel, destination: SwiftDestination)?, previews: String?,
                imageBundle: GenerationOptions.ImageBundle = .type, kernel: GenerationOptions.KernelPlacement? = nil, target: GenerationOptions.Target = .both,
                liveReload: Bool = false) {
        self.swift = swift
        self.target = target
        self.previews = previews
        self.imageBundle = imageBundle
        if case .file? = swift?.destination { self.kernel = kernel ?? .embedded } else { self.kernel = kernel ?? .shared }
        self.liveReload = liveReload
    }

    /// The folder of the Swift files, when they go into one (not with `--output-file`).
    public var swiftFolder: String? {
        if case .folder(let folder)? = swift?.destination { folder } else { nil }
    }
}
