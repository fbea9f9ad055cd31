import Foundation
import Testing
@testable import ControlSpec

/// The library's Geometry, which the SVGs are drawn from, computes the numbers the generated Swift
/// computes (compiled and run on Linux), within 1e-6; and the SVGs carry those numbers.
@Suite struct GeometryParityTests {
    /// The library's numbers under the driver's keys.
    static func libraryNumbers() throws -> [String: Double] {
        var numbers: [String: Double] = [:]
        func put(_ key: String, _ rect: Rect) {
            numbers["\(key).x"] = rect.x; numbers["\(key).y"] = rect.y
            numbers["\(key).width"] = rect.width; numbers["\(key).height"] = rect.height
        }
        let specs = Dictionary(uniqueKeysWithValues: try PreviewHarness.bundledSpecs().map { ($0.spec.name, $0.spec) })
        if let spec = specs["Knob"], let knob = spec.body as? KnobSpec {
            let g = KnobGeometry(knob: knob, size: spec.size)
            numbers["Knob.center.x"] = g.center.x; numbers["Knob.center.y"] = g.center.y; numbers["Knob.radius"] = g.radius
            numbers["Knob.pointerStart.x"] = g.pointerStart.x; numbers["Knob.pointerStart.y"] = g.pointerStart.y
            numbers["Knob.pointerEnd.x"] = g.pointerEnd.x
            numbers["Knob.screenAngle.min"] = g.screenAngle(for: knob.value.min); numbers["Knob.screenAngle.max"] = g.screenAngle(for: knob.value.max)
            for (i, angle) in g.rotationKeyframes(from: knob.value.min, to: knob.value.max, throughMidpoint: true).enumerated() { numbers["Knob.keyframe.\(i)"] = angle }
        }
        if let spec = specs["RotaryKnob"], let knob = spec.body as? KnobSpec {
            let g = KnobGeometry(knob: knob, size: spec.size)
            for (name, value) in [("min", knob.value.min), ("initial", knob.value.initial), ("max", knob.value.max)] { numbers["RotaryKnob.screenAngle.\(name)"] = g.screenAngle(for: value) }
            numbers["RotaryKnob.zeroDirection"] = g.zeroDirection
        }
        if let spec = specs["RangeSlider"], let slider = spec.body as? RangeSliderSpec {
            let g = RangeSliderGeometry(slider: slider, size: spec.size)
            numbers["RangeSlider.thumbWidth"] = g.thumbWidth; numbers["RangeSlider.usableLength"] = g.usableLength
            put("RangeSlider.track", g.trackRect)
            numbers["RangeSlider.trackCornerRadius"] = g.trackCornerRadius; numbers["RangeSlider.thumbCornerRadius"] = g.thumbCornerRadius
            put("RangeSlider.lowerBody", g.thumbBody(at: slider.value.lower)); put("RangeSlider.upperBody", g.thumbBody(at: slider.value.upper))
            put("RangeSlider.highlight", g.highlightRect(lowerValue: slider.value.lower, upperValue: slider.value.upper))
        }
        return numbers
    }

    @Test func libraryGeometryMatchesTheGeneratedSwift() throws {
        let generated = try GeneratedCodeHarness.geometryParityRun.get()
        let library = try Self.libraryNumbers()
        #expect(generated.count >= 30, "the driver printed \(generated.count) numbers")
        #expect(Set(generated.keys) == Set(library.keys), "\(Set(generated.keys).symmetricDifference(library.keys).sorted().prefix(10))")
        for (key, value) in generated.sorted(by: { $0.key < $1.key }) {
            guard let mine = library[key] else { continue }
            #expect(abs(mine - value) <= 1e-6, "\(key): library \(mine), generated \(value)")
        }
        print("geometry parity: \(generated.count) numbers compared")
    }

    @Test func theSVGsCarryTheGeneratedNumbers() throws {
        let generated = try GeneratedCodeHarness.geometryParityRun.get()
        let previews = try PreviewHarness.bundledPreviews()
        func n(_ key: String) throws -> String { SVGFormat.number(try #require(generated[key], "\(key)")) }
        let knob = try #require(previews["Knob"]?.images.first { $0.state == "minimum" }).svg
        #expect(knob.contains("x1=\"\(try n("Knob.pointerStart.x"))\" y1=\"\(try n("Knob.pointerStart.y"))\" x2=\"\(try n("Knob.pointerEnd.x"))\""))
        #expect(knob.contains("A \(try n("Knob.radius")) \(try n("Knob.radius")) 0 1 1"))
        #expect(knob.contains("rotate(\(SVGFormat.degrees(try #require(generated["Knob.screenAngle.min"]))) \(try n("Knob.center.x")) \(try n("Knob.center.y")))"))
        let slider = try #require(previews["RangeSlider"]?.images.first { $0.state == "rest" }).svg
        #expect(slider.contains("id=\"trackHighlight\" x=\"\(try n("RangeSlider.highlight.x"))\" y=\"\(try n("RangeSlider.highlight.y"))\" width=\"\(try n("RangeSlider.highlight.width"))\""))
        #expect(slider.contains("<rect x=\"\(try n("RangeSlider.lowerBody.x"))\" y=\"\(try n("RangeSlider.lowerBody.y"))\" width=\"\(try n("RangeSlider.lowerBody.width"))\" height=\"\(try n("RangeSlider.lowerBody.height"))\" rx=\"\(try n("RangeSlider.thumbCornerRadius"))\""))
    }
}
