import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The kernel with each corpus knob's configuration behaves as docs/reference-controls.md#knob and §4 say; the
/// expected numbers come from the formulas there (value → angle = start + (value − min) /
/// (max − min) · (end − start); radius = min(width, height) / 2 − max(pointerLength, lineWidth / 2);
/// the gap split at (2π + start − end) / 2 + end), not from the code.
@Suite struct KnobKernelTests {
    typealias K = KnobCorpus

    // MARK: - Knob (docs/reference-controls.md#knob)

    @Test func knobMapsValuesToAnglesFromMinus11PiOver8To3PiOver8() {
        var model = K.model("Knob")
        #expect(model.value == 0 && model.minimumValue == 0 && model.maximumValue == 1)
        #expect(abs(model.angle(for: 0) - -11 * .pi / 8) < 1e-12)
        #expect(abs(model.angle(for: 1) - 3 * .pi / 8) < 1e-12)
        #expect(abs(model.angle(for: 0.5) - -.pi / 2) < 1e-12, "0.5 points straight up")
        #expect(abs(model.value(forScreenAngle: -.pi / 2) - 0.5) < 1e-12)
        let changed = model.setValue(2)
        #expect(changed && model.value == 1, "setValue clamps to max")
        let changed2 = model.setValue(-1)
        #expect(changed2 && model.value == 0, "setValue clamps to min")
        let changed3 = model.setValue(-5)
        #expect(!changed3, "no change when the clamped value stays")
    }

    @Test("A track is a full turn when end − start is 2π, in any notation and to within rounding",
          arguments: [(-Double.pi, Double.pi, true), (0, 360 * Double.pi / 180, true), (-11 * Double.pi / 8, 5 * Double.pi / 8, true),
                      (-11 * Double.pi / 8, 3 * Double.pi / 8, false), (0, 2 * Double.pi - 1e-6, false)])
    func fullTurn(start: Double, end: Double, isFull: Bool) {
        let angles = RotaryAngles(startAngle: start, endAngle: end, zeroDirection: .up, isClockwise: true)
        #expect(angles.isFullTurn == isFull)
        let track = CircularTrack(value: RotaryValueRange(minimum: 0, maximum: 1), angles: angles, turns: 1)
        #expect(track.isFullCircle == isFull, "a circular slider's track follows the same rule")
    }

    @Test func knobSplitsTheGapStraightDown() {
        let model = K.model("Knob")
        // (2π − 11π/8 − 3π/8) / 2 + 3π/8 = π/2: straight down.
        #expect(abs(model.value(forScreenAngle: .pi / 2 - 0.01) - 1) < 1e-12, "just before the gap's midpoint goes to the end")
        #expect(abs(model.value(forScreenAngle: .pi / 2 + 0.01) - 0) < 1e-12, "just past it goes to the start")
        #expect(abs(model.value(forScreenAngle: 0) - 11.0 / 14.0) < 1e-12, "3 o'clock is 11π/8 of 14π/8")
        #expect(abs(model.value(forScreenAngle: 2 * .pi) - 11.0 / 14.0) < 1e-12, "angles wrap by whole turns")
    }

    @Test func knobFollowsAnAbsoluteTouch() {
        var model = K.model("Knob")
        let center = K.layout("Knob").center
        #expect(center == CGPoint(x: 60, y: 60))
        let began = model.beginTouch(at: CGPoint(x: 60, y: 0), around: center)
        #expect(began, "a touch at the top moves the value")
        #expect(abs(model.value - 0.5) < 1e-12)
        let moved = model.moveTouch(to: CGPoint(x: 120, y: 60), around: center)
        #expect(moved)
        #expect(abs(model.value - 11.0 / 14.0) < 1e-12)
    }

