import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The knob's SwiftUI view state: drags give the values the UIKit control's calls give for the
/// same touch points, keys, move commands, the Crown and assistive technologies move by the
/// accessibility step, a double tap resets, editing and announcements follow the drag.
@Suite struct RotaryViewStateTests {
    /// A knob configuration with the given values and the rest of the corpus knob `Knob`'s.
    static func configuration(
        range: ClosedRange<Double> = 0...1, step: Double = 0, wraps: Bool = false, initial: Double = 0, defaultValue: Double = 0,
        angles: RotaryAngles = RotaryAngles(startAngle: -11 * .pi / 8, endAngle: 3 * .pi / 8, zeroDirection: .right, isClockwise: true),
        style: RotaryInteractionStyle = .rotate, isRelative: Bool = false, pointsPerDegree: Double = 1, maximumAngleJump: Double? = nil,
        minimumCenterDistance: Double = 0, resetsOnDoubleTap: Bool = false, accessibilityStep: Double = 0.1
    ) -> RotaryConfiguration {
        var configuration = KnobCorpus.configuration("Knob")
        configuration.value = RotaryValueRange(minimum: range.lowerBound, maximum: range.upperBound, step: step, wraps: wraps)
        configuration.initialValue = initial
        configuration.defaultValue = defaultValue
        configuration.angles = angles
        configuration.interaction = RotaryInteraction(
            style: style, isRelative: isRelative, pointsPerDegree: pointsPerDegree, maximumAngleJump: maximumAngleJump,
            minimumCenterDistance: minimumCenterDistance, resetsOnDoubleTap: resetsOnDoubleTap, touchSlop: 0)
        configuration.accessibilityStep = accessibilityStep
        return configuration
    }

    /// The configurations the drag tests run over: the corpus knobs and knobs of other ranges,
    /// steps, angles, styles and sizes.
    static let dragCases: [(name: String, configuration: RotaryConfiguration, size: CGSize)] = {
        var cases = KnobCorpus.specs.keys.sorted().map { name in
            (name, KnobCorpus.configuration(name), KnobCorpus.layout(name).bounds.size)
        }
        let quarter = RotaryAngles(startAngle: 0, endAngle: .pi / 2, zeroDirection: .down, isClockwise: false)
        cases.append(("absolute -50…50 step 5, counter-clockwise quarter", configuration(range: -50...50, step: 5, angles: quarter),
                      CGSize(width: 80, height: 140)))
        cases.append(("relative with a 30° jump and a dead zone", configuration(
            range: 10...20, step: 0.5, initial: 15, isRelative: true, maximumAngleJump: .pi / 6, minimumCenterDistance: 20), CGSize(width: 200, height: 90)))
        cases.append(("relative wrapping full turn", configuration(
            range: 0...360, wraps: true, angles: RotaryAngles(startAngle: 0, endAngle: 2 * .pi, zeroDirection: .up, isClockwise: true),
            isRelative: true), CGSize(width: 100, height: 100)))
        cases.append(("horizontal drag, 2 points per degree", configuration(range: 0...100, step: 1, initial: 50, style: .horizontalDrag, pointsPerDegree: 2),
                      CGSize(width: 60, height: 60)))
        cases.append(("vertical drag", configuration(range: -1...1, initial: 0, style: .verticalDrag, pointsPerDegree: 0.5), CGSize(width: 44, height: 44)))
        return cases
    }()

    /// A drag path in a view of `size`: round the centre at several distances, through the
    /// centre, across the gap, with large jumps.
    static func path(in size: CGSize) -> [CGPoint] {
        let center = CGPoint(x: size.width / 2, y: size.height / 2), r = Double(min(size.width, size.height)) / 2
        var points: [CGPoint] = []
        for (i, degrees) in stride(from: -170.0, through: 250, by: 7).enumerated() {
            let distance = r * [0.9, 0.5, 0.95, 0.15, 1.3][i % 5]
            points.append(KnobCorpus.point(atDegrees: degrees, distance: distance, around: center))
        }
        points.append(center)
        points.append(KnobCorpus.point(atDegrees: 90, distance: r, around: center))
        points.append(KnobCorpus.point(atDegrees: -60, distance: r * 0.8, around: center))
        points.append(CGPoint(x: center.x + 37, y: center.y - 23))
        return points
    }

