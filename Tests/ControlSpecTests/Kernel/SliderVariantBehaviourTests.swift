import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Each range slider variant of `Tests/VariantSpecs/rangeSlider/`, driven through the kernel with
/// its own configuration; the expected numbers come from docs/reference-controls.md#range-slider's formulas (thumb =
/// height, usable = width − thumb, position = usable · (value − min) / (max − min) + thumb / 2,
/// corner radius = height · curvaceousness / 2) and the step rules of docs/generated-code.md.
@Suite struct SliderVariantBehaviourTests {
    /// `a` and `b` agree to 1e-9.
    static func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }

    /// Every variant starts at the values its spec writes: lint and the kernel agree on steps.
    @Test(arguments: SliderSpecs.all)
    func startsWhereTheSpecSays(entry: SpecCorpus.Entry) throws {
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        let model = SliderModel(configuration: slider.kernelConfiguration(accessibility: entry.spec.accessibility))
        #expect(model.values == [slider.value.lower, slider.value.upper])
        #expect(model.minimumValue == slider.value.min && model.maximumValue == slider.value.max)
    }

    /// −50…50 at 200 × 30: thumb 30, usable 170; inset 6 points; square corners; kept left to right.
    @Test func negativeRange() {
        let layout = SliderSpecs.layout("NegativeRange")
        #expect(layout.thumbWidth == 30 && layout.usableLength == 170)
        #expect(Self.close(layout.position(of: -20), 170 * 0.3 + 15) && Self.close(layout.position(of: 30), 170 * 0.8 + 15))
        #expect(layout.trackRect == CGRect(x: 0, y: 6, width: 200, height: 18))
        #expect(layout.trackCornerRadius == 0 && layout.thumbCornerRadius == 0 && layout.thumbBody(at: 0).width == 30)
        #expect(abs(layout.valueDelta(forTouchDelta: 17) - 10) < 1e-9, "17 points = 100 / 170 × 17")
        let rtl = SliderSpecs.layout("NegativeRange", rightToLeft: true)
        #expect(!rtl.isMirrored && rtl.position(of: -20) == layout.position(of: -20), "rightToLeft: keep")
        #expect(rtl.accessibilityOrder(thumbCount: 2) == [1, 0])
        #expect(SliderSpecs.configuration("NegativeRange").accessibilityStep == 10, "a tenth of the range")
    }

    /// 0…100 in steps of 5, gap 10, at 400 × 60, half round, slop 6, not continuous, VoiceOver step 10.
    @Test func steppedGap() throws {
        let configuration = SliderSpecs.configuration("SteppedGap"), layout = SliderSpecs.layout("SteppedGap")
        #expect(layout.thumbWidth == 60 && layout.usableLength == 340)
        #expect(Self.close(layout.position(of: 20), 340 * 0.2 + 30) && Self.close(layout.position(of: 60), 340 * 0.6 + 30))
        let trackHeight = 60 - 2 * 60 / 3.5
        #expect(Self.close(layout.trackCornerRadius, trackHeight * 0.5 / 2) && layout.thumbCornerRadius == 15)
        #expect(layout.thumbs(at: CGPoint(x: 98 + 30 + 5, y: 30), values: [20, 60]) == [0], "within the slop of 6")
        #expect(layout.thumbs(at: CGPoint(x: 98 + 30 + 7, y: 30), values: [20, 60]) == [], "beyond it")
        var model = SliderModel(configuration: configuration)
        var drag = try #require(SliderDrag(at: CGPoint(x: 98, y: 30), model: model, layout: layout))
        let oneUnit = drag.move(toX: 98 + 3.4, model: &model, layout: layout)
        #expect(!oneUnit, "1 unit snaps back to 20")
        let threeUnits = drag.move(toX: 98 + 10.2, model: &model, layout: layout)
        #expect(threeUnits && model.lowerValue == 25, "3 units snap to 25")
        _ = drag.move(toX: 400, model: &model, layout: layout)
        #expect(model.lowerValue == 50, "the gap of 10 stops lower below upper 60")
        #expect(!configuration.isContinuous && SliderMoment.dragEnded(changed: true, cancelled: false).eventGroups(isContinuous: false) == [.change, .end])
        var voiceOver = SliderModel(configuration: configuration)
        #expect(configuration.accessibilityStep == 10)
        let upperUp = voiceOver.adjust(thumb: 1, by: configuration.accessibilityStep)
        #expect(upperUp && voiceOver.upperValue == 70, "two steps of 5")
        let smaller = voiceOver.adjust(thumb: 1, by: 1)
        #expect(smaller && voiceOver.upperValue == 75, "a step of 1, which only code can set, moves a whole step of 5")
    }

    /// 1…11 in steps of 2 counted from 1, at 240 × 44; inset height / 4; shadow offset [1, 2] blur 3.
    @Test func stateColors() {
        let configuration = SliderSpecs.configuration("StateColors"), layout = SliderSpecs.layout("StateColors")
        #expect(Self.close(layout.position(of: 3), 196 * 0.2 + 22) && Self.close(layout.position(of: 9), 196 * 0.8 + 22))
        #expect(layout.trackRect.minY == 11 && layout.trackRect.height == 22)
        #expect(configuration.thumbInset == 5 && layout.thumbBody(at: 3).height == 34 && layout.thumbCornerRadius == 17,
                "the shadow reaches max(1, 2) + 3 = 5")
        var model = SliderModel(configuration: configuration)
        model.setLowerValue(4.2)
        #expect(model.lowerValue == 5, "steps count from 1: 1, 3, 5 …")
        #expect(configuration.accessibilityStep == 2, "the value's step")
        let rtl = SliderSpecs.layout("StateColors", rightToLeft: true)
        #expect(rtl.isMirrored && Self.close(rtl.position(of: 3), 240 - (196 * 0.2 + 22)))
        #expect(rtl.gradientLine(in: rtl.thumbBody(at: 3), isVertical: false).start.x == rtl.thumbBody(at: 3).maxX, "horizontal gradient from the leading edge")
    }

    /// −1…1 in steps of 0.25 with every default: the thumbs start at the ends.
    @Test func plainRange() {
        let configuration = SliderSpecs.configuration("PlainRange")
        var model = SliderModel(configuration: configuration)
        #expect(model.values == [-1, 1] && configuration.thumbInset == 0 && configuration.accessibilityStep == 0.25)
        model.setLowerValue(0.3)
        #expect(model.lowerValue == 0.25)
        #expect(configuration.trackInset == .heightDividedBy(3.5) && configuration.curvaceousness == 1 && configuration.mirrorsInRightToLeft)
    }

    /// 0…1 with gap 0.1, outline 2, slop 10: change events are editingChanged only.
    @Test func changeEvents() {
        let configuration = SliderSpecs.configuration("ChangeEvents"), layout = SliderSpecs.layout("ChangeEvents")
        #expect(configuration.thumbInset == 1, "half the outline width")
        #expect(Self.close(layout.position(of: 0.25), 256 * 0.25 + 22))
        var model = SliderModel(configuration: configuration)
        model.setLowerValue(0.7)
        #expect(abs(model.lowerValue - 0.65) < 1e-12, "0.1 below upper 0.75")
        #expect(layout.thumbs(at: CGPoint(x: 86 + 22 + 9, y: 22), values: [0.25, 0.75]) == [0], "within the slop of 10")
    }
}
