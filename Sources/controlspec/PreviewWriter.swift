import ControlSpec
import Foundation

/// Writes the SVG previews of checked specs and their `index.html` gallery, with the rules of
/// `GeneratedFileWriter`; reads the image assets a spec names from the spec's folder.
struct PreviewWriter {
    /// The output folder as the user gave it.
    let output: String

    /// The previews of every spec without errors in `run`, in discovery order.
    static func previews(of specs: [(path: String, spec: ControlSpecification)]) -> [ControlPreviews] {
        specs.map { PreviewGenerator.previews($0.spec, specPath: $0.path, assets: assets(of: $0.spec, specPath: $0.path)) }
    }

    /// The assets found next to the spec: `<asset>.png`, `.jpg` or `.svg`, the first that exists.
    static func assets(of spec: ControlSpecification, specPath: String) -> [String: PreviewAsset] {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        var assets: [String: PreviewAsset] = [:]
        for name in PreviewGenerator.assetNames(of: spec) where assets[name] == nil {
            for (ext, mediaType) in PreviewAsset.extensions {
                if let bytes = try? Data(contentsOf: folder.appendingPathComponent("\(name).\(ext)")) {
                    assets[name] = PreviewAsset(mediaType: mediaType, bytes: bytes)
                    break
                }
            }
        }
        return assets
    }

    /// Writes every SVG and the gallery; returns one failure message per file not written.
    func write(_ controls: [ControlPreviews]) -> [String] {
        let writer = GeneratedFileWriter(directory: URL(fileURLWithPath: output, isDirectory: true))
        let files = controls.flatMap { $0.images.map { ($0.fileName, $0.svg) } } + [(GalleryPage.fileName, GalleryPage.html(controls))]
        var failures: [String] = []
        for (fileName, text) in files {
            let shown = (output as NSString).appendingPathComponent(fileName)
            let outcome = writer.write(fileName: fileName, text: text, headerPrefix: PreviewHeader.prefix)
            failures += GeneratedFileWriter.failure(outcome, shown: shown).map { [$0] } ?? []
        }
        return failures
    }
}
