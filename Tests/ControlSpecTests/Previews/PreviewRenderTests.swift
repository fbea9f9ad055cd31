import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Every preview renders with `rsvg-convert` without a word of complaint, and the pixels sit where
/// the geometry says.
@Suite struct PreviewRenderTests {
    static let tint = NamedColors.defaultTint

    @Test func everySVGRendersWithoutWarnings() throws {
        guard let rsvg = PreviewHarness.tool("rsvg-convert", package: "librsvg2-bin") else { return }
        for control in try PreviewHarness.bundledPreviews().values {
            for image in control.images {
                let rendered = try PreviewHarness.render(image.svg, with: rsvg, name: image.state)
                #expect(rendered.status == 0 && rendered.output.isEmpty, "\(image.fileName): \(rendered.output)")
            }
        }
    }

    /// The middle of the pointer at a value, and the point opposite it, in PNG pixels.
    static func pointerProbes(_ kernel: KnobSVG.Kernel, value: Double) -> (on: Point, opposite: Point) {
        let angle = kernel.model.screenAngle(for: value), layout = kernel.layout
        let reach = Double(layout.pointerStart.x + layout.pointerEnd.x) / 2 - Double(layout.center.x)
        let on = layout.point(atScreenAngle: angle, distance: reach), opposite = layout.point(atScreenAngle: angle + .pi, distance: reach)
        return (PreviewHarness.scaled(Point(x: Double(on.x), y: Double(on.y))), PreviewHarness.scaled(Point(x: Double(opposite.x), y: Double(opposite.y))))
    }

    @Test func knobPointerIsTintColouredAtTheAngleOfEachValue() throws {
        guard let rsvg = PreviewHarness.tool("rsvg-convert", package: "librsvg2-bin") else { return }
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "Knob" })
        guard let knob = spec.body as? KnobSpec else { Issue.record("Knob is a knob"); return }
        let kernel = KnobSVG.Kernel(spec: spec, knob: knob)
        let images = try #require(try PreviewHarness.bundledPreviews()["Knob"]).images
        for (state, value) in [("minimum", knob.value.min), ("initial", knob.value.initial), ("maximum", knob.value.max)] {
            let image = try #require(images.first { $0.state == state })
            let png = try PreviewHarness.render(image.svg, with: rsvg, name: state).png
            let probes = Self.pointerProbes(kernel, value: value)
            let colours = try PreviewHarness.pixels(of: png, at: [probes.on, probes.opposite])
            #expect(PreviewHarness.close(colours[0], Self.tint), "\(state): pointer at \(probes.on) is \(colours[0])")
            #expect(!PreviewHarness.close(colours[1], Self.tint), "\(state): opposite point \(probes.opposite) is \(colours[1])")
        }
    }

    @Test func sliderHighlightLiesBetweenTheThumbsOnly() throws {
        guard let rsvg = PreviewHarness.tool("rsvg-convert", package: "librsvg2-bin") else { return }
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "RangeSlider" })
        guard let slider = spec.body as? RangeSliderSpec else { Issue.record("RangeSlider is a range slider"); return }
        let layout = SliderTrackLayout(configuration: slider.kernelConfiguration(accessibility: spec.accessibility),
                                       size: CGSize(width: spec.size.width, height: spec.size.height))
        let image = try #require(try PreviewHarness.bundledPreviews()["RangeSlider"]?.images.first { $0.state == "rest" })
        let png = try PreviewHarness.render(image.svg, with: rsvg, name: "rest").png
        let track = layout.trackRect, y = Double(track.minY + track.height * 0.4)
        let lower = layout.thumbBody(at: slider.value.lower), upper = layout.thumbBody(at: slider.value.upper)
        let lowerEdge = Double(lower.maxX), upperEdge = Double(upper.minX)
        let inside = [lowerEdge + 4, (lowerEdge + upperEdge) / 2, upperEdge - 4].map { Point(x: $0, y: y) }
        let outside = [Double(lower.minX) - 6, Double(upper.maxX) + 6].map { Point(x: $0, y: y) }
        let colours = try PreviewHarness.pixels(of: png, at: (inside + outside).map { PreviewHarness.scaled($0) })
        let highlight = slider.track.highlightColor.normal.resolved(in: .light)
        for (point, colour) in zip(inside, colours.prefix(3)) {
            #expect(PreviewHarness.close(colour, highlight, tolerance: 0.1), "between the thumbs at \(point): \(colour)")
        }
        for (point, colour) in zip(outside, colours.suffix(2)) {
            #expect(!PreviewHarness.close(colour, highlight, tolerance: 0.3), "outside the thumbs at \(point): \(colour)")
        }
    }

    @Test func buttonCircleIsPinkAndTheCartPlaceholderWhite() throws {
        guard let rsvg = PreviewHarness.tool("rsvg-convert", package: "librsvg2-bin") else { return }
        let (_, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "FastCartButton" })
        guard let button = spec.body as? ButtonSpec else { Issue.record("FastCartButton is a button"); return }
        let layout = button.kernelConfiguration(size: spec.size).layout()
        let index = Dictionary(uniqueKeysWithValues: button.flatParts.enumerated().map { ($0.element.part.id, $0.offset) })
        let circle = layout.frameInControl(of: try #require(index["circle"])), cart = layout.frameInControl(of: try #require(index["cart"]))
        let cartCentre = Point(x: cart.midX, y: cart.midY)
        let ringRadius = circle.width / 2 - 3
        let ring = [Point(x: circle.midX, y: circle.midY + ringRadius), Point(x: circle.midX + ringRadius, y: circle.midY),
                    Point(x: circle.midX, y: circle.midY - ringRadius)]
        for state in ["idle", "pressed"] {
            let image = try #require(try PreviewHarness.bundledPreviews()["FastCartButton"]?.images.first { $0.state == state })
            let png = try PreviewHarness.render(image.svg, with: rsvg, name: state).png
            let colours = try PreviewHarness.pixels(of: png, at: (ring + [cartCentre]).map { PreviewHarness.scaled($0) })
            let pink = try #require(NamedColors.value(of: "systemPink", in: .light))
            for (point, colour) in zip(ring, colours.prefix(3)) {
                #expect(PreviewHarness.close(colour, pink), "\(state): circle ring at \(point) is \(colour)")
            }
            #expect(PreviewHarness.close(colours[3], RGBA(red: 1, green: 1, blue: 1)), "\(state): cart centre \(cartCentre) is \(colours[3])")
        }
    }
}
