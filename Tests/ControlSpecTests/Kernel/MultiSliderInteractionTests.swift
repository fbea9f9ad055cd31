import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The slider's SwiftUI input (`MultiSliderInteraction`) driven as the native view drives it,
/// and compared with the path the UIKit control takes for the same touches.
@Suite struct MultiSliderInteractionTests {
    /// Three thumbs on 0…100 in steps of 2, 4 apart, 320 × 50 with 20-point thumbs (usable length
    /// 300: a centre at 3 × value + 10, y 25), mirrored in right-to-left layouts, labels above,
    /// ticks every 10, an animated change of 0.3 s, accessibility step 5.
    static let bands = MultiSliderConfiguration(
        slider: SliderConfiguration(
            minimumValue: 0, maximumValue: 100, values: [10, 50, 90], step: 2, minimumGap: 4, isContinuous: true,
            curvaceousness: 1, trackInset: .points(8), thumbInset: 1, touchSlop: 4, mirrorsInRightToLeft: true, accessibilityStep: 5),
        orientation: .horizontal, thumbSize: 20, snapValues: [], fill: .betweenThumbs,
        ticks: SliderTickMarks(spacing: 10, length: 12, width: 1),
        valueLabels: SliderValueLabels(side: .above, fontSize: 10, fractionDigits: 0, spacing: 3),
        movesNearestThumbOnTap: false, animationDuration: 0.3)
    static let bandsSize = CGSize(width: 320, height: 50)
    /// Two thumbs standing on 0…60 with snap values, 60 × 300 with 30-point thumbs (usable length
    /// 270: a centre at y = 285 − 4.5 × value, x 30), a tap on the track moves the nearest thumb,
    /// labels to the right, no animation.
    static let stops = MultiSliderConfiguration(
        slider: SliderConfiguration(
            minimumValue: 0, maximumValue: 60, values: [10, 40], step: 0, minimumGap: 0, isContinuous: false,
            curvaceousness: 0, trackInset: .points(12), thumbInset: 0, touchSlop: 8, mirrorsInRightToLeft: true, accessibilityStep: 6),
        orientation: .vertical, thumbSize: 30, snapValues: [0, 5, 10, 20, 30, 40, 50, 60], fill: .fromMinimum, ticks: nil,
        valueLabels: SliderValueLabels(side: .below, fontSize: 12, fractionDigits: nil, spacing: 4),
        movesNearestThumbOnTap: true, animationDuration: 0)
    static let stopsSize = CGSize(width: 60, height: 300)

    /// The values the UIKit control ends with for touches at `points` (the first where it
    /// begins), as its template calls the kernel: its `layout`, `MultiSliderDrag(at:model:layout:
    /// movesNearestThumbOnTap:)` in `beginTracking`, `move(to:model:layout:)` in `continueTracking`.
    static func uikitValues(_ configuration: MultiSliderConfiguration, size: CGSize, rightToLeft: Bool, points: [CGPoint]) -> [Double] {
        var model = MultiSliderModel(configuration: configuration)
        var layoutConfiguration = configuration
        layoutConfiguration.slider.touchSlop = Double(CGFloat(configuration.slider.touchSlop))
        layoutConfiguration.slider.mirrorsInRightToLeft = configuration.slider.mirrorsInRightToLeft
        let layout = MultiSliderLayout(
            configuration: layoutConfiguration, size: size, minimumValue: model.minimumValue, maximumValue: model.maximumValue,
            isRightToLeftLayout: rightToLeft)
        guard var drag = MultiSliderDrag(at: points[0], model: &model, layout: layout,
                                         movesNearestThumbOnTap: configuration.movesNearestThumbOnTap) else { return model.values }
        for point in points.dropFirst() {
            _ = drag.move(to: point, model: &model, layout: layout)
        }
        return model.values
    }

    /// The values the SwiftUI view ends with for the same touches.
    static func swiftUIValues(_ configuration: MultiSliderConfiguration, size: CGSize, rightToLeft: Bool, points: [CGPoint]) -> [Double] {
        var interaction = MultiSliderInteraction(configuration: configuration, values: configuration.slider.values)
        for point in points {
            _ = interaction.dragChanged(start: points[0], location: point, size: size, isRightToLeft: rightToLeft, time: 0)
        }
        _ = interaction.dragEnded()
        return interaction.values
    }

    @Test("Drags (and taps on the track) give the UIKit control's values for the same touches", arguments: [false, true])
    func dragsMatchTheUIKitControl(rightToLeft: Bool) {
        for (configuration, size) in [(Self.bands, Self.bandsSize), (Self.stops, Self.stopsSize)] {
            var moved = 0
            for points in SliderInteractionTests.touchSequences(size: size, count: 400) {
                let uikit = Self.uikitValues(configuration, size: size, rightToLeft: rightToLeft, points: points)
                #expect(uikit == Self.swiftUIValues(configuration, size: size, rightToLeft: rightToLeft, points: points), "touches \(points)")
                if uikit != configuration.slider.values { moved += 1 }
            }
            #expect(moved > 40, "enough sequences move a thumb: \(moved)")
        }
    }

