import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The range slider's SwiftUI input (`SliderInteraction`) driven as the native view drives it,
/// and compared with the path the UIKit control takes for the same touches.
@Suite struct SliderInteractionTests {
    /// −50…50 in steps of 5, a gap of 10, 400 × 40 (thumbs 40 wide, usable length 360: 3.6 points
    /// per unit), touch slop 6, mirrored in right-to-left layouts, accessibility step 5.
    static let stepped = SliderConfiguration(
        minimumValue: -50, maximumValue: 50, values: [-20, 20], step: 5, minimumGap: 10, isContinuous: true,
        curvaceousness: 1, trackInset: .points(14), thumbInset: 2, touchSlop: 6, mirrorsInRightToLeft: true, accessibilityStep: 5)
    /// 0…1 without a step, 240 × 30, accessibility step 0.1, kept left to right in right-to-left layouts.
    static let continuous = SliderConfiguration(
        minimumValue: 0, maximumValue: 1, values: [0.25, 0.75], step: 0, minimumGap: 0, isContinuous: false,
        curvaceousness: 0.5, trackInset: .heightDividedBy(3), thumbInset: 0, touchSlop: 0, mirrorsInRightToLeft: false, accessibilityStep: 0.1)
    static let steppedSize = CGSize(width: 400, height: 40)
    static let continuousSize = CGSize(width: 240, height: 30)

    /// The values the UIKit control ends with for touches at `points` (the first where it
    /// begins), as its template calls the kernel: `SliderDrag(at:model:layout:)` in
    /// `beginTracking`, `move(toX:model:layout:)` in `continueTracking`, with its layout.
    static func uikitValues(_ configuration: SliderConfiguration, size: CGSize, rightToLeft: Bool, points: [CGPoint]) -> [Double] {
        var model = SliderModel(configuration: configuration)
        let layout = SliderTrackLayout(
            size: size, minimumValue: model.minimumValue, maximumValue: model.maximumValue,
            curvaceousness: Double(CGFloat(configuration.curvaceousness)), trackInset: configuration.trackInset,
            thumbInset: CGFloat(configuration.thumbInset), touchSlop: CGFloat(configuration.touchSlop),
            mirrorsInRightToLeft: configuration.mirrorsInRightToLeft, isRightToLeftLayout: rightToLeft)
        guard var drag = SliderDrag(at: points[0], model: model, layout: layout) else { return model.values }
        for point in points.dropFirst() {
            _ = drag.move(toX: point.x, model: &model, layout: layout)
        }
        return model.values
    }

    /// The values the SwiftUI view ends with for the same touches: a drag gesture with no
    /// minimum distance reports the start first, then each location.
    static func swiftUIValues(_ configuration: SliderConfiguration, size: CGSize, rightToLeft: Bool, points: [CGPoint]) -> [Double] {
        var interaction = SliderInteraction(configuration: configuration, range: configuration.values[0]...configuration.values[1])
        for point in points {
            _ = interaction.dragChanged(start: points[0], location: point, size: size, isRightToLeft: rightToLeft, time: 0)
        }
        _ = interaction.dragEnded()
        return interaction.model.values
    }