    @Test("A drag gives, point by point, the values of the UIKit control's beginTouch/moveTouch/endTouch calls")
    func dragParity() {
        for (name, configuration, size) in Self.dragCases {
            let points = Self.path(in: size)
            var state = RotaryViewState(configuration: configuration, value: configuration.initialValue)
            // The UIKit control: beginTracking → beginTouch(at: location, around: currentLayout.center),
            // continueTracking → moveTouch(to:around:), endTracking → endTouch().
            var control = RotaryModel(configuration: configuration)
            let center = RotaryLayout(bounds: CGRect(origin: .zero, size: size), drawing: configuration.drawing).center
            var values: [Double] = [], expected: [Double] = []
            for (index, point) in points.enumerated() where index > 0 {
                _ = state.dragChanged(start: points[0], location: point, in: size, at: Double(index))
                values.append(state.value)
                if index == 1 { control.beginTouch(at: points[0], around: center) }
                control.moveTouch(to: point, around: center)
                expected.append(control.value)
            }
            _ = state.dragEnded(at: 100)
            control.endTouch()
            #expect(values == expected, "\(name)")
            #expect(Set(values).count > 2, "\(name): the path moves the value")
            // A second drag starts afresh in both.
            let second = [points[3], points[7], points[2]]
            for (index, point) in second.enumerated() {
                _ = state.dragChanged(start: second[0], location: point, in: size, at: 200 + Double(index))
            }
            control.beginTouch(at: second[0], around: center)
            for point in second.dropFirst() { control.moveTouch(to: point, around: center) }
            #expect(state.value == control.value, "\(name): second drag")
        }
    }

    @Test("A drag begins editing once, ends it once, and announces at most once per throttle interval")
    func editingAndAnnouncements() {
        let size = CGSize(width: 120, height: 120), center = CGPoint(x: 60, y: 60)
        var state = RotaryViewState(configuration: Self.configuration(), value: 0)
        let at = { (degrees: Double) in KnobCorpus.point(atDegrees: degrees, distance: 50, around: center) }
        let first = state.dragChanged(start: at(-200), location: at(-150), in: size, at: 10)
        #expect(first.beginsEditing && first.changed && first.announces)
        #expect(state.isHighlighted)
        let second = state.dragChanged(start: at(-200), location: at(-100), in: size, at: 10.2)
        #expect(second.editing == nil && second.changed && !second.announces)
        let third = state.dragChanged(start: at(-200), location: at(-50), in: size, at: 10.6)
        #expect(third.changed && third.announces)
        let unchanged = state.dragChanged(start: at(-200), location: at(-50), in: size, at: 12)
        #expect(!unchanged.changed && !unchanged.announces)
        let end = state.dragEnded(at: 13)
        #expect(end.endsEditing && !end.changed && !state.isHighlighted)
        #expect(state.dragEnded(at: 14) == InputOutcome())
    }

    @Test("A second touch soon after a tap and near it resets to the default value when the spec asks; otherwise it is a touch")
    func doubleTapReset() {
        let size = CGSize(width: 150, height: 150), center = CGPoint(x: 75, y: 75)
        let tap = KnobCorpus.point(atDegrees: 0, distance: 60, around: center)
        let resetting = Self.configuration(initial: 0.2, defaultValue: 0.6, isRelative: true, resetsOnDoubleTap: true)
        var state = RotaryViewState(configuration: resetting, value: 0.2)
        _ = state.dragChanged(start: tap, location: tap, in: size, at: 1)
        _ = state.dragEnded(at: 1.1)
        let second = state.dragChanged(start: CGPoint(x: tap.x + 3, y: tap.y - 4), location: tap, in: size, at: 1.4)
        #expect(second == InputOutcome(changed: true))
        #expect(state.value == 0.6 && !state.isHighlighted)
        // The rest of that touch is ignored, and ends without editing.
        let moved = state.dragChanged(start: tap, location: KnobCorpus.point(atDegrees: 40, distance: 60, around: center), in: size, at: 1.5)
        #expect(moved == InputOutcome() && state.value == 0.6)
        #expect(state.dragEnded(at: 1.6) == InputOutcome())
        // Too late, too far, or after a drag that moved: an ordinary touch.
        for (start, end, next, time) in [(tap, tap, tap, 2.0), (tap, tap, CGPoint(x: tap.x - 30, y: tap.y), 0.1),
                                         (tap, KnobCorpus.point(atDegrees: 30, distance: 60, around: center), tap, 0.1)] {
            var state = RotaryViewState(configuration: resetting, value: 0.2)
            _ = state.dragChanged(start: start, location: end, in: size, at: 10)
            _ = state.dragEnded(at: 10)
            let update = state.dragChanged(start: next, location: next, in: size, at: 10 + time)
            #expect(update.beginsEditing && state.isHighlighted && state.value != 0.6)
        }
        // Without doubleTapToReset, the second touch is a touch.
        var plain = RotaryViewState(configuration: Self.configuration(initial: 0.2, defaultValue: 0.6, isRelative: true), value: 0.2)
        _ = plain.dragChanged(start: tap, location: tap, in: size, at: 1)
        _ = plain.dragEnded(at: 1.1)
        #expect(plain.dragChanged(start: tap, location: tap, in: size, at: 1.2).beginsEditing && plain.value == 0.2)
    }

