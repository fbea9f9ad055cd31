import Foundation
import Testing
@testable import ControlSpec

/// The size each native SwiftUI view takes and where it takes touches, in the generated text:
/// a slider fills the length offered along its track (the spec's size its ideal, its previews at
/// the spec's size) and lays out, draws and takes drags in the size it is given; a knob, a
/// circular slider, a toggle and a button keep the spec's size; a knob and a circular slider take
/// touches in their bounds grown by the touch slop. (`ViewSizeTests` drives the kernel at other
/// sizes; the type-check tests compile the views on every platform.)
@Suite struct SwiftUISizingTests {
    /// The Swift of `entry` for `target`.
    static func generate(_ entry: SpecCorpus.Entry, target: GenerationOptions.Target = .swiftui) throws -> String {
        try SliderSwiftUIViewTests.generate(entry, target: target)
    }

    /// The spec's width and height of `entry` as the generated code writes them.
    static func literals(_ entry: SpecCorpus.Entry) -> (width: String, height: String) {
        (SwiftLiteral.number(entry.spec.size.width), SwiftLiteral.number(entry.spec.size.height))
    }

    /// Every slider and range slider of the corpus, with whether its track is vertical.
    static let sliders: [SpecCorpus.Entry] = SpecCorpus.kind(SliderSpec.kindName) + SpecCorpus.kind(RangeSliderSpec.kindName)

    @Test("A slider view stretches along its track, the spec's size its ideal, and keeps the spec's thickness across it", arguments: sliders)
    func sliderFrame(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry), (width, height) = Self.literals(entry)
        let vertical = (entry.spec.body as? SliderSpec)?.orientation == .vertical
        let frame = vertical
            ? ".frame(minWidth: \(width), idealWidth: \(width), maxWidth: \(width), idealHeight: \(height), maxHeight: .infinity)"
            : ".frame(idealWidth: \(width), maxWidth: .infinity, minHeight: \(height), idealHeight: \(height), maxHeight: \(height))"
        #expect(text.components(separatedBy: "        }\n        \(frame)\n").count == 2, "the GeometryReader in \(frame)")
        #expect(!text.contains(".frame(width: Self.size.width"), "no fixed frame")
    }

    @Test("A slider view lays out, draws, takes drags and places its thumbs' elements in the size it is given", arguments: sliders)
    func sliderSizePlumbing(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry)
        for line in [
            "        GeometryReader { proxy in\n",
            "thumbElements(in: proxy.size)\n",
            "            .contentShape(Rectangle())\n#if !os(tvOS)\n"
                + "            .gesture(tapGesture(in: proxy.size), including: Self.sharesTouchesWithScrolling ? .all : .subviews)\n"
                + "            .gesture(dragGesture(in: proxy.size))\n#endif\n",
            "private func dragGesture(in size: CGSize) -> some Gesture {",
            "perform(interaction.dragChanged(start: drag.startLocation, location: drag.location, size: size,",
            "private func thumbElements(in size: CGSize) -> some View {",
            "thumbElement(interaction.thumbElement(atReadingPosition: position, size: size, isRightToLeft: isRightToLeft))",
            "Canvas { context, size in\n            let layout = interaction.layout(size: size, isRightToLeft: isRightToLeft)",
        ] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(!text.contains("Self.size"), "the spec's size reaches no input or layout")
    }

    @Test("A slider's previews show it at the spec's size", arguments: sliders)
    func sliderPreviews(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry), (width, height) = Self.literals(entry)
        let previews = text.split(separator: "\n").filter { $0.hasPrefix("#Preview(") }
        #expect(previews.count >= 4)
        for preview in previews {
            #expect(preview.hasSuffix(".frame(width: \(width), height: \(height)) }"), "\(preview)")
        }
        #expect(text.contains("interaction.grab(thumb: 0, size: size, isRightToLeft: false)"), "a held thumb laid out at the spec's size")
    }

    @Test("A knob, a circular slider, a toggle and a button keep the spec's size",
          arguments: ["knob", "circularSlider", "toggle", "button"].flatMap { SpecCorpus.kind($0) })
    func fixedSize(entry: SpecCorpus.Entry) throws {
        let text = try Self.generate(entry), (width, height) = Self.literals(entry)
        #expect(text.contains("        }\n        .frame(width: \(width), height: \(height))\n"), "the GeometryReader at the spec's size")
        #expect(!text.contains("maxWidth: .infinity"))
    }

    @Test("A knob and a circular slider take touches in their bounds grown by the touch slop, in the view as in the UIKit control",
          arguments: ["knob", "circularSlider"].flatMap { SpecCorpus.kind($0) })
    func touchSlop(entry: SpecCorpus.Entry) throws {
        let name = entry.spec.name, text = try Self.generate(entry), both = try Self.generate(entry, target: .both)
        let slop = entry.spec.body is KnobSpec ? "\(name)Kernel.configuration.interaction.touchSlop" : "\(name)Kernel.configuration.touchSlop"
        let shape = ".contentShape(Rectangle().path(in: ControlKernel.TouchArea.rect(size: proxy.size, slop: \(slop))))"
        let shapeAt = try #require(text.range(of: shape), "\(shape)")
        let tapAt = try #require(text.range(of: ".gesture(SpatialTapGesture(coordinateSpace: .local)"))
        let gestureAt = try #require(text.range(of: ".gesture(DragGesture(minimumDistance: "))
        #expect(shapeAt.upperBound < tapAt.lowerBound && tapAt.upperBound < gestureAt.lowerBound, "the shape is the tap's and the drag's hit area")
        #expect(!text.contains(".contentShape(Rectangle())"))
        #expect(both.contains("ControlKernel.TouchArea.rect(bounds: bounds, slop: ") && both.contains(").contains(point)"), "point(inside:with:)")
        #expect(!both.contains("insetBy(dx: -"), "one formula, the kernel's")
    }
}
