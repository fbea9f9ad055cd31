import Foundation
import Testing
@testable import ControlSpec

/// Previews of the bundled specs, the outside tools that render them, and pixel reading.
enum PreviewHarness {
    /// The checked bundled specs with their paths.
    static func bundledSpecs() throws -> [(path: String, spec: ControlSpecification)] {
        try ReferenceSpecNames.all.map { name in
            let path = "Specs/\(name).control.yaml"
            return (path, try #require(Linter.lint(try PackagePaths.bytes(path)).spec, "\(path) lints clean"))
        }
    }

    /// The previews of every bundled spec, by control name.
    static func bundledPreviews() throws -> [String: ControlPreviews] {
        Dictionary(uniqueKeysWithValues: try bundledSpecs().map { ($0.spec.name, PreviewGenerator.previews($0.spec, specPath: $0.path)) })
    }

    /// The path of an executable on `PATH`, or `nil`. When it is missing: under `CI=true` the
    /// calling test fails naming the package that provides it; elsewhere the reason is printed.
    static func tool(_ name: String, package: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let reason = "'\(name)' is not installed (Debian package \(package); .ci/run installs it)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("missing tool under CI: \(reason)")
        } else {
            print("skipping: \(reason)")
        }
        return nil
    }

    /// A new folder in the test process's scratch folder.
    static func temporaryFolder() throws -> URL {
        try TestScratch.folder("previews")
    }

    /// The bundled specs' previews and their gallery written into a new temporary folder, as
    /// `preview` writes them: the gallery page's URL and the previews it lists.
    static func writtenGallery() throws -> (page: URL, controls: [ControlPreviews]) {
        let folder = try temporaryFolder()
        let controls = try bundledSpecs().map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        for image in controls.flatMap(\.images) { try Data(image.svg.utf8).write(to: folder.appendingPathComponent(image.fileName)) }
        let page = folder.appendingPathComponent(GalleryPage.fileName)
        try Data(GalleryPage.html(controls).utf8).write(to: page)
        return (page, controls)
    }

    /// The scale previews are rendered at, so thin strokes cover whole pixels.
    static let zoom = 4.0

    /// Renders `svg` to a PNG with `rsvg-convert` at `zoom`; returns the PNG and everything the
    /// tool printed (which must be nothing).
    static func render(_ svg: String, with rsvg: String, name: String) throws -> (png: URL, output: String, status: Int32) {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("\(name).svg"), output = folder.appendingPathComponent("\(name).png")
        try Data(svg.utf8).write(to: input)
        let outcome = try GeneratedCodeHarness.run(rsvg, ["-z", "\(zoom)", "-b", "white", "-o", output.path, input.path])
        return (output, outcome.output, outcome.status)
    }

    /// The colours of a PNG's pixels at `points` (in the PNG's pixels), read by
    /// `Support/png_pixels.py` with Python's standard library.
    static func pixels(of png: URL, at points: [Point]) throws -> [RGBA] {
        let script = PackagePaths.root.appendingPathComponent("Tests/ControlSpecTests/Support/png_pixels.py").path
        let outcome = try GeneratedCodeHarness.run("/usr/bin/env", ["python3", script, png.path] + points.flatMap { ["\($0.x)", "\($0.y)"] })
        let lines = outcome.output.split(separator: "\n")
        guard outcome.status == 0, lines.count == points.count else {
            throw GeneratedCodeHarness.HarnessError(description: "reading pixels failed: \(outcome.output)")
        }
        return lines.map { line in
            let v = line.split(separator: " ").compactMap { Double($0) }
            return v.count == 4 ? RGBA(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: v[3] / 255) : RGBA(red: -1, green: -1, blue: -1)
        }
    }

    /// Whether two colours agree within `tolerance` per channel (0…1).
    static func close(_ a: RGBA, _ b: RGBA, tolerance: Double = 0.08) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// `point` in control points scaled to the rendered PNG's pixels.
    static func scaled(_ point: Point, by zoom: Double = zoom) -> Point {
        Point(x: point.x * zoom, y: point.y * zoom)
    }
}