    @Test("A tap on the track moves the nearest thumb there at once: editing begins with a change")
    func tapOnTheTrack() {
        var interaction = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        // 30 is at y = 285 − 135 = 150: between the thumbs (10 at 240, 40 at 105); 40 is nearer.
        let tap = interaction.dragChanged(start: CGPoint(x: 30, y: 150), location: CGPoint(x: 30, y: 150), size: Self.stopsSize,
                                          isRightToLeft: false, time: 0)
        #expect(tap == InputOutcome(changed: true, editing: true, announces: true))
        #expect(interaction.values == [10, 30] && interaction.focusedThumb == 1)
        let result1 = interaction.dragEnded()
        #expect(result1 == InputOutcome(changed: false, editing: false, announces: true))
    }

    @Test("A vertical slider's up arrow raises the value and its right arrow too, in any layout direction")
    func verticalKeys() {
        var interaction = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        _ = interaction.press(.up, thumb: 0, isRightToLeft: false)
        #expect(interaction.values == [20, 40], "the next snap value")
        _ = interaction.press(.right, thumb: 0, isRightToLeft: true)
        #expect(interaction.values == [30, 40], "a vertical slider never mirrors")
        _ = interaction.press(.down, thumb: 1, isRightToLeft: false)
        _ = interaction.press(.left, thumb: 1, isRightToLeft: true)
        #expect(interaction.values == [30, 30], "down to the lower thumb; left from there finds no snap value above it")
    }

    @Test("Page Up moves ten snap values or as far as the neighbour lets it; Home and End reach the ends")
    func pageAndEndKeysOnSnapValues() {
        var interaction = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        let result2 = interaction.press(.pageUp, thumb: 0, isRightToLeft: false)
        #expect(result2.changed)
        #expect(interaction.values == [40, 40], "stopped by the upper thumb")
        _ = interaction.press(.end, thumb: 1, isRightToLeft: false)
        _ = interaction.press(.home, thumb: 0, isRightToLeft: false)
        #expect(interaction.values == [0, 60])
        _ = interaction.press(.pageDown, thumb: 1, isRightToLeft: false)
        #expect(interaction.values == [0, 0], "ten snap values down: all the way")
    }

    @Test("A horizontal slider's arrows by the accessibility step, mirrored with the slider")
    func horizontalKeys() {
        var interaction = MultiSliderInteraction(configuration: Self.bands, values: [10, 50, 90])
        _ = interaction.press(.right, thumb: 1, isRightToLeft: false)
        #expect(interaction.values == [10, 56, 90], "5 snaps to 6 on steps of 2 from 50: 55 rounds to 56")
        _ = interaction.press(.right, thumb: 1, isRightToLeft: true)
        #expect(interaction.values == [10, 52, 90], "mirrored: right lowers (51 snaps to 52)")
        _ = interaction.move(.left, thumb: 2, isRightToLeft: true)
        _ = interaction.press(.pageUp, thumb: 0, isRightToLeft: false)
        #expect(interaction.values == [48, 52, 96], "10 × 5 stops at 52 − 4; 90 + 5 snaps to 96")
    }

    @Test("The Crown moves the focused thumb; VoiceOver adjusts each thumb")
    func crownAndVoiceOver() {
        var interaction = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        _ = interaction.accessibilityAdjust(thumb: 1, .increment)
        #expect(interaction.values == [10, 50] && interaction.focusedThumb == 1)
        _ = interaction.turnCrown(to: 0)
        _ = interaction.turnCrown(to: -2.2)
        #expect(interaction.values == [10, 30], "two detents down: two snap values")
        let noThumb = interaction.accessibilityAdjust(thumb: 5, .decrement)
        #expect(!noThumb.changed)
    }

