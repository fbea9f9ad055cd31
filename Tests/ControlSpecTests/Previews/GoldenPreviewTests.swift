import Foundation
import Testing
@testable import ControlSpec

/// The previews of `Specs/` match the reviewed files in `Tests/Goldens/Previews/`.
@Suite struct GoldenPreviewTests {
    @Test func everyPreviewAndTheGalleryMatchTheirGoldenFiles() throws {
        let specs = try PreviewHarness.bundledSpecs().sorted { $0.path < $1.path }
        let controls = specs.map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        for image in controls.flatMap(\.images) {
            GoldenFile.expect("Tests/Goldens/Previews/\(image.fileName)", equals: image.svg, regeneratedBy: "scripts/update-generated")
        }
        GoldenFile.expect("Tests/Goldens/Previews/\(GalleryPage.fileName)", equals: GalleryPage.html(controls), regeneratedBy: "scripts/update-generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Tests/Goldens/Previews").path)
        #expect(files.count == controls.flatMap(\.images).count + 1, "no stale golden preview is left behind")
    }
}