    @Test("A drag the system cancels ends editing where the value is, counts no tap, and a later end or cancel does nothing")
    func cancelledDrag() {
        let size = CGSize(width: 150, height: 150), center = CGPoint(x: 75, y: 75)
        let tap = KnobCorpus.point(atDegrees: 0, distance: 60, around: center)
        let configuration = Self.configuration(range: 0...100, initial: 20, defaultValue: 60, isRelative: true, resetsOnDoubleTap: true)
        var state = RotaryViewState(configuration: configuration, value: 20)
        let began = state.dragChanged(start: tap, location: tap, in: size, at: 1)
        #expect(began.beginsEditing && state.isHighlighted)
        let cancelled = state.dragCancelled()
        #expect(cancelled == InputOutcome(editing: false) && !state.isHighlighted && state.value == 20)
        let again = state.dragCancelled(), late = state.dragEnded(at: 1.1)
        #expect(again == InputOutcome() && late == InputOutcome(), "nothing left to end")
        // The cancelled touch was no tap: a touch right after it is a touch, not a double tap.
        let next = state.dragChanged(start: tap, location: tap, in: size, at: 1.2)
        #expect(next.beginsEditing && state.value == 20)
        // After an ordinary end, the reset of the gesture state finds no drag.
        let ended = state.dragEnded(at: 1.3), reset = state.dragCancelled()
        #expect(ended == InputOutcome(editing: false) && reset == InputOutcome())
        // A cancelled double tap's touch ends without editing, the reset kept.
        _ = state.dragChanged(start: tap, location: tap, in: size, at: 1.4)
        #expect(state.value == 60)
        let ignored = state.dragCancelled()
        #expect(ignored == InputOutcome() && !state.isHighlighted)
    }

    @Test("Keys: arrows by the accessibility step (at least one step), Page Up/Down by ten, Home/End to the ends; never mirrored")
    func keys() {
        var state = RotaryViewState(configuration: Self.configuration(range: 0...10, step: 0.5, accessibilityStep: 0.2), value: 5)
        // 0.2 snaps back to 5, so an arrow moves one whole step.
        #expect(state.press(.up).changed && state.value == 5.5)
        #expect(state.press(.right).changed && state.value == 6)
        #expect(state.press(.left).changed && state.value == 5.5)
        #expect(state.press(.down).changed && state.value == 5)
        #expect(state.press(.pageUp).changed && state.value == 7)
        #expect(state.press(.pageDown).changed && state.value == 5)
        #expect(state.press(.end).changed && state.value == 10)
        #expect(!state.press(.up).changed && !state.press(.pageUp).changed && state.value == 10)
        #expect(state.press(.home).changed && state.value == 0)
        #expect(!state.press(.left).changed && state.value == 0)
        // Move commands are their arrows.
        #expect(state.move(.right).changed && state.value == 0.5)
        #expect(state.move(.up).changed && state.value == 1)
        #expect(state.move(.left).changed && state.move(.down).changed && state.value == 0)
        // Keys never begin editing.
        #expect(state.press(.end).editing == nil)
    }

