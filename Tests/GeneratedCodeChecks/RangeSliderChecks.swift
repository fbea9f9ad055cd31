import Foundation

/// Behaviour of the generated `RangeSlider` portable code, with numbers from CONTROLS.md §2.
enum RangeSliderChecks {
    /// Runs every check.
    static func run() {
        specDefaults()
        clamping()
        minimumGap()
        stepSnapping()
        rangeChanges()
        positions()
        trackAndCorners()
        rightToLeft()
        touchDeltas()
        hitTesting()
        dragging()
        accessibility()
    }

    /// The spec's values: 0…10, lower 2, upper 8.
    static func specDefaults() {
        let model = RangeSliderModel()
        Checks.expect(model.minimumValue == 0 && model.maximumValue == 10, "range 0…10")
        Checks.expect(model.lowerValue == 2 && model.upperValue == 8, "lower 2, upper 8")
    }

    /// Lower is kept in [min, upper], upper in [lower, max].
    static func clamping() {
        var model = RangeSliderModel()
        model.setLowerValue(9)
        Checks.expectClose(model.lowerValue, 8, "lower cannot pass upper")
        model.setLowerValue(-3)
        Checks.expectClose(model.lowerValue, 0, "lower stops at the minimum")
        model.setUpperValue(-1)
        Checks.expectClose(model.upperValue, 0, "upper cannot pass lower")
        model.setUpperValue(12)
        Checks.expectClose(model.upperValue, 10, "upper stops at the maximum")
        let swapped = RangeSliderModel(lowerValue: 7, upperValue: 3)
        Checks.expect(swapped.lowerValue <= swapped.upperValue, "crossed initial values are put in order")
    }

    /// With a gap of 2, upper − lower never falls below 2.
    static func minimumGap() {
        var model = RangeSliderModel(minimumGap: 2)
        model.setLowerValue(7.5)
        Checks.expectClose(model.lowerValue, 6, "lower stops a gap below upper")
        model.setUpperValue(6.5)
        Checks.expectClose(model.upperValue, 8, "upper stops a gap above lower")
        model.setValues(lower: 5, upper: 5)
        Checks.expectClose(model.upperValue - model.lowerValue, 2, "equal values are pushed a gap apart")
        let tooWide = RangeSliderModel(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 1, minimumGap: 5)
        Checks.expect(tooWide.lowerValue == 0 && tooWide.upperValue == 1, "a gap wider than the range spans the range")
        model.minimumGap = 4
        Checks.expect(model.upperValue - model.lowerValue >= 4, "raising the gap re-clamps")
    }

    /// Values snap to the nearest step, counted from the minimum.
    static func stepSnapping() {
        var model = RangeSliderModel(step: 0.5)
        model.setLowerValue(3.3)
        Checks.expectClose(model.lowerValue, 3.5, "3.3 snaps to 3.5")
        model.setUpperValue(7.74)
        Checks.expectClose(model.upperValue, 7.5, "7.74 snaps to 7.5")
        var offset = RangeSliderModel(minimumValue: 1, maximumValue: 11, lowerValue: 1, upperValue: 11, step: 2)
        offset.setLowerValue(4.2)
        Checks.expectClose(offset.lowerValue, 5, "steps count from the minimum: 4.2 snaps to 5")
        var gapped = RangeSliderModel(lowerValue: 2, upperValue: 5, step: 2, minimumGap: 1)
        gapped.setLowerValue(4.9)
        Checks.expectClose(gapped.lowerValue, 4, "a snap past upper − gap takes the step below")
        var stepped = RangeSliderModel()
        stepped.step = 3
        Checks.expect(stepped.lowerValue == 3 && stepped.upperValue == 9, "setting a step re-snaps: 2 → 3, 8 → 9")
    }

    /// Setting the minimum or maximum re-clamps the values.
    static func rangeChanges() {
        var model = RangeSliderModel()
        model.minimumValue = 4
        Checks.expect(model.lowerValue == 4 && model.upperValue == 8, "a higher minimum pulls lower up")
        model.maximumValue = 3
        Checks.expect(model.minimumValue == 3 && model.maximumValue == 3, "a maximum below the minimum lowers the minimum")
        Checks.expect(model.lowerValue == 3 && model.upperValue == 3, "both values follow the collapsed range")
    }

