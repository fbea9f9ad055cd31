import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A toggle's touch rule (`ToggleTouch`), as `UISwitch` behaves: a tap toggles; a drag moves the
/// thumb by f = clamp(f₀ + d / travel, 0, 1) and, at release, f > ½ is on, f < ½ off, f = ½
/// keeps the value the touch began with, wherever the finger lifts. `PillToggle` travels 20 pt
/// with a 4 pt drag threshold.
@Suite("Toggle touches")
struct ToggleTouchTests {
    /// Starts a touch at `start` on a fresh `PillToggle` (off), or on one set on first.
    func pill(on: Bool = false, at start: CGPoint = CGPoint(x: 30, y: 22), direction: PartLayoutDirection = .leftToRight) -> ToggleModel {
        var model = ToggleFixture("PillToggle").model
        _ = model.setOn(on)
        let result1 = model.beginTouch(at: start, direction: direction)
        #expect(result1)
        return model
    }

    /// A tap (movement within the threshold: √(2² + 1²) ≈ 2.24 and exactly 4 pt) turns the
    /// toggle over, both ways, and reports a change.
    @Test func tapToggles() {
        var model = pill()
        let result2 = model.endTouch(at: CGPoint(x: 32, y: 23))
        #expect(result2 == ToggleRelease(isOn: true, changed: true, wasDrag: false))
        #expect(model.isOn)
        let result3 = model.beginTouch(at: CGPoint(x: 30, y: 22), direction: .leftToRight)
        #expect(result3)
        let result4 = model.endTouch(at: CGPoint(x: 34, y: 22))
        #expect(result4 == ToggleRelease(isOn: false, changed: true, wasDrag: false))
    }

    /// Moving 8 pt is a drag: f = 8 / 20 = 0.4, released off (unchanged: no `.valueChanged`).
    @Test func dragShortOfHalfStaysOff() {
        var model = pill()
        let result5 = model.moveTouch(to: CGPoint(x: 38, y: 22))
        #expect(result5 == 0.4)
        #expect(model.thumbFraction == 0.4)
        let result6 = model.endTouch(at: CGPoint(x: 38, y: 22))
        #expect(result6 == ToggleRelease(isOn: false, changed: false, wasDrag: true))
    }

    /// Exactly half (10 pt) keeps the starting value, from off and from on; 11 pt (0.55) turns
    /// it on, −11 pt from on (0.45) turns it off.
    @Test func tieAtHalfKeepsTheStartingValue() {
        var fromOff = pill()
        let result7 = fromOff.endTouch(at: CGPoint(x: 40, y: 22))
        #expect(result7 == ToggleRelease(isOn: false, changed: false, wasDrag: true))
        var fromOn = pill(on: true)
        let result8 = fromOn.endTouch(at: CGPoint(x: 20, y: 22))
        #expect(result8 == ToggleRelease(isOn: true, changed: false, wasDrag: true))
        var past = pill()
        let result9 = past.moveTouch(to: CGPoint(x: 41, y: 22))
        #expect(result9 == 0.55)
        let result10 = past.endTouch(at: CGPoint(x: 41, y: 22))
        #expect(result10 == ToggleRelease(isOn: true, changed: true, wasDrag: true))
        var back = pill(on: true)
        let result11 = back.endTouch(at: CGPoint(x: 19, y: 22))
        #expect(result11 == ToggleRelease(isOn: false, changed: true, wasDrag: true))
    }

    /// While dragging, the toggle shows the look of the side the thumb is on (`showsOn`), as
    /// `UISwitch` does: off at 8 pt (0.4), on at 11 pt (0.55), off again at exactly half from
    /// off, on at exactly half from on; a tap shows the value until it ends, and after a release
    /// the look is the value's.
    @Test func theLookFollowsTheSideWhileDragging() {
        var model = pill()
        _ = model.moveTouch(to: CGPoint(x: 38, y: 22))
        #expect(model.showsOn == false)
        _ = model.moveTouch(to: CGPoint(x: 41, y: 22))
        #expect(model.showsOn == true && model.isOn == false)
        _ = model.moveTouch(to: CGPoint(x: 40, y: 22))
        #expect(model.showsOn == false)
        _ = model.endTouch(at: CGPoint(x: 45, y: 22))
        #expect(model.isOn && model.showsOn)
        var fromOn = pill(on: true)
        _ = fromOn.moveTouch(to: CGPoint(x: 20, y: 22))
        #expect(fromOn.showsOn == true)
        _ = fromOn.moveTouch(to: CGPoint(x: 19, y: 22))
        #expect(fromOn.showsOn == false)
        var tap = pill()
        _ = tap.moveTouch(to: CGPoint(x: 33, y: 22))
        #expect(tap.showsOn == false)
        _ = tap.cancelTouch()
        #expect(tap.showsOn == false && tap.isOn == false)
    }

    /// Released far outside the control, a drag is still decided by position: 270 pt to the
    /// right clamps f to 1, on; 500 pt to the left, 0, off.
    @Test func dragEndingOutsideIsDecidedByPosition() {
        var right = pill()
        let result12 = right.endTouch(at: CGPoint(x: 300, y: 500))
        #expect(result12 == ToggleRelease(isOn: true, changed: true, wasDrag: true))
        var left = pill(on: true)
        let result13 = left.moveTouch(to: CGPoint(x: -470, y: -300))
        #expect(result13 == 0)
        let result14 = left.endTouch(at: CGPoint(x: -470, y: -300))
        #expect(result14 == ToggleRelease(isOn: false, changed: true, wasDrag: true))
    }

