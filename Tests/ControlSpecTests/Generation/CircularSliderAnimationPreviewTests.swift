import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The animated `setValue` preview of every corpus circular slider plays the kernel's animated
/// value change: paused at many times by the review tool's SMIL evaluator (`AnimationFrame`), the
/// thumbs stand at the screen angles of the values `SliderValueTransition` shows then, and the
/// fill's dash covers the track between the ends `fillScreenAngles(for:)` gives; the line cap is
/// the spec's, and the generated control has the animated setter and the cap.
@Suite struct CircularSliderAnimationPreviewTests {
    /// The kernel's view of a corpus circular slider and its animated preview.
    struct Animated {
        var model: CircularSliderModel
        var layout: CircularLayout
        var transition: SliderValueTransition
        var root: MarkupElement
        var slider: CircularSliderSpec
    }

    /// The animated preview of `entry` (light) with the kernel objects to check it against; the
    /// transition goes from the first still (minimum, or the closest pair) to the third (maximum,
    /// or the widest pair), as docs/previews.md says.
    static func animated(_ entry: SpecCorpus.Entry) throws -> Animated {
        let slider = try #require(entry.spec.body as? CircularSliderSpec)
        let configuration = slider.kernelConfiguration(accessibility: entry.spec.accessibility)
        let layout = CircularLayout(bounds: CGRect(x: 0, y: 0, width: entry.spec.size.width, height: entry.spec.size.height),
                                    lineWidth: configuration.lineWidth, thumbRadius: configuration.thumbRadius, thumbOutlineWidth: configuration.thumbOutlineWidth)
        let model = CircularSliderModel(configuration: configuration)
        let range = configuration.value
        let from = model.thumbCount == 2 ? [range.minimum, range.minimum + configuration.minimumDistance] : [range.minimum]
        // Where the range wraps, the maximum is the minimum: the far end stops short of it by the
        // thumbs' distance, else a step, else a hundredth of the range.
        let distance = model.thumbCount == 2 ? configuration.minimumDistance : 0
        let far = configuration.track.isSeamless ? range.maximum - (distance > 0 ? distance : range.step > 0 ? range.step : range.span / 100) : range.maximum
        let to = model.thumbCount == 2 ? [range.minimum, far] : [far]
        let image = try #require(CircularSliderSVG.previews(spec: entry.spec, slider: slider, specPath: entry.path, appearances: [.light]).first { $0.state == "setValue" })
        #expect(image.animationDuration == configuration.animationDuration, "\(entry.path): the gallery's Replay lasts the spec's duration")
        let root = try MarkupReader.read(image.svg).get().root
        return Animated(model: model, layout: layout, transition: SliderValueTransition(from: from, to: to, duration: configuration.animationDuration, curve: .easeInEaseOut),
                        root: root, slider: slider)
    }

    /// The element with `id` in `element`'s tree.
    static func element(_ id: String, in element: MarkupElement) -> MarkupElement? {
        if element.attribute("id") == id { return element }
        return element.children.lazy.compactMap { Self.element(id, in: $0) }.first
    }

    /// The numbers of an attribute's value.
    static func numbers(_ text: String?) -> [Double] {
        (text ?? "").split { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }.compactMap { Double($0) }
    }

    /// The distance along the track from its start to `screenAngle`, at the layout's radius, in
    /// the track's direction: the kernel's numbers, worked out here independently of the preview.
    static func along(_ screenAngle: Double, _ animated: Animated) -> Double {
        let track = animated.model.trackScreenAngles
        return Double(animated.layout.radius) * (track.clockwise ? screenAngle - track.start : track.start - screenAngle)
    }

    /// The dash the fill shows at `values`: its start and length along the track; `nil` when empty.
    static func expectedDash(_ values: [Double], _ animated: Animated) -> (start: Double, length: Double)? {
        animated.model.fillScreenAngles(for: values).map { (along($0.start, animated), along($0.end, animated) - along($0.start, animated)) }
    }

