import Foundation
import Testing
@testable import ControlSpec

/// Headless Chromium opens the gallery (every image loads, the page is not blank) and plays the
/// animated knob, paused at chosen times, with the pointer at the interpolated angle.
@Suite struct GalleryChromiumTests {
    /// Runs headless Chromium on `page` with `arguments` (`--dump-dom`, `--screenshot=...`).
    static func chromium(_ chromium: String, _ arguments: [String], page: URL, size: (Int, Int)) throws -> GeneratedCodeHarness.Outcome {
        try GeneratedCodeHarness.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                "--virtual-time-budget=3000", "--window-size=\(size.0),\(size.1)",
                                                "--user-data-dir=\(page.deletingLastPathComponent().appendingPathComponent("profile").path)"]
                                     + arguments + [page.absoluteString])
    }

    @Test func galleryLoadsEveryImageAndIsNotBlank() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let (page, controls) = try PreviewHarness.writtenGallery()
        let dom = try Self.chromium(chromium, ["--dump-dom"], page: page, size: (1200, 2400)).output
        let images = controls.flatMap(\.images).count
        #expect(dom.components(separatedBy: "<img ").count - 1 == images, "\(dom.prefix(2000))")
        #expect(dom.components(separatedBy: "data-loaded=\"true\"").count - 1 == images, "every image loaded: \(dom.prefix(4000))")
        let shot = page.deletingLastPathComponent().appendingPathComponent("gallery.png")
        _ = try Self.chromium(chromium, ["--screenshot=\(shot.path)"], page: page, size: (1200, 2400))
        var grid: [Point] = []
        for x in 0..<20 {
            for y in 0..<40 { grid.append(Point(x: Double(x * 60 + 30), y: Double(y * 60 + 30))) }
        }
        let colours = try PreviewHarness.pixels(of: shot, at: grid)
        #expect(Set(colours.map { "\($0.red) \($0.green) \($0.blue)" }).count > 5, "the screenshot shows more than a blank page")
    }

    @Test func animatedKnobPausedAtChosenTimesShowsThePointerAtTheInterpolatedAngle() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "Knob" })
        guard let knob = spec.body as? KnobSpec else { Issue.record("Knob is a knob"); return }
        let kernel = KnobSVG.Kernel(spec: spec, knob: knob)
        let animated = try #require(try PreviewHarness.bundledPreviews()["Knob"]?.images.first { $0.animationDuration != nil })
        let zoom = 4.0, side = Int(spec.size.width * zoom)
        let svg = animated.svg.replacingOccurrences(of: "width=\"120\" height=\"120\"", with: "width=\"\(side)\" height=\"\(side)\"")
        let animation = kernel.model.setValueAnimation
        let start = kernel.model.rotation(for: knob.value.min), end = kernel.model.rotation(for: knob.value.max)
        for fraction in [0.25, 0.5, 0.8] {
            let folder = try PreviewHarness.temporaryFolder()
            let page = folder.appendingPathComponent("frame.html")
            let html = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">\(svg)<script>var s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(\(fraction * animation.duration));</script></body></html>"
            try Data(html.utf8).write(to: page)
            let shot = folder.appendingPathComponent("frame.png")
            _ = try Self.chromium(chromium, ["--screenshot=\(shot.path)"], page: page, size: (side, side))
            let angle = animation.angle(atFraction: fraction, from: start, to: end)
            let layout = kernel.layout
            let reach = Double(layout.pointerStart.x + layout.pointerEnd.x) / 2 - Double(layout.center.x)
            let onPoint = layout.point(atScreenAngle: angle, distance: reach), offPoint = layout.point(atScreenAngle: angle + 0.3, distance: reach)
            let on = Point(x: Double(onPoint.x) * zoom, y: Double(onPoint.y) * zoom)
            let off = Point(x: Double(offPoint.x) * zoom, y: Double(offPoint.y) * zoom)
            let colours = try PreviewHarness.pixels(of: shot, at: [on, off])
            #expect(PreviewHarness.close(colours[0], NamedColors.defaultTint, tolerance: 0.12), "t = \(fraction): pointer at \(on) is \(colours[0])")
            #expect(!PreviewHarness.close(colours[1], NamedColors.defaultTint, tolerance: 0.12), "t = \(fraction): \(off) is \(colours[1])")
        }
    }
}
