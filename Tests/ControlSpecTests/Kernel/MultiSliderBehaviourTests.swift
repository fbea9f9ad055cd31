import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The `slider` specs of `Specs/` and `Tests/VariantSpecs/slider/`, driven through the kernel with
/// their own configurations. The expected numbers come from the formulas of docs/spec-format.md#slider:
/// thumb = `thumb.size`, usable length = track length − thumb, centre along the track =
/// usable × (value − min) / (max − min) + thumb / 2 from the minimum end (the left, the right when
/// mirrored, the bottom when vertical), the band of the thumbs centred across the control.
@Suite struct MultiSliderBehaviourTests {
    /// The slider specs of the corpus.
    static var all: [SpecCorpus.Entry] { SpecCorpus.kind(SliderSpec.kindName) }

    /// The configuration of the corpus slider named `name`.
    static func configuration(_ name: String) -> MultiSliderConfiguration {
        guard let entry = all.first(where: { $0.spec.name == name }), let slider = entry.spec.body as? SliderSpec else {
            preconditionFailure("no slider named \(name) in the corpus")
        }
        return slider.kernelConfiguration(accessibility: entry.spec.accessibility)
    }

    /// The layout of the corpus slider named `name` at its spec size.
    static func layout(_ name: String, rightToLeft: Bool = false) -> MultiSliderLayout {
        let spec = all.first { $0.spec.name == name }?.spec
        let configuration = configuration(name)
        return MultiSliderLayout(configuration: configuration, size: CGSize(width: spec?.size.width ?? 0, height: spec?.size.height ?? 0),
                                 minimumValue: configuration.slider.minimumValue, maximumValue: configuration.slider.maximumValue, isRightToLeftLayout: rightToLeft)
    }