    /// At 300 × 44: thumb 44, usable 256, value 2 → x = 256 · 0.2 + 22 = 73.2.
    static func positions() {
        let geometry = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
        Checks.expectClose(Double(geometry.thumbWidth), 44, "thumb width = height")
        Checks.expectClose(Double(geometry.usableLength), 256, "usable length = width − thumb")
        Checks.expectClose(Double(geometry.position(of: 2)), 73.2, tolerance: 1e-9, "value 2")
        Checks.expectClose(Double(geometry.position(of: 8)), 226.8, tolerance: 1e-9, "value 8")
        Checks.expectClose(Double(geometry.position(of: 0)), 22, "minimum at half a thumb")
        Checks.expectClose(Double(geometry.position(of: 10)), 278, "maximum at width − half a thumb")
        let frame = geometry.thumbFrame(at: 2)
        Checks.expect(abs(frame.minX - 51.2) < 1e-9 && frame.minY == 0 && frame.width == 44 && frame.height == 44, "thumb frame: 44 × 44 square centred on 73.2, got \(frame)")
        let highlight = geometry.highlightRect(lowerValue: 2, upperValue: 8)
        Checks.expectClose(Double(highlight.minX), 73.2, tolerance: 1e-9, "highlight starts at the lower thumb")
        Checks.expectClose(Double(highlight.maxX), 226.8, tolerance: 1e-9, "highlight ends at the upper thumb")
    }

    /// Track inset 44 / 3.5; radii = height · curvaceousness / 2.
    static func trackAndCorners() {
        let round = RangeSliderGeometry(size: CGSize(width: 300, height: 44), curvaceousness: 1, thumbInset: 0)
        let inset = 44 / 3.5
        Checks.expectClose(Double(round.trackInset), inset, "inset = height / 3.5")
        Checks.expect(abs(round.trackRect.minY - inset) < 1e-9 && round.trackRect.minX == 0 && round.trackRect.width == 300, "track spans the width, got \(round.trackRect)")
        Checks.expectClose(Double(round.trackRect.height), 44 - 2 * inset, "track height")
        Checks.expectClose(Double(round.trackCornerRadius), (44 - 2 * inset) / 2, "track radius at curvaceousness 1")
        Checks.expectClose(Double(round.thumbCornerRadius), 22, "thumb radius at curvaceousness 1")
        var half = round
        half.curvaceousness = 0.5
        Checks.expectClose(Double(half.trackCornerRadius), (44 - 2 * inset) / 4, "track radius at curvaceousness 0.5")
        Checks.expectClose(Double(half.thumbCornerRadius), 11, "thumb radius at curvaceousness 0.5")
        let spec = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
        Checks.expectClose(Double(spec.thumbBody(at: 2).height), 40, "the spec's thumb body leaves 2 pt for its shadow (offset 1 + blur 1)")
        Checks.expectClose(Double(spec.thumbCornerRadius), 20, "and its radius is half its drawn height")
    }

    /// In right-to-left layouts positions are mirrored: x → width − x.
    static func rightToLeft() {
        let rtl = RangeSliderGeometry(size: CGSize(width: 300, height: 44), isRightToLeft: true)
        Checks.expectClose(Double(rtl.position(of: 2)), 300 - 73.2, tolerance: 1e-9, "value 2 mirrored")
        Checks.expectClose(Double(rtl.position(of: 0)), 278, "minimum on the right")
        let highlight = rtl.highlightRect(lowerValue: 2, upperValue: 8)
        Checks.expectClose(Double(highlight.minX), 73.2, tolerance: 1e-9, "mirrored highlight starts at the upper thumb")
        Checks.expectClose(Double(highlight.width), 153.6, tolerance: 1e-9, "mirrored highlight keeps its width")
    }

    /// A touch delta d moves the value by d · (max − min) / usable, negated in right-to-left.
    static func touchDeltas() {
        let ltr = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
        Checks.expectClose(ltr.valueDelta(forTouchDelta: 25.6), 1, tolerance: 1e-12, "25.6 pt = 1")
        Checks.expectClose(ltr.valueDelta(forTouchDelta: -51.2), -2, tolerance: 1e-12, "−51.2 pt = −2")
        let rtl = RangeSliderGeometry(size: CGSize(width: 300, height: 44), isRightToLeft: true)
        Checks.expectClose(rtl.valueDelta(forTouchDelta: 25.6), -1, tolerance: 1e-12, "rightward is downward in RTL")
        let narrow = RangeSliderGeometry(size: CGSize(width: 30, height: 44))
        Checks.expectClose(narrow.valueDelta(forTouchDelta: 10), 0, "no usable length, no change")
    }