    @Test func knobLayoutAndKeyframesAt120By120() {
        let layout = K.layout("Knob"), model = K.model("Knob")
        #expect(layout.radius == 54, "60 − max(6, 2 / 2)")
        #expect(layout.pointerStart == CGPoint(x: 113, y: 60), "(width − 6 − 1, midY)")
        #expect(layout.pointerEnd == CGPoint(x: 120, y: 60), "(width, midY)")
        let tip = layout.pointerTip(atScreenAngle: -.pi / 2)
        #expect(abs(tip.x - 60) < 1e-9 && abs(tip.y) < 1e-9)
        let frames = model.rotationKeyframes(from: 0, to: 1)
        #expect(model.rotationKeyTimes == [0, 0.5, 1])
        #expect(frames.count == 3)
        #expect(abs(frames[0] - -11 * .pi / 8) < 1e-12 && abs(frames[1] - -.pi / 2) < 1e-12 && abs(frames[2] - 3 * .pi / 8) < 1e-12)
    }

    // MARK: - RotaryKnob (docs/reference-controls.md#rotaryknob)

    /// The point `degrees` clockwise from straight up, `distance` from the centre of a 150 × 150 knob.
    static func rotaryPoint(_ degrees: Double, distance: Double = 50) -> CGPoint {
        K.point(atDegrees: degrees - 90, distance: distance, around: CGPoint(x: 75, y: 75))
    }

    @Test func rotaryKnobTurnsPlus135DegreesFromStraightUp() {
        let model = K.model("RotaryKnob")
        #expect(model.value == 0.5 && model.defaultValue == 0.5)
        #expect(abs(model.screenAngle(for: 0.5) - -.pi / 2) < 1e-12)
        #expect(abs(model.screenAngle(for: 0) - (-.pi / 2 - 3 * .pi / 4)) < 1e-12)
        #expect(abs(model.rotation(for: 0.5)) < 1e-12, "the knob image is drawn pointing up, at track angle 0")
        #expect(abs(model.rotationKeyframes(from: 0, to: 1)[1]) < 1e-12, "the animation passes straight up")
    }

    @Test func rotaryKnobRotatesRelatively() {
        var model = K.model("RotaryKnob")
        let center = CGPoint(x: 75, y: 75)
        let began = model.beginTouch(at: Self.rotaryPoint(90), around: center)
        #expect(!began, "touching does not jump the value")
        let moved = model.moveTouch(to: Self.rotaryPoint(100), around: center)
        #expect(moved)
        #expect(abs(model.value - (0.5 + 10.0 / 270.0)) < 1e-12, "10° of a 270° track")
    }

    @Test func rotaryKnobIgnoresJumpsOver45DegreesAndTouchesWithin4Points() {
        let center = CGPoint(x: 75, y: 75)
        var model = K.model("RotaryKnob")
        model.beginTouch(at: Self.rotaryPoint(0), around: center)
        let moved = model.moveTouch(to: Self.rotaryPoint(46), around: center)
        #expect(!moved, "a 46° jump is ignored")
        #expect(model.value == 0.5)
        let moved2 = model.moveTouch(to: Self.rotaryPoint(44), around: center)
        #expect(moved2, "a 44° turn from the last followed touch is followed")
        #expect(abs(model.value - (0.5 + 44.0 / 270.0)) < 1e-12)
        var near = K.model("RotaryKnob")
        near.beginTouch(at: Self.rotaryPoint(0, distance: 3), around: center)
        let moved3 = near.moveTouch(to: Self.rotaryPoint(20, distance: 3), around: center)
        #expect(!moved3, "3 pt from the centre is ignored")
        var far = K.model("RotaryKnob")
        far.beginTouch(at: Self.rotaryPoint(0, distance: 5), around: center)
        let moved4 = far.moveTouch(to: Self.rotaryPoint(20, distance: 5), around: center)
        #expect(moved4, "5 pt from the centre is followed")
    }