    @Test("A wrapping knob's keys wrap round; the Crown moves one accessibility step per detent; VoiceOver adjusts by one")
    func crownAndAdjustments() {
        var wrapping = RotaryViewState(configuration: Self.configuration(range: 0...360, step: 15, wraps: true, accessibilityStep: 30), value: 345)
        #expect(wrapping.press(.up).changed && wrapping.value == 15)
        #expect(wrapping.press(.down).changed && wrapping.value == 345)
        var state = RotaryViewState(configuration: Self.configuration(range: 0...100, step: 1, accessibilityStep: 5), value: 50)
        #expect(!state.crown(to: 3.7).changed && state.value == 50)   // the first reading only notes where the Crown is
        #expect(state.crown(to: 5.9).changed && state.value == 60)    // two detents
        #expect(!state.crown(to: 6.5).changed && state.value == 60)   // less than one since
        #expect(state.crown(to: 6.8).changed && state.value == 65)    // 3.7 + 3 = 6.7 crossed
        #expect(state.crown(to: 2.6).changed && state.value == 45)    // four down
        #expect(state.adjust(.increment).changed && state.value == 50)
        #expect(state.adjust(.decrement).changed && state.value == 45)
        #expect(state.crown(to: -1_000).changed && state.value == 0)
        #expect(!state.adjust(.decrement).changed)
    }

    @Test("The binding's value is clamped and snapped, and written back only when that changed it")
    func sync() {
        var state = RotaryViewState(configuration: Self.configuration(range: -5...5, step: 2), value: 7)
        #expect(state.value == 5)
        #expect(state.sync(to: 5) == nil)
        #expect(state.sync(to: 0.8) == 1)      // steps from −5: −5, −3, −1, 1, 3, 5
        #expect(state.sync(to: -12) == -5)
        #expect(state.sync(to: 3) == nil && state.value == 3)
    }

    @Test("The step index changes exactly when the value crosses a step, the accessibility step's band without steps")
    func stepIndex() {
        var stepped = RotaryModel(configuration: Self.configuration(range: 0...10.5, step: 1))
        var indices: [Int] = []
        for value in stride(from: 0.0, through: 10.5, by: 0.25) {
            stepped.setValue(value)
            indices.append(stepped.stepIndex)
        }
        // 0…10 on whole steps, and 10.5 (the maximum, off the steps) its own index.
        #expect(Array(Set(indices)).sorted() == Array(0...11))
        stepped.setValue(10.2)
        #expect(stepped.value == 10 && stepped.stepIndex == 10)
        stepped.setValue(10.3)
        #expect(stepped.value == 10.5 && stepped.stepIndex == 11)
        var smooth = RotaryModel(configuration: Self.configuration(range: 1...2, accessibilityStep: 0.1))
        for (value, index) in [(1.0, 0), (1.0999, 0), (1.1, 1), (1.3, 3), (1.95, 9), (2, 10)] {
            smooth.setValue(value)
            #expect(smooth.stepIndex == index, "\(value)")
        }
    }

    @Test("The drawing: the track's screen angles, the path's clockwise flag opposite to the screen's, the pointer at the value")
    func drawing() {
        let configuration = KnobCorpus.configuration("Knob"), size = CGSize(width: 120, height: 90)
        let state = RotaryViewState(configuration: configuration, value: 0.5)
        let drawing = state.drawing(in: size), layout = state.layout(in: size)
        #expect(drawing.center == CGPoint(x: 60, y: 45) && drawing.radius == layout.radius)
        #expect(drawing.trackStartAngle == -11 * .pi / 8 && drawing.trackEndAngle == 3 * .pi / 8 && !drawing.pathClockwise)
        // 0.5 of −11/8π…3/8π is −π/2: straight up, the pointer from 45 − (45 − 6 − 1) to the top edge.
        #expect(abs(drawing.pointerEnd.x - 60) < 1e-9 && abs(drawing.pointerEnd.y) < 1e-9)
        #expect(abs(drawing.pointerStart.x - 60) < 1e-9 && abs(drawing.pointerStart.y - 7) < 1e-9)
        #expect(drawing.rotation == state.model.rotation(for: 0.5) && drawing.imageFrame == layout.imageFrame)
        // Images fit the 90 × 90 square centred in 120 × 90 keeping their aspect ratio, as scaleAspectFit shows them.
        #expect(drawing.imageFrame == CGRect(x: 15, y: 0, width: 90, height: 90))
        #expect(drawing.imageFrame(fitting: CGSize(width: 200, height: 100)) == CGRect(x: 15, y: 22.5, width: 90, height: 45))
        #expect(drawing.imageFrame(fitting: CGSize(width: 30, height: 60)) == CGRect(x: 37.5, y: 0, width: 45, height: 90))
        #expect(drawing.imageFrame(fitting: .zero) == drawing.imageFrame)
        // The turning image is drawn about the centre of rotation.
        #expect(drawing.turningImageFrame(fitting: CGSize(width: 10, height: 10)) == CGRect(x: -45, y: -45, width: 90, height: 90))
    }
}