    /// Lower first; overlapping thumbs are told apart by the side of their midpoint.
    static func hitTesting() {
        let geometry = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
        Checks.expect(geometry.thumb(at: CGPoint(x: 73, y: 22), lowerValue: 2, upperValue: 8) == .lower, "on the lower thumb")
        Checks.expect(geometry.thumb(at: CGPoint(x: 227, y: 22), lowerValue: 2, upperValue: 8) == .upper, "on the upper thumb")
        Checks.expect(geometry.thumb(at: CGPoint(x: 150, y: 22), lowerValue: 2, upperValue: 8) == nil, "between the thumbs")
        Checks.expect(geometry.thumb(at: CGPoint(x: 73, y: 50), lowerValue: 2, upperValue: 8) == nil, "below the control")
        var slop = geometry
        slop.touchSlop = 10
        Checks.expect(slop.thumb(at: CGPoint(x: 73, y: 50), lowerValue: 2, upperValue: 8) == .lower, "within the touch slop")
        let rtl = RangeSliderGeometry(size: CGSize(width: 300, height: 44), isRightToLeft: true)
        // Values 5 and 6: centres 150 and 175.6, midpoint 162.8; both frames hold x 150…172.
        Checks.expect(geometry.thumb(at: CGPoint(x: 160, y: 22), lowerValue: 5, upperValue: 6) == .lower, "overlap, left of the midpoint")
        Checks.expect(geometry.thumb(at: CGPoint(x: 165, y: 22), lowerValue: 5, upperValue: 6) == .upper, "overlap, right of the midpoint")
        Checks.expect(geometry.thumb(at: CGPoint(x: 140, y: 22), lowerValue: 5, upperValue: 5) == .lower, "coinciding, touch on the left")
        Checks.expect(geometry.thumb(at: CGPoint(x: 160, y: 22), lowerValue: 5, upperValue: 5) == .upper, "coinciding, touch on the right")
        Checks.expect(geometry.thumb(at: CGPoint(x: 22, y: 22), lowerValue: 0, upperValue: 0) == .upper, "coinciding at the minimum, touch on the centre: upper, which can move")
        Checks.expect(geometry.thumb(at: CGPoint(x: 278, y: 22), lowerValue: 10, upperValue: 10) == .lower, "coinciding at the maximum, touch on the centre: lower, which can move")
        Checks.expect(rtl.thumb(at: CGPoint(x: 160, y: 22), lowerValue: 5, upperValue: 5) == .lower, "RTL coinciding, touch on the right: lower")
        Checks.expect(rtl.thumb(at: CGPoint(x: 130, y: 22), lowerValue: 5, upperValue: 6) == .upper, "RTL overlap (centres 150 and 124.4): left of the midpoint is upper")
        Checks.expect(rtl.thumb(at: CGPoint(x: 300 - 73.2, y: 22), lowerValue: 2, upperValue: 8) == .lower, "RTL: the lower thumb is on the right")
    }

    /// A drag moves its thumb relative to where it began, clamped by the model.
    static func dragging() {
        let geometry = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
        var model = RangeSliderModel()
        guard let drag = RangeSliderDrag(at: CGPoint(x: 80, y: 20), model: model, geometry: geometry) else {
            Checks.expect(false, "a touch on the lower thumb begins a drag")
            return
        }
        Checks.expect(drag.thumb == .lower && drag.startValue == 2, "dragging the lower thumb from 2")
        Checks.expectClose(drag.value(atX: 80 + 51.2, geometry: geometry), 4, tolerance: 1e-9, "51.2 pt right → 4")
        model.setValue(drag.value(atX: 300, geometry: geometry), of: drag.thumb)
        Checks.expectClose(model.lowerValue, 8, "dragged far right, lower stops at upper")
        Checks.expect(RangeSliderDrag(at: CGPoint(x: 150, y: 20), model: RangeSliderModel(), geometry: geometry) == nil, "no thumb, no drag")
    }

    /// VoiceOver moves the whole range and reads both values.
    static func accessibility() {
        var model = RangeSliderModel()
        Checks.expect(model.accessibilityValue == "2 to 8", "accessibility value, got \(model.accessibilityValue)")
        model.shift(by: 1)
        Checks.expect(model.lowerValue == 3 && model.upperValue == 9, "increment shifts both values")
        model.shift(by: 5)
        Checks.expect(model.lowerValue == 4 && model.upperValue == 10, "the shift stops at the maximum, keeping the width")
        model.shift(by: -20)
        Checks.expect(model.lowerValue == 0 && model.upperValue == 6, "and at the minimum")
    }
}