    @Test func rotaryKnobDragsOneDegreePerPoint() {
        var model = K.model("RotaryKnob")
        let center = CGPoint(x: 75, y: 75)
        model.interactionStyle = .horizontalDrag
        model.beginTouch(at: CGPoint(x: 0, y: 0), around: center)
        let moved = model.moveTouch(to: CGPoint(x: 27, y: 0), around: center)
        #expect(moved)
        #expect(abs(model.value - 0.6) < 1e-12, "27 points = 27° = 0.1 of 270°")
        model.endTouch()
        model.interactionStyle = .verticalDrag
        model.pointsPerDegree = 2
        model.beginTouch(at: CGPoint(x: 0, y: 54), around: center)
        model.moveTouch(to: CGPoint(x: 0, y: 0), around: center)
        #expect(abs(model.value - 0.7) < 1e-12, "54 points up at 2 points per degree = 27° = 0.1")
    }

    // MARK: - Variants

    @Test func balanceCountsStepsOfFiveFromMinus50CounterClockwiseFromUp() {
        var model = K.model("Balance")
        let center = K.layout("Balance").center
        #expect(model.value == 0)
        // Track angle of 0: −150° + 0.5 · 300° = 0°, which is straight up.
        #expect(abs(model.screenAngle(for: 0) - -.pi / 2) < 1e-12)
        // Counter-clockwise: track angle 150° (value 50) is 150° left of up, screen −240°.
        #expect(abs(model.screenAngle(for: 50) - K.radians(-240)) < 1e-12)
        // A touch at 3 o'clock is track angle −90°: −50 + (−90 + 150) / 300 · 100 = −30.
        let began = model.beginTouch(at: CGPoint(x: 80, y: 40), around: center)
        #expect(began)
        #expect(model.value == -30)
        // 33° above 3 o'clock is track angle −57°: −50 + 93 / 300 · 100 = −19, snapped to −20.
        model.moveTouch(to: K.point(atDegrees: -33, distance: 30, around: center), around: center)
        #expect(model.value == -20)
        model.endTouch()
        let incremented = model.increment()
        #expect(incremented && model.value == -10, "VoiceOver's step is 10")
        let wasReset = model.reset()
        #expect(wasReset && model.value == 0, "a double tap returns to the default 0")
        let changed = model.setValue(47.4)
        #expect(changed && model.value == 45, "set values snap to the nearest step")
    }

    @Test func balanceSplitsItsGapStraightDown() {
        let model = K.model("Balance")
        // Gap midpoint: (360° − 150° − 150°) / 2 + 150° = 180° on the track: screen −90° − 180° = 90°, down.
        #expect(model.value(forScreenAngle: K.radians(89)) == -50, "just right of down is past the midpoint: the start")
        #expect(model.value(forScreenAngle: K.radians(91)) == 50, "just left of down is before it: the end")
    }

    @Test func wideKnobCentresItsTrackInTheBounds() {
        let layout = K.layout("WideKnob")
        #expect(layout.center == CGPoint(x: 100, y: 40))
        #expect(layout.radius == 34, "80 / 2 − max(6, 4 / 2)")
        #expect(layout.pointerStart == CGPoint(x: 132, y: 40), "centre + 40 − 6 − 4 / 2")
        #expect(layout.pointerEnd == CGPoint(x: 140, y: 40), "centre + 40")
        let model = K.model("WideKnob")
        // 2.5 of 0…10 is track angle −135° + 0.25 · 270° = −67.5°; from up, clockwise: screen −157.5°.
        #expect(abs(model.screenAngle(for: 2.5) - K.radians(-157.5)) < 1e-12)
    }

    @Test func wideKnobRotatesRelativelyOutsideTenPoints() {
        var model = K.model("WideKnob")
        let center = K.layout("WideKnob").center
        model.beginTouch(at: K.point(atDegrees: 0, distance: 30, around: center), around: center)
        let moved = model.moveTouch(to: K.point(atDegrees: 27, distance: 30, around: center), around: center)
        #expect(moved)
        #expect(abs(model.value - (2.5 + 27.0 / 270.0 * 10)) < 1e-12, "27° of 270° is 1")
        let moved2 = model.moveTouch(to: K.point(atDegrees: 58, distance: 30, around: center), around: center)
        #expect(!moved2, "a 31° jump is ignored")
        let moved3 = model.moveTouch(to: K.point(atDegrees: 40, distance: 9, around: center), around: center)
        #expect(!moved3, "9 pt from the centre is ignored")
    }