    @Test(arguments: SpecCorpus.kind("circularSlider"))
    func thePausedPreviewShowsTheKernelsTransition(entry: SpecCorpus.Entry) throws {
        let animated = try Self.animated(entry)
        let duration = animated.transition.duration
        let center = animated.layout.center
        let trackLength = Self.along(animated.model.trackScreenAngles.end, animated)
        let fillAtRest = try #require(Self.element("fill", in: animated.root))
        #expect(Self.numbers(fillAtRest.attribute("pathLength")).first.map { abs($0 - trackLength) < 1e-4 } == true)
        if animated.model.fillScreenAngles(for: animated.transition.from) == nil {
            #expect(fillAtRest.attribute("visibility") == "hidden", "\(entry.path): an empty fill draws nothing, not even its caps, before the change starts")
        }
        let wound = animated.model.configuration.turns > 1
        for step in 0...40 {
            let time = Double(step) / 40 * duration
            let frame = AnimationFrame.frame(animated.root, at: time)
            let shown = animated.transition.values(at: time)
            for thumb in shown.indices {
                let element = try #require(Self.element("thumb\(thumb)", in: frame))
                let rotation = Self.numbers(element.attribute("transform"))
                let expected = (animated.model.screenAngle(of: shown[thumb]) - animated.model.screenAngle(of: animated.transition.from[thumb])) * 180 / .pi
                #expect(rotation.count == 3 && abs(rotation[0] - expected) < 1e-4, "\(entry.path) t = \(time): thumb \(thumb) turned \(rotation), expected \(expected)°")
                #expect(rotation.count == 3 && abs(rotation[1] - Double(center.x)) < 1e-6 && abs(rotation[2] - Double(center.y)) < 1e-6, "about the centre")
            }
            guard let dash = Self.expectedDash(shown, animated) else {
                #expect(step == 0, "\(entry.path): only the starting instant has an empty fill")
                continue
            }
            let fill = try #require(Self.element("fill", in: frame))
            #expect(fill.attribute("visibility") != "hidden", "\(entry.path) t = \(time): the fill shows")
            let array = Self.numbers(fill.attribute("stroke-dasharray")), offset = Self.numbers(fill.attribute("stroke-dashoffset"))
            try #require(array.count == 2 && offset.count == 1)
            #expect(abs(array[1] - trackLength) < 1e-4, "the gap is the track's length: one dash")
            // Exact where the fill's ends are linear in the values; sampled at even times where one
            // thumb winds: there the shown length lies between the two neighbouring samples'.
            var tolerance = 1e-4
            if wound {
                let samples = Double(CircularSliderSVG.sampleCount), index = (Double(step) / 40 * samples).rounded(.down)
                let before = Self.expectedDash(animated.transition.values(at: index / samples * duration), animated)?.length ?? 0
                let after = Self.expectedDash(animated.transition.values(at: (index + 1) / samples * duration), animated)?.length ?? 0
                tolerance += abs(after - before)
            }
            #expect(abs(array[0] - dash.length) <= tolerance, "\(entry.path) t = \(time): fill length \(array[0]), expected \(dash.length)")
            #expect(abs(-offset[0] - dash.start) <= tolerance, "\(entry.path) t = \(time): fill start \(-offset[0]), expected \(dash.start)")
        }
    }

    @Test(arguments: SpecCorpus.kind("circularSlider"))
    func theStrokesUseTheSpecsLineCap(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? CircularSliderSpec)
        let images = CircularSliderSVG.previews(spec: entry.spec, slider: slider, specPath: entry.path, appearances: [.light])
        for image in images {
            let root = try MarkupReader.read(image.svg).get().root
            for id in ["track", "fill"] {
                guard let element = Self.element(id, in: root) else { continue }
                #expect(element.attribute("stroke-linecap") == slider.lineCap.rawValue, "\(image.fileName): \(id)")
            }
        }
        let templates = try #require(TemplateSet.make().set)
        let text = SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path), templates: templates).text
        #expect(text.contains("var lineCap: CAShapeLayerLineCap = .\(slider.lineCap.rawValue) {"), "\(entry.path)")
        let setter = slider.value.initialValues.count == 2 ? "func setValues(lower: Double, upper: Double, animated: Bool = false)" : "func setValue(_ newValue: Double, animated: Bool = false)"
        #expect(text.contains(setter), "\(entry.path)")
    }

    @Test("The corpus has a butt and a square line cap and a non-default duration")
    func theCorpusCoversTheNewKeys() throws {
        let sliders = SpecCorpus.kind("circularSlider").compactMap { $0.spec.body as? CircularSliderSpec }
        #expect(Set(sliders.map(\.lineCap)) == Set(CircularSliderSpec.LineCap.allCases))
        #expect(sliders.contains { $0.value.animationDuration != 0.25 })
    }
}
