/// The previews of one control, for the gallery.
public struct ControlPreviews: Sendable, Hashable {
    /// The control's type name.
    public var name: String
    /// The spec's summary.
    public var summary: String
    /// The spec's size.
    public var size: Size
    /// The spec file's path as shown.
    public var specPath: String
    /// The still images, then the animations, in the light appearance; then the same in the dark.
    public var images: [PreviewImage]

    /// Empties each image's SVG text once it is written: the gallery needs only the names,
    /// captions and durations, so a run keeps no image in memory.
    public mutating func dropImageText() {
        for index in images.indices { images[index].contents = [] }
    }
}

/// Model → SVG: every preview of a checked spec. Pure; the files next to the spec that images
/// may come from are read by the caller and passed in as `assets`, keyed by asset name.
public enum PreviewGenerator {
    /// The previews of `spec`, whose file is `specPath` (as shown in headers), in each appearance
    /// of `Appearance.previewed`.
    public static func previews(_ spec: ControlSpecification, specPath: String, assets: [String: PreviewAsset] = [:]) -> ControlPreviews {
        let images = spec.kind.previews(of: spec, specPath: specPath, assets: assets, appearances: Appearance.previewed)
        for image in images { FuzzOracle.checkMarkup(image.svg, name: image.fileName) }
        return ControlPreviews(name: spec.name, summary: spec.summary, size: spec.size, specPath: specPath, images: images)
    }

    /// The image asset names a spec refers to, whose files the caller may look for next to it.
    public static func assetNames(of spec: ControlSpecification) -> [String] {
        spec.body.assetNames
    }
}