    @Test func trimKnobDragsUpTwoPointsPerDegreeInQuarterSteps() {
        var model = K.model("TrimKnob")
        #expect(model.value == 1 && model.defaultValue == 2 && !model.configuration.isContinuous)
        model.beginTouch(at: CGPoint(x: 32, y: 50), around: CGPoint(x: 32, y: 32))
        // 54 points up: 27° of 270° is 0.4, snapped to 1.5 (1.4 lies nearer 1.5 than 1.25).
        let moved = model.moveTouch(to: CGPoint(x: 32, y: -4), around: CGPoint(x: 32, y: 32))
        #expect(moved)
        #expect(model.value == 1.5)
        model.endTouch()
        let wasReset = model.reset()
        #expect(wasReset && model.value == 2)
        // Zero down, clockwise: track angle 0 (value 0) is straight down; 4 is 270° clockwise, at 3 o'clock.
        #expect(abs(model.screenAngle(for: 0) - .pi / 2) < 1e-12)
        #expect(abs(model.screenAngle(for: 4) - K.radians(360)) < 1e-12)
    }

    @Test func headingWrapsAFullTurnInFifteenDegreeSteps() {
        var model = K.model("Heading")
        let center = K.layout("Heading").center
        #expect(model.value == 90)
        // Zero left, clockwise: 90 is 90° clockwise from 9 o'clock, straight up; the needle image,
        // drawn pointing left, turns by 90°.
        #expect(abs(model.screenAngle(for: 90) - K.radians(270)) < 1e-12)
        #expect(abs(model.rotation(for: 90) - .pi / 2) < 1e-12)
        let changed = model.setValue(345)
        #expect(changed)
        model.beginTouch(at: K.point(atDegrees: 0, distance: 40, around: center), around: center)
        for degrees in stride(from: 5.0, through: 30, by: 5) {
            model.moveTouch(to: K.point(atDegrees: degrees, distance: 40, around: center), around: center)
        }
        #expect(model.value == 15, "345 + 30 wraps past 360 to 15")
        model.endTouch()
        let incremented = model.increment()
        #expect(incremented && model.value == 60, "VoiceOver's step is 45")
        #expect(K.layout("Heading").imageFrame == CGRect(x: 0, y: 0, width: 96, height: 96))
    }

    @Test func tallKnobDragsSidewaysHalfAPointPerDegree() {
        var model = K.model("TallKnob")
        let layout = K.layout("TallKnob")
        #expect(layout.center == CGPoint(x: 30, y: 50))
        #expect(layout.radius == 20, "60 / 2 − max(10, 2 / 2)")
        #expect(layout.pointerStart == CGPoint(x: 49, y: 50) && layout.pointerEnd == CGPoint(x: 60, y: 50))
        #expect(model.value == 1.5)
        model.beginTouch(at: CGPoint(x: 10, y: 10), around: layout.center)
        // 27 points right at 0.5 points per degree: 54° of 270° (1.75π − 0.25π) is 0.2 of the range 1…2.
        let moved = model.moveTouch(to: CGPoint(x: 37, y: 10), around: layout.center)
        #expect(moved)
        #expect(abs(model.value - 1.7) < 1e-12)
        // Zero right, counter-clockwise: value 1 is track angle π/4, screen −π/4.
        #expect(abs(model.screenAngle(for: 1) - -.pi / 4) < 1e-12)
    }

    @Test(arguments: ["Balance", "WideKnob", "TrimKnob", "Heading", "TallKnob"])
    func variantsArePartOfTheCorpus(name: String) {
        #expect(KnobCorpus.specs[name] != nil, "\(name) is a knob variant in Tests/VariantSpecs/knob")
    }
}