    /// Once a drag, always a drag: back to 1 pt from the start is f = 0.05, released off with
    /// no change (a tap there would have turned it on).
    @Test func aDragStaysADrag() {
        var model = pill()
        let result15 = model.moveTouch(to: CGPoint(x: 60, y: 22))
        #expect(result15 == 1)
        let result16 = model.moveTouch(to: CGPoint(x: 31, y: 22))
        #expect(result16 == 0.05)
        let result17 = model.endTouch(at: CGPoint(x: 31, y: 22))
        #expect(result17 == ToggleRelease(isOn: false, changed: false, wasDrag: true))
    }

    /// Right to left, on is to the left: −10 pt is f = 0.5 (tie), −12 pt is 0.6 (on).
    @Test func rightToLeftDrags() {
        var tie = pill(direction: .rightToLeft)
        let result18 = tie.moveTouch(to: CGPoint(x: 20, y: 22))
        #expect(result18 == 0.5)
        let result19 = tie.endTouch(at: CGPoint(x: 20, y: 22))
        #expect(result19?.isOn == false)
        var on = pill(direction: .rightToLeft)
        let result20 = on.endTouch(at: CGPoint(x: 18, y: 22))
        #expect(result20 == ToggleRelease(isOn: true, changed: true, wasDrag: true))
    }

    /// Vertical (travel 44, starting on): 22 pt down is f = 1 − 22 / 44 = 0.5, kept on; 23 pt
    /// down is 0.477…, off. Its threshold is 6 pt: 5 pt down is a tap, which turns it off.
    @Test func verticalDrags() {
        var model = ToggleFixture("VerticalLightSwitch").model
        let result21 = model.beginTouch(at: CGPoint(x: 22, y: 30), direction: .leftToRight)
        #expect(result21)
        let result22 = model.moveTouch(to: CGPoint(x: 22, y: 52))
        #expect(result22 == 0.5)
        let result23 = model.endTouch(at: CGPoint(x: 22, y: 52))
        #expect(result23 == ToggleRelease(isOn: true, changed: false, wasDrag: true))
        let result24 = model.beginTouch(at: CGPoint(x: 22, y: 30), direction: .leftToRight)
        #expect(result24)
        let result25 = model.moveTouch(to: CGPoint(x: 22, y: 53))
        #expect(result25 == 1 - 23.0 / 44)
        let result26 = model.endTouch(at: CGPoint(x: 22, y: 53))
        #expect(result26 == ToggleRelease(isOn: false, changed: true, wasDrag: true))
        let result27 = model.beginTouch(at: CGPoint(x: 22, y: 30), direction: .leftToRight)
        #expect(result27)
        let result28 = model.endTouch(at: CGPoint(x: 22, y: 35))
        #expect(result28 == ToggleRelease(isOn: true, changed: true, wasDrag: false))
    }

    /// A threshold of 0: a touch that does not move is a tap; 1 pt is a drag (f = 1 / 32, off,
    /// unchanged). `DiscreteStepToggle` travels 64 − 24 − 2 × 4 = 32.
    @Test func zeroThreshold() {
        var model = ToggleFixture("DiscreteStepToggle").model
        #expect(model.configuration.travel == 32)
        let result29 = model.beginTouch(at: CGPoint(x: 20, y: 22), direction: .leftToRight)
        #expect(result29)
        let result30 = model.endTouch(at: CGPoint(x: 20, y: 22))
        #expect(result30 == ToggleRelease(isOn: true, changed: true, wasDrag: false))
        let result31 = model.beginTouch(at: CGPoint(x: 20, y: 22), direction: .leftToRight)
        #expect(result31)
        let result32 = model.moveTouch(to: CGPoint(x: 19, y: 22))
        #expect(result32 == 1 - 1.0 / 32)
        let result33 = model.endTouch(at: CGPoint(x: 19, y: 22))
        #expect(result33 == ToggleRelease(isOn: true, changed: false, wasDrag: true))
    }

    /// A cancelled touch changes nothing; a second touch is refused while one is tracked; without
    /// a touch, ending reports nothing.
    @Test func cancelAndRefusal() {
        var model = pill()
        _ = model.moveTouch(to: CGPoint(x: 50, y: 22))
        let result34 = model.beginTouch(at: CGPoint(x: 10, y: 10), direction: .leftToRight)
        #expect(!result34)
        let result35 = model.cancelTouch()
        #expect(result35)
        #expect(!model.isOn && model.thumbFraction == 0)
        let result36 = model.cancelTouch()
        #expect(!result36)
        let result37 = model.endTouch(at: .zero)
        #expect(result37 == nil)
    }

    /// `setOn` reports a change only when the value changes; `activate` (VoiceOver's double tap)
    /// always turns it over; VoiceOver reads "1" and "0" as `UISwitch` does.
    @Test func setOnActivateAndAccessibilityValue() {
        var model = ToggleFixture("PillToggle").model
        #expect(model.accessibilityValue == "0")
        let result38 = model.setOn(false)
        #expect(!result38)
        let result39 = model.setOn(true)
        #expect(result39)
        let result40 = model.setOn(true)
        #expect(!result40)
        #expect(model.accessibilityValue == "1")
        let result41 = model.activate()
        #expect(result41)
        #expect(!model.isOn && model.accessibilityValue == "0")
        let result42 = model.activate()
        #expect(result42)
        #expect(model.isOn)
    }
}