    /// Touch sequences from a fixed seed: a start on or near a thumb, then moves anywhere.
    static func touchSequences(size: CGSize, count: Int) -> [[CGPoint]] {
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in
            (0..<6).map { _ in CGPoint(x: (next() * 1.4 - 0.2) * size.width, y: next() * size.height) }
        }
    }

    @Test("Drags give the UIKit control's values for the same touches", arguments: [false, true])
    func dragsMatchTheUIKitControl(rightToLeft: Bool) {
        for (configuration, size) in [(Self.stepped, Self.steppedSize), (Self.continuous, Self.continuousSize)] {
            var grabbed = 0
            for points in Self.touchSequences(size: size, count: 400) {
                let uikit = Self.uikitValues(configuration, size: size, rightToLeft: rightToLeft, points: points)
                let swiftUI = Self.swiftUIValues(configuration, size: size, rightToLeft: rightToLeft, points: points)
                #expect(uikit == swiftUI, "touches \(points)")
                if uikit != configuration.values { grabbed += 1 }
            }
            #expect(grabbed > 40, "enough sequences grab a thumb and move it: \(grabbed)")
        }
    }

    @Test("A drag reports editing, changes and throttled announcements; a miss reports nothing")
    func dragOutcomes() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        // −20 is at 3.6 × 30 + 20 = 128.
        let begin = interaction.dragChanged(start: CGPoint(x: 128, y: 20), location: CGPoint(x: 128, y: 20), size: Self.steppedSize,
                                            isRightToLeft: false, time: 0)
        #expect(begin == InputOutcome(changed: false, editing: true, announces: false))
        #expect(interaction.isDragging && interaction.highlights(0) && !interaction.highlights(1))
        #expect(interaction.drawingOrder == [1, 0])
        let move = interaction.dragChanged(start: CGPoint(x: 128, y: 20), location: CGPoint(x: 146, y: 20), size: Self.steppedSize,
                                           isRightToLeft: false, time: 0.1)
        #expect(move == InputOutcome(changed: true, editing: nil, announces: true))
        #expect(interaction.range == -15...20, "18 points = 5")
        let soon = interaction.dragChanged(start: CGPoint(x: 128, y: 20), location: CGPoint(x: 164, y: 20), size: Self.steppedSize,
                                           isRightToLeft: false, time: 0.3)
        #expect(soon.changed && !soon.announces, "within half a second of the last announcement")
        let later = interaction.dragChanged(start: CGPoint(x: 128, y: 20), location: CGPoint(x: 182, y: 20), size: Self.steppedSize,
                                            isRightToLeft: false, time: 0.7)
        #expect(later.announces)
        #expect(interaction.focusedThumb == 0)
        let result1 = interaction.dragEnded()
        #expect(result1 == InputOutcome(changed: false, editing: false, announces: true))
        let again = interaction.dragEnded()
        #expect(!interaction.isDragging && again == InputOutcome())

        let miss = interaction.dragChanged(start: CGPoint(x: 225, y: 20), location: CGPoint(x: 260, y: 20), size: Self.steppedSize,
                                           isRightToLeft: false, time: 1)
        #expect(miss == InputOutcome(), "between the thumbs: nothing grabbed, no editing")
        let result2 = interaction.dragEnded()
        #expect(result2 == InputOutcome())
        #expect(interaction.range == -5...20)
    }

    @Test("Arrow keys step by the accessibility step; the trailing arrow follows a mirrored slider only")
    func arrowKeys() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        let result3 = interaction.press(.right, thumb: 0, isRightToLeft: false)
        #expect(result3.changed)
        #expect(interaction.range == -15...20)
        _ = interaction.press(.left, thumb: 1, isRightToLeft: false)
        #expect(interaction.range == -15...15)
        _ = interaction.press(.left, thumb: 1, isRightToLeft: true)
        #expect(interaction.range == -15...20, "mirrored: the left arrow is the trailing one")
        _ = interaction.press(.up, thumb: 1, isRightToLeft: true)
        _ = interaction.press(.down, thumb: 0, isRightToLeft: true)
        #expect(interaction.range == -20...25, "up and down never mirror")

        var kept = SliderInteraction(configuration: Self.continuous, range: 0.25...0.75)
        _ = kept.press(.right, thumb: 0, isRightToLeft: true)
        #expect(abs(kept.range.lowerBound - 0.35) < 1e-12, "not mirrored: the right arrow still raises the value")
    }

    @Test("Page Up and Page Down move ten steps, Home and End to the ends, stopped by the gap")
    func pageAndEndKeys() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        _ = interaction.press(.pageUp, thumb: 0, isRightToLeft: false)
        #expect(interaction.range == 10...20, "−20 + 50 stops at 20 − the gap")
        _ = interaction.press(.pageDown, thumb: 1, isRightToLeft: false)
        #expect(interaction.range == 10...20, "20 − 50 stops at 10 + the gap: no change")
        let stuck = interaction.press(.pageDown, thumb: 1, isRightToLeft: false)
        #expect(!stuck.changed)
        _ = interaction.press(.end, thumb: 1, isRightToLeft: false)
        _ = interaction.press(.home, thumb: 0, isRightToLeft: false)
        #expect(interaction.range == -50...50)
        _ = interaction.press(.end, thumb: 0, isRightToLeft: false)
        _ = interaction.press(.home, thumb: 1, isRightToLeft: false)
        #expect(interaction.range == 40...50, "each stops at the other ± the gap")
    }

    @Test("Move commands are arrows; the Crown moves the focused thumb a step per detent; VoiceOver adjusts each thumb")
    func moveCommandsCrownAndVoiceOver() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        _ = interaction.move(.right, thumb: 1, isRightToLeft: false)
        #expect(interaction.range == -20...25 && interaction.focusedThumb == 1)
        let result4 = interaction.turnCrown(to: 10)
        #expect(result4 == InputOutcome(), "the first reading notes where the Crown is")
        let result5 = interaction.turnCrown(to: 12.5)
        #expect(result5.changed)
        #expect(interaction.range == -20...35, "two detents")
        _ = interaction.turnCrown(to: 8.9)
        #expect(interaction.range == -20...20, "three whole detents back")
        let result6 = interaction.accessibilityAdjust(thumb: 0, .increment)
        #expect(result6.changed)
        #expect(interaction.range == -15...20 && interaction.focusedThumb == 0)
        _ = interaction.accessibilityAdjust(thumb: 0, .decrement)
        _ = interaction.accessibilityAdjust(thumb: 0, .decrement)
        #expect(interaction.range == -25...20)
        let noThumb = interaction.accessibilityAdjust(thumb: 2, .increment)
        #expect(!noThumb.changed, "no such thumb")
    }

    @Test("Keys are ignored while a drag holds a thumb")
    func keysDuringADrag() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        _ = interaction.dragChanged(start: CGPoint(x: 128, y: 20), location: CGPoint(x: 128, y: 20), size: Self.steppedSize, isRightToLeft: false, time: 0)
        let ignored = interaction.press(.right, thumb: 0, isRightToLeft: false)
        #expect(!ignored.changed)
        _ = interaction.dragEnded()
        let result7 = interaction.press(.right, thumb: 0, isRightToLeft: false)
        #expect(result7.changed)
    }

    @Test("The bound range is clamped, snapped and kept apart, and written back only when it differs")
    func syncingTheBinding() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        let result8 = interaction.sync(-20...20)
        #expect(result8 == nil)
        let result9 = interaction.sync(-12...31)
        #expect(result9 == -10...30, "snapped to steps of 5")
        let result10 = interaction.sync(-10...30)
        #expect(result10 == nil, "written back, the binding now holds the model's range")
        let result11 = interaction.sync(-80...(-45))
        #expect(result11 == -50...(-40), "clamped, then the gap of 10 kept above the lower value")
        let result12 = interaction.sync(3...3)
        #expect(result12 == 5...15, "on a step, then the upper value the gap above")
        let start = SliderInteraction(configuration: Self.stepped, range: 7...8)
        #expect(start.range == 5...15, "the initial range is fitted too")
    }

    @Test("The feedback trigger changes when a thumb lands on another step, and only then")
    func selectionFeedback() {
        var interaction = SliderInteraction(configuration: Self.continuous, range: 0.25...0.75)
        #expect(interaction.stepIndices == [2, 7], "no value step: accessibility steps of 0.1, rounded down")
        let size = Self.continuousSize  // usable length 210: 0.25 is at 67.5
        _ = interaction.dragChanged(start: CGPoint(x: 67.5, y: 15), location: CGPoint(x: 67.5, y: 15), size: size, isRightToLeft: false, time: 0)
        _ = interaction.dragChanged(start: CGPoint(x: 67.5, y: 15), location: CGPoint(x: 70.5, y: 15), size: size, isRightToLeft: false, time: 0)
        #expect(interaction.feedbackTrigger == 0, "0.2643: still on step 2")
        _ = interaction.dragChanged(start: CGPoint(x: 67.5, y: 15), location: CGPoint(x: 78, y: 15), size: size, isRightToLeft: false, time: 0)
        #expect(interaction.feedbackTrigger == 1, "0.3: step 3")
        _ = interaction.dragEnded()
        _ = interaction.sync(0...1)
        #expect(interaction.feedbackTrigger == 1, "a change of the binding plays nothing")
        _ = interaction.press(.right, thumb: 1, isRightToLeft: false)
        #expect(interaction.feedbackTrigger == 1, "at the maximum already")
        _ = interaction.press(.left, thumb: 1, isRightToLeft: false)
        #expect(interaction.feedbackTrigger == 2)
    }

    @Test("Each thumb's element lies on the thumb, activated at its centre, read from the leading edge")
    func accessibilityElements() {
        let interaction = SliderInteraction(configuration: Self.continuous, range: 0.25...0.75)
        let size = Self.continuousSize
        let first = interaction.thumbElement(atReadingPosition: 0, size: size, isRightToLeft: false)
        #expect(first.thumb == 0 && first.frame == CGRect(x: 52.5, y: 0, width: 30, height: 30))
        #expect(first.center == CGPoint(x: 67.5, y: 15) && first.activationPoint == CGPoint(x: 15, y: 15))
        let second = interaction.thumbElement(atReadingPosition: 1, size: size, isRightToLeft: false)
        #expect(second.thumb == 1 && first.sortPriority > second.sortPriority)
        // Kept left to right in a right-to-left layout: the upper thumb is nearest the leading edge.
        let leading = interaction.thumbElement(atReadingPosition: 0, size: size, isRightToLeft: true)
        #expect(leading.thumb == 1 && leading.frame == CGRect(x: 157.5, y: 0, width: 30, height: 30))
        // Mirrored: the lower thumb is on the right and read first.
        let mirrored = SliderInteraction(configuration: Self.stepped, range: -20...20)
        let lower = mirrored.thumbElement(atReadingPosition: 0, size: Self.steppedSize, isRightToLeft: true)
        #expect(lower.thumb == 0 && lower.center.x == 400 - 128)
    }

    @Test("A preview holds a thumb without moving it")
    func grabbing() {
        var interaction = SliderInteraction(configuration: Self.stepped, range: -20...20)
        interaction.grab(thumb: 1, size: Self.steppedSize, isRightToLeft: true)
        #expect(interaction.highlights(1) && !interaction.highlights(0) && interaction.range == -20...20)
    }

    @Test("Track drawing helpers: the gloss on the lower half, outlines inside their rectangle")
    func drawingHelpers() {
        let layout = SliderTrackLayout(configuration: Self.stepped, size: Self.steppedSize)
        #expect(layout.glossRect == CGRect(x: 0, y: 20, width: 400, height: 6))
        let outline = SliderTrackLayout.outline(of: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10, lineWidth: 2)
        #expect(outline.rect == CGRect(x: 1, y: 1, width: 38, height: 18) && outline.cornerRadius == 9)
        #expect(SliderTrackLayout.outline(of: .zero, cornerRadius: 0.5, lineWidth: 2).cornerRadius == 0)
    }
}
