import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI views of the range sliders and sliders of the corpus draw the layers the UIKit
/// control's `draw(_:)` draws, in its order, each only when the spec asks for it: the track's fill,
/// highlight, gloss, inner shadow and outline; the thumbs' drop shadow, fill, outline, gradient and
/// overlay. Their shadows blur by the kernel's numbers, the numbers the SVG previews blur by.
/// (`NativeSliderViewTypeCheckTests` type-checks the views on every platform.)
@Suite struct SliderViewDrawingTests {
    /// The range sliders of the corpus.
    static let rangeSliders = SpecCorpus.kind(RangeSliderSpec.kindName)
    /// The sliders of the corpus.
    static let sliders = SpecCorpus.kind(SliderSpec.kindName)

    /// The Swift of `entry` for `target`.
    static func generate(_ entry: SpecCorpus.Entry, target: GenerationOptions.Target = .both) throws -> String {
        let templates = try #require(TemplateSet.make().set)
        return SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, kernel: .shared, target: target), templates: templates).text
    }

    /// The text of the function of `text` whose declaration starts with `signature`, up to its
    /// closing brace at the member indentation.
    static func function(_ signature: String, in text: String) throws -> Substring {
        let start = try #require(text.range(of: signature), "no \(signature)")
        let end = try #require(text.range(of: "\n    }\n", range: start.upperBound..<text.endIndex))
        return text[start.lowerBound..<end.upperBound]
    }

    /// The layers `markers` names found in `body`, in the order they are drawn there.
    static func layers(_ markers: KeyValuePairs<String, String>, in body: Substring) -> [String] {
        markers.compactMap { layer, marker in body.range(of: marker).map { (layer, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The track's layers as the UIKit control draws them.
    static let uikitTrack: KeyValuePairs<String, String> = [
        "fill": "context.fill(track)", "highlight": "context.fill(layout.highlightRect", "gloss": "resolved(trackGlossColor)",
        "innerShadow": "drawInnerShadow(", "outline": "strokeOutline(",
    ]
    /// The track's layers as the native view draws them.
    static let viewTrack: KeyValuePairs<String, String> = [
        "fill": "with: .color(trackColor(", "highlight": "with: .color(trackHighlightColor(", "gloss": "layout.glossRect",
        "innerShadow": "drawInnerShadow(", "outline": "SliderTrackLayout.outline(",
    ]
    /// A thumb's layers as the UIKit control draws them.
    static let uikitThumb: KeyValuePairs<String, String> = [
        "shadow": "context.setShadow(", "fill": "context.fillPath()", "outline": "context.strokePath()",
        "gradient": "context.drawLinearGradient(", "overlay": "context.fill(body)",
    ]
    /// A thumb's layers as the native view draws them.
    static let viewThumb: KeyValuePairs<String, String> = [
        "shadow": "addFilter(.shadow(", "fill": "with: .color(thumbColor(", "outline": "context.stroke(body",
        "gradient": "with: .linearGradient(", "overlay": "with: .color(thumbOverlayColor(",
    ]

    @Test("A range slider's view draws the UIKit control's layers in its order", arguments: rangeSliders)
    func rangeSliderLayers(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        let text = try Self.generate(entry)
        let uikitTrack = Self.layers(Self.uikitTrack, in: try Self.function("private func drawTrack(in context: CGContext", in: text))
        let viewTrack = Self.layers(Self.viewTrack, in: try Self.function("private func drawTrack(in context: inout GraphicsContext", in: text))
        let track = slider.track
        let expectedTrack = ["fill", "highlight"] + (track.gloss != nil ? ["gloss"] : []) + (track.innerShadow != nil ? ["innerShadow"] : [])
            + (track.outline != nil ? ["outline"] : [])
        #expect(uikitTrack == expectedTrack)
        #expect(viewTrack == uikitTrack)
        let uikitThumb = Self.layers(Self.uikitThumb, in: try Self.function("private func drawThumb(_ thumb: Int, in context: CGContext", in: text))
        let viewThumb = Self.layers(Self.viewThumb, in: try Self.function("private func drawThumb(_ thumb: Int, at value: Double, in context: inout GraphicsContext", in: text))
        let thumb = slider.thumb
        let expectedThumb = (thumb.shadow != nil ? ["shadow"] : []) + ["fill"] + (thumb.outline != nil ? ["outline"] : [])
            + (thumb.gradient != nil ? ["gradient"] : []) + ["overlay"]
        #expect(uikitThumb == expectedThumb)
        #expect(viewThumb == uikitThumb)
    }

    @Test("A slider's view draws the UIKit control's thumb layers in its order", arguments: sliders)
    func sliderThumbLayers(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? SliderSpec)
        let text = try Self.generate(entry)
        let uikit = Self.layers(Self.uikitThumb, in: try Self.function("private func drawThumb(_ thumb: Int, at value: Double, in context: CGContext", in: text))
        let view = Self.layers(Self.viewThumb, in: try Self.function("private func drawThumb(_ thumb: Int, at value: Double, in context: inout GraphicsContext",
                                                                      in: text))
        let expected = (slider.thumb.shadow != nil ? ["shadow"] : []) + ["fill"] + (slider.thumb.outline != nil ? ["outline"] : []) + ["overlay"]
        #expect(uikit == expected)
        #expect(view == uikit)
    }

    @Test("The view's shadows: the spec's colour and offset, in a layer of their own, blurred by the kernel", arguments: rangeSliders + sliders)
    func shadowCalls(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry, target: .swiftui)
        let (innerShadow, thumbShadow): (Shadow?, Shadow?) = switch entry.spec.body {
        case let slider as RangeSliderSpec: (slider.track.innerShadow, slider.thumb.shadow)
        case let slider as SliderSpec: (nil, slider.thumb.shadow)
        default: (nil, nil)
        }
        func filter(_ shadow: Shadow) -> String {
            ".addFilter(.shadow(color: \(SwiftColor.swiftUIColor(shadow.color)),\n                                    radius: ControlKernel.SliderTrackLayout.shadowRadius(blur: "
                + "\(SwiftLiteral.number(shadow.blur))), x: \(SwiftLiteral.number(shadow.offset.x)), y: \(SwiftLiteral.number(shadow.offset.y))))"
        }
        if let shadow = thumbShadow {
            #expect(text.contains("        context.drawLayer { layer in\n            layer\(filter(shadow))\n"
                                  + "            layer.fill(body, with: .color(thumbColor(highlighted: highlighted)))\n        }\n"),
                    "the shadow filter applies to the body's fill only")
        } else {
            #expect(!text.contains("addFilter(.shadow("))
        }
        if let shadow = innerShadow {
            let offset = "CGSize(width: \(SwiftLiteral.number(shadow.offset.x)), height: \(SwiftLiteral.number(shadow.offset.y)))"
            #expect(text.contains("let offset = \(offset)\n"
                                  + "        let bounds = ControlKernel.SliderTrackLayout.innerShadowBounds(around: layout.trackRect, offset: offset, blur: "
                                  + "\(SwiftLiteral.number(shadow.blur)))\n"))
            #expect(text.contains("        track.drawLayer { layer in\n            layer\(filter(shadow))\n"
                                  + "            layer.fill(ring, with: .color(\(SwiftColor.swiftUIColor(shadow.color))), style: FillStyle(eoFill: true))\n"))
        } else {
            #expect(!text.contains("drawInnerShadow") && !text.contains("innerShadowBounds"))
        }
    }

    @Test("The view's thumb gradient: the spec's colours along the kernel's gradient line", arguments: rangeSliders)
    func gradient(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        let view = try Self.function("private func drawThumb(_ thumb: Int, at value: Double, in context: inout GraphicsContext", in: try Self.generate(entry, target: .swiftui))
        guard let gradient = slider.thumb.gradient else {
            #expect(!view.contains("gradient"))
            return
        }
        #expect(view.contains("let line = layout.gradientLine(in: frame, isVertical: \(gradient.isVertical))"))
        #expect(view.contains("let gradient = Gradient(colors: [\(SwiftColor.swiftUIColor(gradient.from)), \(SwiftColor.swiftUIColor(gradient.to))])\n"
                              + "        context.fill(body, with: .linearGradient(gradient, startPoint: line.start, endPoint: line.end))"))
    }

    @Test("Core Graphics' blur is twice the deviation SVG and SwiftUI blur by; the inner shadow's ring clears the blur and the offset")
    func kernelShadowNumbers() {
        #expect(SliderTrackLayout.shadowRadius(blur: 3) == 1.5)
        #expect(SliderTrackLayout.shadowRadius(blur: 0) == 0)
        #expect(SliderTrackLayout.innerShadowMargin(offset: CGSize(width: -2, height: 3), blur: 5) == 16)
        #expect(SliderTrackLayout.innerShadowBounds(around: CGRect(x: 0, y: 10, width: 100, height: 20), offset: CGSize(width: 0, height: 1), blur: 2)
                == CGRect(x: -6, y: 4, width: 112, height: 32))
    }

    @Test("The previews blur and cut the inner shadow's ring by the kernel numbers the views and the UIKit control use", arguments: rangeSliders + sliders)
    func previewsUseTheKernelNumbers(entry: SpecCorpus.Entry) throws {
        let preview = try #require(PreviewGenerator.previews(entry.spec, specPath: entry.path).images.first).svg
        let (innerShadow, thumbShadow): (Shadow?, Shadow?) = switch entry.spec.body {
        case let slider as RangeSliderSpec: (slider.track.innerShadow, slider.thumb.shadow)
        case let slider as SliderSpec: (nil, slider.thumb.shadow)
        default: (nil, nil)
        }
        for (id, shadow) in [("innerShadowBlur", innerShadow), ("thumbShadowBlur", thumbShadow)] {
            guard let shadow else {
                #expect(!preview.contains("id=\"\(id)\""))
                continue
            }
            let deviation = SVGFormat.number(Double(SliderTrackLayout.shadowRadius(blur: CGFloat(shadow.blur))))
            #expect(preview.contains("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"))
            #expect(preview.contains("<feGaussianBlur stdDeviation=\"\(deviation)\"/>"), "\(id): stdDeviation \(deviation)")
        }
        guard let shadow = innerShadow, let slider = entry.spec.body as? RangeSliderSpec else { return }
        let configuration = slider.kernelConfiguration(accessibility: entry.spec.accessibility)
        let layout = SliderTrackLayout(configuration: configuration, size: CGSize(width: entry.spec.size.width, height: entry.spec.size.height))
        let bounds = SliderTrackLayout.innerShadowBounds(around: layout.trackRect, offset: shadow.offsetSize, blur: CGFloat(shadow.blur))
        #expect(preview.contains("id=\"trackInnerShadow\" d=\"\(RangeSliderSVG.rectPath(bounds)) "))
        let margin = SwiftLiteral.number(Double(SliderTrackLayout.innerShadowMargin(offset: shadow.offsetSize, blur: CGFloat(shadow.blur))))
        #expect(try Self.generate(entry, target: .uikit).contains("ring.addRect(track.insetBy(dx: -\(margin), dy: -\(margin)))"))
    }
}
