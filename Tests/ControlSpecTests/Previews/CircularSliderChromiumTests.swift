import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The reference circular slider's animated preview as a browser plays it: paused at chosen
/// times, the fill's dash (`pathLength`, `stroke-dasharray`, `stroke-dashoffset`) ends where the
/// kernel's transition puts the thumb, so the renderer reads the dash as the evaluator does.
@Suite struct CircularSliderChromiumTests {
    @Test func pausedFillEndsAtTheKernelsShownValue() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "CircularSlider" })
        let slider = try #require(spec.body as? CircularSliderSpec)
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        let model = CircularSliderModel(configuration: configuration)
        let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height),
                                    lineWidth: configuration.lineWidth, thumbRadius: configuration.thumbRadius, thumbOutlineWidth: configuration.thumbOutlineWidth)
        let animated = try #require(try PreviewHarness.bundledPreviews()["CircularSlider"]?.images.first { $0.state == "setValue" && $0.appearance == .light })
        let transition = SliderValueTransition(from: [configuration.value.minimum], to: [configuration.value.maximum], duration: configuration.animationDuration)
        let zoom = 2.0, side = Int(spec.size.width * zoom)
        let svg = animated.svg.replacingOccurrences(of: "width=\"200\" height=\"200\"", with: "width=\"\(side)\" height=\"\(side)\"")
        let fill = slider.fillColor.normal.resolved(in: .light), track = slider.trackColor.normal.resolved(in: .light)
        for fraction in [0.3, 0.5, 0.8] {
            let folder = try PreviewHarness.temporaryFolder()
            let page = folder.appendingPathComponent("frame.html")
            let time = fraction * transition.duration
            let html = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">\(svg)<script>var s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(\(time));</script></body></html>"
            try Data(html.utf8).write(to: page)
            let shot = folder.appendingPathComponent("frame.png")
            _ = try GalleryChromiumTests.chromium(chromium, ["--screenshot=\(shot.path)"], page: page, size: (side, side))
            // 20° either side of the thumb: behind it the fill, ahead of it (past the thumb and
            // the fill's round cap) the bare track.
            let end = model.screenAngle(of: transition.values(at: time)[0]), offset = 20 * Double.pi / 180
            let points = [end - offset, end + offset].map { angle in
                let p = layout.point(atScreenAngle: angle)
                return Point(x: Double(p.x) * zoom, y: Double(p.y) * zoom)
            }
            let colours = try PreviewHarness.pixels(of: shot, at: points)
            #expect(PreviewHarness.close(colours[0], fill, tolerance: 0.12), "t = \(time): behind the thumb \(points[0]) is \(colours[0])")
            #expect(PreviewHarness.close(colours[1], track, tolerance: 0.12), "t = \(time): ahead of the thumb \(points[1]) is \(colours[1])")
        }
    }
}
