import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The animated `setValues` preview of a slider plays the kernel's `SliderValueTransition`: the
/// SMIL, evaluated by the review tool's paused frames at many times, puts the thumbs, the fill and
/// the value labels where the kernel's layout puts them for the transition's values then.
@Suite struct SliderAnimationPreviewTests {
    /// The element with `id` in `element`'s tree.
    static func element(_ id: String, in element: MarkupElement) -> MarkupElement? {
        if element.attribute("id") == id { return element }
        return element.children.lazy.compactMap { Self.element(id, in: $0) }.first
    }

    /// A number attribute of `element`.
    static func number(_ name: String, of element: MarkupElement) throws -> Double {
        try #require(element.attribute(name).flatMap(Double.init), "\(element.name).\(name)")
    }

    /// The offset of a `translate(dx dy)` transform; none without one.
    static func translation(of element: MarkupElement) throws -> (x: Double, y: Double) {
        guard let transform = element.attribute("transform") else { return (0, 0) }
        #expect(transform.hasPrefix("translate("), "\(transform)")
        let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 2, "\(transform)")
        return (numbers[0], numbers[1])
    }

    /// The animated drawing of `entry` in a layout of the given direction, read back as markup.
    static func animated(_ entry: SpecCorpus.Entry, rightToLeft: Bool)
        throws -> (root: MarkupElement, slider: SliderSpec, layout: MultiSliderLayout, transition: SliderValueTransition)? {
        let slider = try #require(entry.spec.body as? SliderSpec)
        let configuration = slider.kernelConfiguration(accessibility: entry.spec.accessibility)
        guard let change = SliderAnimationSVG.change(configuration) else { return nil }
        let layout = MultiSliderLayout(configuration: configuration, size: CGSize(width: entry.spec.size.width, height: entry.spec.size.height),
                                       minimumValue: change.start.minimumValue, maximumValue: change.start.maximumValue, isRightToLeftLayout: rightToLeft)
        let nodes = SliderSVG.drawing(slider, configuration: configuration, layout: layout, model: change.start, dragged: [], colors: PreviewColors(resolvedIn: .light), transition: change.transition)
        let root = try MarkupReader.read(SVGNode("svg", children: nodes).rendered()).get().root
        return (root, slider, layout, change.transition)
    }

    static let times = (0...40).map { Double($0) / 40 } + [1.5]

    @Test(arguments: SpecCorpus.kind(SliderSpec.kindName), [false, true])
    func thumbsAndFillMoveAsTheKernelMovesThem(entry: SpecCorpus.Entry, rightToLeft: Bool) throws {
        let slider = try #require(entry.spec.body as? SliderSpec)
        guard slider.value.animationDuration > 0 else {
            #expect(try Self.animated(entry, rightToLeft: rightToLeft) == nil, "\(entry.path) does not animate")
            return
        }
        let (root, _, layout, transition) = try #require(try Self.animated(entry, rightToLeft: rightToLeft), "\(entry.path) animates")
        let fill = slider.track.fill.kernelFill
        for fraction in Self.times {
            let time = fraction * transition.duration, values = transition.values(at: time)
            let frame = AnimationFrame.frame(root, at: time)
            for (index, value) in values.enumerated() {
                let thumb = try #require(Self.element("thumb\(index + 1)", in: frame))
                let body = try #require(thumb.children.first { $0.name == "rect" && $0.attribute("transform") == nil })
                let offset = try Self.translation(of: thumb), expected = layout.thumbBody(at: value)
                let x = try Self.number("x", of: body) + offset.x, y = try Self.number("y", of: body) + offset.y
                #expect(abs(x - Double(expected.minX)) < 1e-4 && abs(y - Double(expected.minY)) < 1e-4,
                        "\(entry.path) thumb \(index + 1) at \(fraction): shown at \(x), \(y), the kernel draws it at \(expected.minX), \(expected.minY)")
            }
            guard let expected = layout.fillRect(fill, values: values) else {
                #expect(Self.element("trackFill", in: frame) == nil, "\(entry.path): no fill")
                continue
            }
            let rect = try #require(Self.element("trackFill", in: frame))
            let shown = [try Self.number("x", of: rect), try Self.number("y", of: rect), try Self.number("width", of: rect), try Self.number("height", of: rect)]
            let kernel = [expected.minX, expected.minY, expected.width, expected.height].map(Double.init)
            #expect(zip(shown, kernel).allSatisfy { abs($0 - $1) < 1e-4 }, "\(entry.path) fill at \(fraction): shown \(shown), the kernel's \(kernel)")
        }
    }

    @Test(arguments: SpecCorpus.kind(SliderSpec.kindName).filter { ($0.spec.body as? SliderSpec)?.labels != nil })
    func labelsShowEachFramesValueBesideTheirThumb(entry: SpecCorpus.Entry) throws {
        let (root, slider, layout, transition) = try #require(try Self.animated(entry, rightToLeft: false))
        let labels = try #require(slider.labels), metrics = try #require(slider.kernelConfiguration(accessibility: entry.spec.accessibility).valueLabels)
        let count = SliderAnimationSVG.labelFrameCount
        let moments = (0..<count).map { (frame: Double($0) / Double(count), at: (Double($0) + 0.5) / Double(count)) } + [(frame: 1.0, at: 1.5)]
        for moment in moments {
            let frame = AnimationFrame.frame(root, at: moment.at * transition.duration)
            let framed = transition.values(at: moment.frame * transition.duration), now = transition.values(at: moment.at * transition.duration)
            for index in framed.indices {
                let group = try #require(Self.element("label\(index + 1)", in: frame))
                let visible = group.children.filter { $0.name == "text" && $0.attribute("visibility") == "visible" }
                try #require(visible.count == 1, "\(entry.path) label \(index + 1) at \(moment.at): \(visible.count) texts visible")
                let text = SliderSVG.labelText(framed[index], labels: labels)
                #expect(visible[0].text == text, "\(entry.path) label \(index + 1) at \(moment.at): shows \(visible[0].text), the frame's value is \(text)")
                let expected = SliderSVG.label(text, at: now[index], labels: labels, metrics: metrics, layout: layout, colors: PreviewColors(resolvedIn: .light))
                let offset = try Self.translation(of: group)
                let x = try Self.number("x", of: visible[0]) + offset.x, y = try Self.number("y", of: visible[0]) + offset.y
                let expectedX = try #require(expected.attributes.first { $0.0 == "x" }.flatMap { Double($0.1) })
                let expectedY = try #require(expected.attributes.first { $0.0 == "y" }.flatMap { Double($0.1) })
                #expect(abs(x - expectedX) < 1e-4 && abs(y - expectedY) < 1e-4, "\(entry.path) label \(index + 1) at \(moment.at): at \(x), \(y), expected \(expectedX), \(expectedY)")
            }
        }
    }

    @Test func theChangeRunsFromTheLowestFittedValuesToTheHighest() throws {
        let bands = try #require(SpecCorpus.kind(SliderSpec.kindName).first { $0.spec.name == "ThreeBands" })
        let slider = try #require(bands.spec.body as? SliderSpec)
        let change = try #require(SliderAnimationSVG.change(slider.kernelConfiguration(accessibility: bands.spec.accessibility)))
        #expect(change.transition.from == [0, 10, 20] && change.transition.to == [80, 90, 100], "three thumbs kept 10 apart on 0…100")
        #expect(change.start.values == change.transition.from)
        #expect(change.transition.duration == 0.25 && change.transition.curve == .easeInEaseOut)
    }

    /// A slider whose `animationDuration` is 0 does not animate `setValues`, and has none.
    @Test func everyAnimatedSliderHasALightAndDarkSetValuesPreview() throws {
        for entry in SpecCorpus.kind(SliderSpec.kindName) {
            let slider = try #require(entry.spec.body as? SliderSpec)
            for appearance in [Appearance.light, .dark] {
                let images = SliderSVG.previews(spec: entry.spec, slider: slider, specPath: entry.path, appearances: [appearance]).filter { $0.animationDuration != nil }
                guard slider.value.animationDuration > 0 else {
                    #expect(images.isEmpty, "\(entry.path): no animation, no animated preview")
                    continue
                }
                #expect(images.map(\.fileName) == [PreviewImage.fileName(control: entry.spec.name, state: "setValues", animated: true, appearance: appearance)], "\(entry.path)")
                #expect(images.first?.animationDuration == slider.value.animationDuration)
                let root = try MarkupReader.read(try #require(images.first).svg).get().root
                #expect(AnimationFrame.duration(of: root) == slider.value.animationDuration, "\(entry.path)")
            }
        }
    }

    /// Chromium plays the SMIL as `AnimationFrame` evaluates it: paused at chosen times, the
    /// thumb's offset, the fill's width and the visible label are the kernel's.
    @Test func chromiumPausedAtChosenTimesShowsTheKernelsValues() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let volume = try #require(SpecCorpus.kind(SliderSpec.kindName).first { $0.spec.name == "VolumeSlider" })
        let (_, slider, layout, transition) = try #require(try Self.animated(volume, rightToLeft: false))
        let labels = try #require(slider.labels)
        let image = try #require(SliderSVG.previews(spec: volume.spec, slider: slider, specPath: volume.path, appearances: [.light]).first { $0.animationDuration != nil })
        let svg = String(image.svg[try #require(image.svg.range(of: "<svg")).lowerBound...])
        let frames = Double(SliderAnimationSVG.labelFrameCount)
        for fraction in [0.3, 0.55, 0.8] {
            let folder = try PreviewHarness.temporaryFolder()
            let page = folder.appendingPathComponent("frame.html")
            let script = """
                var s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(\(fraction * transition.duration));
                setTimeout(function() {
                  var texts = Array.from(document.querySelectorAll('#label1 text')).filter(function(t) { return getComputedStyle(t).visibility == 'visible'; });
                  document.body.setAttribute('data-result', [document.getElementById('thumb1').getCTM().e, document.getElementById('trackFill').width.animVal.value,
                    texts.map(function(t) { return t.textContent.trim(); }).join('|')].join(' '));
                }, 50);
                """
            try Data("<!DOCTYPE html><html><body>\(svg)<script>\(script)</script></body></html>".utf8).write(to: page)
            let dom = try GalleryChromiumTests.chromium(chromium, ["--dump-dom"], page: page, size: (400, 100)).output
            let start = try #require(dom.range(of: "data-result=\""), "\(dom.prefix(1000))")
            let result = dom[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
            try #require(result.count == 3, "\(result)")
            let time = fraction * transition.duration, value = transition.values(at: time)[0]
            let offset = Double(layout.center(of: value).x - layout.center(of: transition.from[0]).x)
            let width = Double(try #require(layout.fillRect(.fromMinimum, values: [value])).width)
            let label = SliderSVG.labelText(transition.values(at: (fraction * frames).rounded(.down) / frames * transition.duration)[0], labels: labels)
            #expect(abs((Double(result[0]) ?? .nan) - offset) < 0.01, "t = \(fraction): Chromium moves the thumb by \(result[0]), the kernel by \(offset)")
            #expect(abs((Double(result[1]) ?? .nan) - width) < 0.01, "t = \(fraction): Chromium's fill is \(result[1]) wide, the kernel's \(width)")
            #expect(result[2] == label, "t = \(fraction): Chromium shows '\(result[2])', the frame's value is \(label)")
        }
    }

    @Test func noAnimationWithoutADuration() throws {
        let volume = try #require(SpecCorpus.kind(SliderSpec.kindName).first { $0.spec.name == "VolumeSlider" })
        let text = try #require(PackagePaths.text(of: volume.path))
        let result = Linter.lint(Array(CleanSpecs.r(text, "animationDuration: 0.25s", "animationDuration: 0s").utf8))
        let spec = try #require(result.spec), slider = try #require(spec.body as? SliderSpec)
        let images = SliderSVG.previews(spec: spec, slider: slider, specPath: volume.path, appearances: [.light])
        #expect(!images.isEmpty && images.allSatisfy { $0.animationDuration == nil })
    }
}
