import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A native slider view given another size than its spec's (a row wider than the spec, a taller
/// column) lays out, takes drags and keys and places its thumbs' elements as the UIKit control does
/// in bounds of that size, not as at the spec's size; a knob or circular slider takes touches in
/// its bounds grown by the touch slop, as the UIKit control's `point(inside:with:)`.
@Suite struct ViewSizeTests {
    /// A corpus slider, its spec's size and a size a parent may give its view instead.
    struct Sized: Sendable, CustomTestStringConvertible {
        var name: String
        var configuration: MultiSliderConfiguration
        var specSize: CGSize
        var offered: CGSize
        var testDescription: String { "\(name) at \(offered.width) × \(offered.height)" }
    }

    /// The spec's size of the corpus control named `name`.
    static func specSize(_ name: String) -> CGSize {
        guard let spec = SpecCorpus.all.first(where: { $0.spec.name == name })?.spec else { preconditionFailure("no spec named \(name)") }
        return CGSize(width: spec.size.width, height: spec.size.height)
    }

    /// Horizontal sliders in a row wider than their spec (300 → 480, 320 → 200) and a vertical
    /// one in a taller column (240 → 400).
    static let sliders: [Sized] = [("VolumeSlider", 480.0, nil), ("ThreeBands", 200, nil), ("VerticalLevel", nil, 400.0)].map { name, width, height in
        guard let entry = SpecCorpus.kind(SliderSpec.kindName).first(where: { $0.spec.name == name }),
              let slider = entry.spec.body as? SliderSpec else { preconditionFailure("no slider named \(name)") }
        let size = specSize(name)
        return Sized(name: name, configuration: slider.kernelConfiguration(accessibility: entry.spec.accessibility), specSize: size,
                     offered: CGSize(width: width ?? size.width, height: height ?? size.height))
    }

