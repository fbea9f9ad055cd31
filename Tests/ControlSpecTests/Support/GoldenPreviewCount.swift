import Foundation

/// How many files the bundled specs' previews are, read from the committed goldens
/// (`Tests/Goldens/Previews`, which `GoldenPreviewTests` keeps equal to what the specs give), so
/// that the tests counting previews follow when a spec or a kind adds some.
enum GoldenPreviewCount {
    /// The names of the golden previews: every SVG and the gallery (hidden files left out).
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Tests/Goldens/Previews").path)) ?? [])
        .filter { !$0.hasPrefix(".") }

    /// The SVG previews.
    static var svgs: Int { names.filter { $0.hasSuffix(".svg") }.count }

    /// The SVG previews and the gallery.
    static var files: Int { names.count }
}