    /// `a` and `b` agree to 1e-9.
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// `a` and `b` agree to 1e-9 in both coordinates.
    static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(Double(a.x), Double(b.x)) && close(Double(a.y), Double(b.y)) }

    @Test("Every slider starts where its spec says", arguments: all)
    func startsWhereTheSpecSays(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? SliderSpec)
        let model = MultiSliderModel(configuration: slider.kernelConfiguration(accessibility: entry.spec.accessibility))
        #expect(model.values == slider.value.values)
        #expect(model.minimumValue == slider.value.min && model.maximumValue == slider.value.max)
    }

    /// 0…100 at 300 × 68, thumb 28: usable 272, band from y = 20, centre y = 34, track 4 thick at y = 32.
    @Test func horizontalTouchToValueAndMirroring() {
        let layout = Self.layout("VolumeSlider")
        #expect(Self.close(layout.center(of: 60), CGPoint(x: 272 * 0.6 + 14, y: 34)))
        #expect(layout.trackRect == CGRect(x: 0, y: 32, width: 300, height: 4))
        #expect(Self.close(layout.value(at: CGPoint(x: 272 * 0.25 + 14, y: 34)), 25))
        #expect(layout.value(at: CGPoint(x: -40, y: 34)) == 0 && layout.value(at: CGPoint(x: 400, y: 34)) == 100, "clamped")
        #expect(Self.close(layout.valueDelta(forTranslation: CGSize(width: 27.2, height: 50)), 10), "27.2 points = 100 / 272 × 27.2; across does not count")
        let fill = layout.fillRect(.fromMinimum, values: [60])
        #expect(fill.map { Self.close(Double($0.minX), 0) && Self.close(Double($0.width), 272 * 0.6 + 14) && $0.minY == 32 } == true)
        let mirrored = Self.layout("VolumeSlider", rightToLeft: true)
        #expect(Self.close(mirrored.center(of: 60), CGPoint(x: 300 - (272 * 0.6 + 14), y: 34)), "the minimum on the right")
        #expect(Self.close(mirrored.value(at: CGPoint(x: 300 - (272 * 0.25 + 14), y: 34)), 25))
        #expect(Self.close(mirrored.valueDelta(forTranslation: CGSize(width: -27.2, height: 0)), 10), "leftwards increases")
        #expect(mirrored.fillRect(.fromMinimum, values: [60]).map { Self.close(Double($0.maxX), 300) && Self.close(Double($0.minX), 300 - (272 * 0.6 + 14)) } == true)
    }

    /// −24…12 dB at 80 × 240, vertical, thumb 30: usable 210, centre y = 240 − (210 × (v + 24) / 36 + 15), x = 40.
    @Test func verticalTouchToValue() throws {
        let layout = Self.layout("VerticalLevel")
        #expect(Self.close(layout.center(of: -6), CGPoint(x: 40, y: 240 - (210 * 18 / 36 + 15))))
        #expect(Self.close(layout.value(at: CGPoint(x: 40, y: 50)), 6), "y 50 = 240 − (210 × 30 / 36 + 15)")
        #expect(Self.close(layout.valueDelta(forTranslation: CGSize(width: 0, height: -35)), 6), "up 35 points = 36 / 210 × 35")
        let rightToLeft = Self.layout("VerticalLevel", rightToLeft: true)
        #expect(rightToLeft.center(of: -6) == layout.center(of: -6), "vertical sliders never mirror")
        var model = MultiSliderModel(configuration: Self.configuration("VerticalLevel"))
        var drag = try #require(MultiSliderDrag(at: CGPoint(x: 40, y: 120), model: &model, layout: layout, movesNearestThumbOnTap: true))
        #expect(!drag.jumped && drag.thumb == 0)
        let moved = drag.move(to: CGPoint(x: 40, y: 120 - 35), model: &model, layout: layout)
        #expect(moved && model.value == 0, "−6 + 6 on a step of 3")
        _ = drag.move(to: CGPoint(x: 40, y: 120 - 40), model: &model, layout: layout)
        #expect(model.value == 0, "−6 + 6.86 snaps to 0")
        _ = drag.move(to: CGPoint(x: 40, y: 120 - 44), model: &model, layout: layout)
        #expect(model.value == 3, "−6 + 7.54 snaps to 3: the nearest step")
        _ = drag.move(to: CGPoint(x: 40, y: 400), model: &model, layout: layout)
        #expect(model.value == -24, "down past the end clamps to the minimum")
    }

    /// Three thumbs 20, 50, 80 at least 10 apart, at 320 × 44, thumb 32: usable 288.
    @Test func minimumDistanceWhenDraggingIntoANeighbour() throws {
        let layout = Self.layout("ThreeBands")
        var model = MultiSliderModel(configuration: Self.configuration("ThreeBands"))
        let middle = layout.center(of: 50)
        #expect(Self.close(middle, CGPoint(x: 288 * 0.5 + 16, y: 22)))
        var drag = try #require(MultiSliderDrag(at: middle, model: &model, layout: layout, movesNearestThumbOnTap: false))
        _ = drag.move(to: CGPoint(x: middle.x + 100, y: 22), model: &model, layout: layout)
        #expect(model.values == [20, 70, 80], "stops 10 below its upper neighbour")
        _ = drag.move(to: CGPoint(x: middle.x - 200, y: 22), model: &model, layout: layout)
        #expect(model.values == [20, 30, 80], "stops 10 above its lower neighbour: thumbs never cross")
        #expect(MultiSliderDrag(at: CGPoint(x: 200, y: 22), model: &model, layout: layout, movesNearestThumbOnTap: false) == nil,
                "without tapMovesNearestThumb a touch away from the thumbs grabs nothing")
        model.setValues([-50, 50, 500])
        #expect(model.values == [0, 50, 100], "values clamp to the range")
        #expect(layout.fillRect(.betweenThumbs, values: [20, 50, 80]).map { Self.close(Double($0.minX), 288 * 0.2 + 16) && Self.close(Double($0.maxX), 288 * 0.8 + 16) } == true)
        #expect(layout.fillRect(.betweenThumbs, values: [20]) == nil && layout.fillRect(.none, values: [20, 80]) == nil)
    }

    /// Five stops on a 300-point vertical track, thumb 24 (usable 276), steps of 0.05, 0.1 apart.
    @Test func tapMovesTheNearestThumb() throws {
        let layout = Self.layout("FiveStops")
        var model = MultiSliderModel(configuration: Self.configuration("FiveStops"))
        let tap = CGPoint(x: 24, y: 300 - (276 * 0.4 + 12))
        #expect(layout.thumbs(at: tap, values: model.values).isEmpty, "0.4 is on no thumb")
        let drag = try #require(MultiSliderDrag(at: tap, model: &model, layout: layout, movesNearestThumbOnTap: true))
        #expect(drag.thumb == 2 && drag.jumped, "0.5 is 0.1 away, 0.25 is 0.15 away")
        #expect(Self.close(model.value(ofThumb: 2), 0.4) && drag.hasChangedValues(of: model))
        #expect(layout.nearestThumb(to: layout.center(of: 0.6), values: [0.5, 0.5]) == 1, "on a tie, the thumb towards the touch")
        #expect(layout.nearestThumb(to: layout.center(of: 0.4), values: [0.5, 0.5]) == 0)
        #expect(layout.accessibilityOrder(thumbCount: 5) == [4, 3, 2, 1, 0], "top first")
        let ticks = try #require(Self.configuration("FiveStops").ticks)
        #expect(ticks.values(for: model) == [0, 0.25, 0.5, 0.75, 1])
    }

    /// Shoe sizes: the thumb rests only on a snap value; VoiceOver moves to the next one.
    @Test func snapValues() {
        var model = MultiSliderModel(configuration: Self.configuration("ShoeSizes"))
        #expect(model.value == 40.5)
        model.setValue(41.7, ofThumb: 0)
        #expect(model.value == 42, "41.7 is 0.3 from 42, 0.7 from 41")
        model.setValue(42.25, ofThumb: 0)
        #expect(model.value == 42, "halfway between 42 and 42.5: the lower")
        model.setValue(100, ofThumb: 0)
        #expect(model.value == 46, "clamped to the highest snap value")
        let down = model.adjust(thumb: 0, by: -1)
        #expect(down && model.value == 44, "the next snap value down, not 45")
        let up = model.adjust(thumb: 0, by: 1), beyond = model.adjust(thumb: 0, by: 1)
        #expect(up && model.value == 46)
        #expect(!beyond, "nothing above the last snap value")
        let ticks = Self.configuration("ShoeSizes").ticks
        #expect(ticks?.values(for: model) == [36, 37, 38, 39, 40, 40.5, 41, 42, 42.5, 43, 44, 46], "a tick on each snap value")
        let keep = Self.layout("ShoeSizes", rightToLeft: true), leftToRight = Self.layout("ShoeSizes")
        #expect(keep.center(of: 40.5) == leftToRight.center(of: 40.5), "rightToLeft: keep")
    }

    /// VoiceOver: each thumb moves by the accessibility step, stopped by its neighbours and the range.
    @Test func accessibilityIncrementsPerThumb() {
        var volume = MultiSliderModel(configuration: Self.configuration("VolumeSlider"))
        let step = Self.configuration("VolumeSlider").slider.accessibilityStep
        #expect(step == 10)
        let increment = volume.adjust(thumb: 0, by: step)
        #expect(increment && volume.value == 70)
        let decrements = [volume.adjust(thumb: 0, by: -step), volume.adjust(thumb: 0, by: -step)]
        #expect(decrements == [true, true] && volume.value == 50)
        var bands = MultiSliderModel(configuration: Self.configuration("ThreeBands"))
        let bandStep = Self.configuration("ThreeBands").slider.accessibilityStep
        let middle = bands.adjust(thumb: 1, by: bandStep)
        #expect(middle && bands.values == [20, 55, 80])
        let lowest = (0..<5).map { _ in bands.adjust(thumb: 0, by: bandStep) }
        #expect(lowest == [true, true, true, true, true] && bands.values == [45, 55, 80], "25, 30, 35, 40, 45: stops at 55 − 10")
        let blocked = bands.adjust(thumb: 0, by: bandStep)
        #expect(!blocked)
        #expect(Self.layout("PriceRange", rightToLeft: true).accessibilityOrder(thumbCount: 2) == [0, 1], "mirrored: lowest first from the leading edge")
        #expect(Self.layout("ShoeSizes", rightToLeft: true).accessibilityOrder(thumbCount: 1) == [0])
    }

    /// Steps of 5 from 0, 25 apart; the value labels sit above the thumbs, the ticks across the track.
    @Test func stepsLabelsAndTicks() throws {
        var model = MultiSliderModel(configuration: Self.configuration("PriceRange"))
        model.setValue(123, ofThumb: 0)
        #expect(model.values == [125, 350], "snapped to the step")
        model.setValue(349, ofThumb: 0)
        #expect(model.values == [325, 350], "25 below the upper thumb")
        let volume = Self.layout("VolumeSlider"), labels = try #require(Self.configuration("VolumeSlider").valueLabels)
        let frame = volume.labelFrame(at: 60, textSize: CGSize(width: 20, height: 14.4), side: labels.side, spacing: CGFloat(labels.spacing))
        #expect(Self.close(Double(frame.minY), 20 - 4 - 14.4) && Self.close(Double(frame.midX), 272 * 0.6 + 14))
        let ticks = try #require(Self.configuration("VolumeSlider").ticks)
        #expect(ticks.values(for: MultiSliderModel(configuration: Self.configuration("VolumeSlider"))) == stride(from: 0.0, through: 100, by: 10).map { $0 })
        #expect(volume.tickRect(at: 0, length: 10, width: 1) == CGRect(x: 13.5, y: 29, width: 1, height: 10))
        let level = Self.layout("VerticalLevel")
        #expect(level.tickRect(at: -24, length: 14, width: 1) == CGRect(x: 33, y: 240 - 15.5, width: 14, height: 1), "vertical: across is x")
    }

    /// An animated change moves every thumb along the timing curve and ends on the new values.
    @Test func valueTransition() {
        let transition = SliderValueTransition(from: [0, 50], to: [20, 100], duration: 0.5, curve: .linear)
        #expect(transition.values(at: 0) == [0, 50] && transition.values(at: 0.25) == [10, 75] && transition.values(at: 0.6) == [20, 100])
        #expect(!transition.isFinished(at: 0.4) && transition.isFinished(at: 0.5))
    }
}