    @Test("Drags on a slider view of another size give the UIKit control's values in bounds of that size, not the spec's", arguments: sliders)
    func sliderDrags(_ slider: Sized) {
        var differs = 0
        for points in SliderInteractionTests.touchSequences(size: slider.offered, count: 300) {
            let uikit = MultiSliderInteractionTests.uikitValues(slider.configuration, size: slider.offered, rightToLeft: false, points: points)
            #expect(uikit == MultiSliderInteractionTests.swiftUIValues(slider.configuration, size: slider.offered, rightToLeft: false, points: points),
                    "touches \(points)")
            if uikit != MultiSliderInteractionTests.swiftUIValues(slider.configuration, size: slider.specSize, rightToLeft: false, points: points) {
                differs += 1
            }
        }
        #expect(differs > 30, "the size matters for enough sequences: \(differs)")
    }

    @Test("After a drag at another size, keys move the dragged thumb as UIKit's adjustments do", arguments: sliders)
    func keysAfterADrag(_ slider: Sized) {
        let offered = slider.offered, vertical = slider.configuration.orientation == .vertical
        let start = CGPoint(x: vertical ? offered.width / 2 : offered.width * 0.1, y: vertical ? offered.height * 0.9 : offered.height / 2)
        let end = CGPoint(x: vertical ? offered.width / 2 : offered.width * 0.7, y: vertical ? offered.height * 0.3 : offered.height / 2)
        var interaction = MultiSliderInteraction(configuration: slider.configuration, values: slider.configuration.slider.values)
        _ = interaction.dragChanged(start: start, location: start, size: offered, isRightToLeft: false, time: 0)
        _ = interaction.dragChanged(start: start, location: end, size: offered, isRightToLeft: false, time: 0)
        _ = interaction.dragEnded()
        let dragged = MultiSliderInteractionTests.uikitValues(slider.configuration, size: offered, rightToLeft: false, points: [start, end])
        #expect(interaction.values == dragged)
        let thumb = interaction.focusedThumb
        var model = MultiSliderModel(configuration: slider.configuration)
        model.setValues(dragged)
        _ = model.adjust(thumb: thumb, by: slider.configuration.slider.accessibilityStep)
        let pressed = interaction.press(.up, thumb: thumb, isRightToLeft: false)
        #expect(pressed.changed == (model.values != dragged))
        #expect(interaction.values == model.values)
    }

    @Test("A slider view's thumb elements lie on the thumbs the UIKit control lays out in bounds of the view's size", arguments: sliders)
    func sliderThumbElements(_ slider: Sized) {
        let interaction = MultiSliderInteraction(configuration: slider.configuration, values: slider.configuration.slider.values)
        let model = MultiSliderModel(configuration: slider.configuration)
        let layout = MultiSliderLayout(configuration: slider.configuration, size: slider.offered, minimumValue: model.minimumValue,
                                       maximumValue: model.maximumValue)
        for position in 0..<model.thumbCount {
            let element = interaction.thumbElement(atReadingPosition: position, size: slider.offered, isRightToLeft: false)
            #expect(element.frame == layout.thumbFrame(at: model.value(ofThumb: element.thumb)))
            #expect(element.frame != interaction.thumbElement(atReadingPosition: position, size: slider.specSize, isRightToLeft: false).frame)
        }
    }

    @Test("Drags on a range slider view wider than its spec give the UIKit control's values at that width")
    func rangeSliderDrags() {
        let configuration = SliderSpecs.configuration("RangeSlider"), specSize = Self.specSize("RangeSlider")
        let offered = CGSize(width: 420, height: specSize.height)
        var differs = 0
        for points in SliderInteractionTests.touchSequences(size: offered, count: 300) {
            let uikit = SliderInteractionTests.uikitValues(configuration, size: offered, rightToLeft: false, points: points)
            #expect(uikit == SliderInteractionTests.swiftUIValues(configuration, size: offered, rightToLeft: false, points: points), "touches \(points)")
            if uikit != SliderInteractionTests.swiftUIValues(configuration, size: specSize, rightToLeft: false, points: points) { differs += 1 }
        }
        #expect(differs > 30, "the size matters for enough sequences: \(differs)")
        let interaction = SliderInteraction(configuration: configuration, range: configuration.values[0]...configuration.values[1])
        let layout = SliderTrackLayout(configuration: configuration, size: offered)
        for position in 0..<2 {
            let element = interaction.thumbElement(atReadingPosition: position, size: offered, isRightToLeft: false)
            #expect(element.frame == layout.thumbFrame(at: interaction.model.value(ofThumb: element.thumb)))
        }
    }

    @Test("The touch area is the bounds grown by the slop on every side, the bounds alone without one")
    func touchArea() {
        let area = TouchArea.rect(size: CGSize(width: 100, height: 60), slop: 12)
        #expect(area == CGRect(x: -12, y: -12, width: 124, height: 84))
        #expect(area.contains(CGPoint(x: -11, y: 30)) && area.contains(CGPoint(x: 111, y: 71)))
        #expect(!area.contains(CGPoint(x: -13, y: 30)) && !area.contains(CGPoint(x: 50, y: 73)))
        #expect(TouchArea.rect(size: CGSize(width: 100, height: 60), slop: 0) == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(TouchArea.rect(bounds: CGRect(x: 5, y: 5, width: 10, height: 10), slop: 2) == CGRect(x: 3, y: 3, width: 14, height: 14))
    }

    @Test("A drag that starts in a knob's slop, outside its bounds, turns it as the UIKit control's touch there does")
    func knobDragInTheSlop() {
        let knob = RotaryViewStateTests.configuration(range: 0...100, initial: 50, style: .verticalDrag, pointsPerDegree: 1)
        let size = CGSize(width: 120, height: 120)
        let start = CGPoint(x: -6, y: 60), end = CGPoint(x: -6, y: 10)
        #expect(TouchArea.rect(size: size, slop: 8).contains(start) && !TouchArea.rect(size: size, slop: 4).contains(start))
        var state = RotaryViewState(configuration: knob, value: knob.initialValue)
        _ = state.dragChanged(start: start, location: start, in: size, at: 0)
        _ = state.dragChanged(start: start, location: end, in: size, at: 0.1)
        var control = RotaryModel(configuration: knob)
        let center = RotaryLayout(bounds: CGRect(origin: .zero, size: size), drawing: knob.drawing).center
        control.beginTouch(at: start, around: center)
        control.moveTouch(to: end, around: center)
        #expect(state.value == control.value)
        #expect(state.value != knob.initialValue, "the drag turned it")
    }
}