    @Test("An outside change is drawn, fitted, in the update that makes it; input and the binding's echo are drawn at once")
    func outsideChanges() {
        var interaction = MultiSliderInteraction(configuration: Self.bands, values: [10, 50, 90])
        #expect(interaction.shown([10, 50, 90]) == ShownValues(values: [10, 50, 90], isOutsideChange: false, changeCount: 0))
        #expect(interaction.shown([21, 50, 90]) == ShownValues(values: [22, 50, 90], isOutsideChange: true, changeCount: 1),
                "the app's new values, snapped as sync(_:) will snap them")
        let fitted = interaction.sync([21, 50, 90])
        #expect(fitted == [22, 50, 90])
        #expect(interaction.shown([21, 50, 90]) == ShownValues(values: [22, 50, 90], isOutsideChange: false, changeCount: 1),
                "once taken, the same drawing and identity, no longer a change")
        _ = interaction.sync([22, 50, 90])
        #expect(interaction.shown([22, 50, 90]) == ShownValues(values: [22, 50, 90], isOutsideChange: false, changeCount: 1),
                "the binding's echo of the fitted values is no change")

        let key = interaction.press(.right, thumb: 0, isRightToLeft: false)
        let moved = interaction.values
        #expect(key.changed && moved != [22, 50, 90])
        #expect(interaction.shown(moved) == ShownValues(values: moved, isOutsideChange: false, changeCount: 1),
                "a key's values, written to the binding, are input: drawn at once")
        #expect(interaction.shown([22, 50, 90]).values == moved, "a binding that ignores the write still shows the input's values")
        _ = interaction.sync(moved)

        let drag = interaction.dragChanged(start: CGPoint(x: 160, y: 25), location: CGPoint(x: 190, y: 25), size: Self.bandsSize,
                                           isRightToLeft: false, time: 0)
        let dragged = interaction.values
        #expect(drag.changed && interaction.shown(dragged).isOutsideChange == false, "a drag follows the finger")
        _ = interaction.sync(dragged)
        #expect(interaction.shown([10, 50, 90]) == ShownValues(values: [10, 50, 90], isOutsideChange: true, changeCount: 2),
                "an outside change during a drag is still the app's")
    }

    @Test("Bound values are fitted and written back: snapped, one per thumb")
    func syncingTheBinding() {
        var interaction = MultiSliderInteraction(configuration: Self.bands, values: [10, 50, 90])
        let result5 = interaction.sync([11, 50, 90])
        #expect(result5 == [12, 50, 90])
        let result6 = interaction.sync([12, 50, 90])
        #expect(result6 == nil)
        let result7 = interaction.sync([20])
        #expect(result7 == [20, 50, 90], "a thumb without a value keeps its own")
        let result8 = interaction.sync([80, 10, 90])
        #expect(result8 == [80, 84, 90], "fitted lowest first")
        let single = MultiSliderInteraction(configuration: Self.stops, values: [33, 34])
        #expect(single.values == [30, 30], "the initial values are fitted too")
    }

    @Test("Value labels sit beside the thumbs, ticks across the track")
    func labelsAndTicks() {
        let interaction = MultiSliderInteraction(configuration: Self.bands, values: [10, 50, 90])
        let layout = interaction.layout(size: Self.bandsSize, isRightToLeft: false)
        let labels = interaction.valueLabels(at: [10, 50, 90], in: layout, fontSize: 20, lineHeight: 1.2)
        #expect(labels.map(\.text) == ["10", "50", "90"])
        // Thumb band from y 15: above it, 3 points away, a line of 24 centred at 15 − 3 − 12 = 0.
        #expect(labels[0].point == CGPoint(x: 40, y: 0) && labels[0].anchor == CGPoint(x: 0.5, y: 0.5))
        #expect(interaction.tickRects(in: layout).count == 11)
        #expect(interaction.tickRects(in: layout)[1] == CGRect(x: 39.5, y: 19, width: 1, height: 12))

        let standing = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        let vertical = standing.layout(size: Self.stopsSize, isRightToLeft: true)
        let right = standing.valueLabels(at: [10], in: vertical, fontSize: 12, lineHeight: 1.2)
        #expect(right[0].point == CGPoint(x: 49, y: 240) && right[0].anchor == CGPoint(x: 0, y: 0.5), "its leading edge 4 right of the thumb")
        #expect(standing.tickRects(in: vertical).isEmpty)
    }

    @Test("Snap values count as steps for the feedback; elements read from the top of a vertical slider")
    func feedbackAndElements() {
        var interaction = MultiSliderInteraction(configuration: Self.stops, values: [10, 40])
        #expect(interaction.stepIndices == [2, 5])
        _ = interaction.press(.up, thumb: 0, isRightToLeft: false)
        #expect(interaction.feedbackTrigger == 1 && interaction.stepIndices == [3, 5])
        let top = interaction.thumbElement(atReadingPosition: 0, size: Self.stopsSize, isRightToLeft: false)
        #expect(top.thumb == 1 && top.frame == CGRect(x: 15, y: 90, width: 30, height: 30) && top.activationPoint == CGPoint(x: 15, y: 15))
        interaction.grab(thumb: 0, size: Self.stopsSize, isRightToLeft: false)
        #expect(interaction.highlights(0) && interaction.drawingOrder == [1, 0] && interaction.values == [20, 40])
    }
}
