import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The knob at its edges: slow stepped movements, ignored touches, non-square bounds, steps and
/// VoiceOver, and the whole-turn easing of an animated change.
@Suite struct KnobEdgeTests {
    typealias K = KnobCorpus

    // MARK: - Stepped values under relative movement

    @Test func aSteppedDragKnobTurnedOnePointAtATimeReachesTheNextStep() {
        var model = K.model("TrimKnob")
        let center = CGPoint(x: 32, y: 32)
        model.beginTouch(at: CGPoint(x: 32, y: 60), around: center)
        // One point up is half a degree, 4 / 540 of a value; the next step (1.25) is nearer than 1
        // once the unsnapped value passes 1.125: after 17 points (1 + 17 · 4 / 540 = 1.126).
        for point in 1...16 {
            model.moveTouch(to: CGPoint(x: 32, y: 60 - Double(point)), around: center)
        }
        #expect(model.value == 1, "16 points (1.1185) still show 1")
        let moved = model.moveTouch(to: CGPoint(x: 32, y: 43), around: center)
        #expect(moved, "the 17th point moves the value")
        #expect(model.value == 1.25)
    }

    @Test func aSteppedRelativeRotationTurnedOneDegreeAtATimeReachesTheNextStep() {
        var model = K.model("Heading")
        let center = K.layout("Heading").center
        model.beginTouch(at: K.point(atDegrees: 0, distance: 40, around: center), around: center)
        // Steps of 15°: the unsnapped value passes 97.5 (nearer 105 than 90) after 8 degrees.
        for degrees in 1...7 {
            model.moveTouch(to: K.point(atDegrees: Double(degrees), distance: 40, around: center), around: center)
        }
        #expect(model.value == 90)
        let moved = model.moveTouch(to: K.point(atDegrees: 8, distance: 40, around: center), around: center)
        #expect(moved)
        #expect(model.value == 105)
    }

    @Test func aNewTouchStartsFromTheShownValue() {
        var model = K.model("TrimKnob")
        let center = CGPoint(x: 32, y: 32)
        model.beginTouch(at: CGPoint(x: 32, y: 60), around: center)
        model.moveTouch(to: CGPoint(x: 32, y: 50), around: center)
        #expect(model.value == 1, "10 points (1.074) show 1")
        model.endTouch()
        model.beginTouch(at: CGPoint(x: 32, y: 60), around: center)
        model.moveTouch(to: CGPoint(x: 32, y: 50), around: center)
        #expect(model.value == 1, "the next touch starts again from 1, not from 1.074")
    }

    // MARK: - Ignored touches

    @Test func aTouchInTheDeadZoneIsNotTheReferenceOfTheNextMove() {
        var model = K.model("RotaryKnob")
        let center = CGPoint(x: 75, y: 75)
        model.beginTouch(at: KnobKernelTests.rotaryPoint(0), around: center)
        let moved = model.moveTouch(to: KnobKernelTests.rotaryPoint(90, distance: 2), around: center)
        #expect(!moved, "2 pt from the centre is ignored")
        // Measured from the last followed touch (0°), 10° on is 10°; measured from the ignored
        // touch's angle (90°) it would be −80°, or a jump.
        let moved2 = model.moveTouch(to: KnobKernelTests.rotaryPoint(10), around: center)
        #expect(moved2)
        #expect(abs(model.value - (0.5 + 10.0 / 270.0)) < 1e-12)
    }

    @Test func anIgnoredJumpIsNotTheReferenceOfTheNextMove() {
        var model = K.model("RotaryKnob")
        let center = CGPoint(x: 75, y: 75)
        model.beginTouch(at: KnobKernelTests.rotaryPoint(0), around: center)
        let moved = model.moveTouch(to: KnobKernelTests.rotaryPoint(170), around: center)
        #expect(!moved, "a 170° jump is ignored")
        let moved2 = model.moveTouch(to: KnobKernelTests.rotaryPoint(175), around: center)
        #expect(!moved2, "still 175° from the last followed touch")
        let moved3 = model.moveTouch(to: KnobKernelTests.rotaryPoint(20), around: center)
        #expect(moved3, "20° from the last followed touch is followed")
        #expect(abs(model.value - (0.5 + 20.0 / 270.0)) < 1e-12)
    }

    @Test func aTouchThatBeginsInTheDeadZoneSetsTheReferenceWhenItLeaves() {
        var model = K.model("RotaryKnob")
        let center = CGPoint(x: 75, y: 75)
        let began = model.beginTouch(at: center, around: center)
        #expect(!began, "a touch on the centre does not move the value")
        let moved = model.moveTouch(to: KnobKernelTests.rotaryPoint(60), around: center)
        #expect(!moved, "the first touch outside only sets the reference")
        #expect(model.value == 0.5)
        let moved2 = model.moveTouch(to: KnobKernelTests.rotaryPoint(70), around: center)
        #expect(moved2)
        #expect(abs(model.value - (0.5 + 10.0 / 270.0)) < 1e-12)
    }

    // MARK: - Non-square bounds

    @Test(arguments: [CGSize(width: 120, height: 120), CGSize(width: 200, height: 80), CGSize(width: 60, height: 100), CGSize(width: 44, height: 300)])
    func thePointerTrackAndImagesStayInsideTheBoundsAndOnTheTrack(size: CGSize) {
        let bounds = CGRect(origin: .zero, size: size)
        let shapes = RotaryLayout(bounds: bounds, drawing: RotaryDrawing(turnsImage: false, trackWidth: 4, pointerLength: 6, pointerWidth: 2))
        let outer = min(size.width, size.height) / 2
        #expect(shapes.center == CGPoint(x: size.width / 2, y: size.height / 2))
        for degrees in stride(from: 0.0, to: 360, by: 15) {
            let angle = K.radians(degrees)
            for reach in [Double(shapes.pointerStart.x - shapes.center.x), Double(shapes.pointerEnd.x - shapes.center.x)] {
                let p = shapes.point(atScreenAngle: angle, distance: reach)
                #expect(bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(p), "pointer end \(p) at \(degrees)° is inside \(size)")
            }
            let trackOuter = shapes.point(atScreenAngle: angle, distance: Double(shapes.radius) + 2)
            #expect(bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(trackOuter), "the track's stroke at \(degrees)° is inside \(size)")
        }
        #expect(shapes.pointerStart.y == shapes.center.y && shapes.pointerEnd.y == shapes.center.y, "the pointer is drawn through the centre")
        #expect(shapes.pointerStart.x - shapes.center.x <= shapes.radius - 2 + 1e-9, "the pointer starts on the track's inner edge")
        #expect(shapes.pointerEnd.x - shapes.center.x == outer)
        let image = RotaryLayout(bounds: bounds, drawing: RotaryDrawing(turnsImage: true, trackWidth: 0, pointerLength: 0, pointerWidth: 0)).imageFrame
        #expect(image.width == 2 * outer && image.height == 2 * outer && image.midX == shapes.center.x && image.midY == shapes.center.y)
        #expect(bounds.contains(image), "the image square \(image) is inside \(size)")
    }

    // MARK: - Steps and VoiceOver

    @Test func voiceOverMovesAStepWhenItsStepWouldRoundBack() {
        var configuration = K.configuration("TrimKnob")
        configuration.accessibilityStep = 0.1
        var model = RotaryModel(configuration: configuration)
        let incremented = model.increment()
        #expect(incremented && model.value == 1.25, "0.1 rounds back to 1; the increment moves one step")
        let decremented = model.decrement()
        #expect(decremented && model.value == 1)
        let changed = model.setValue(4)
        let incremented2 = model.increment()
        #expect(changed && !incremented2, "at a stopping end there is nowhere to go")
    }

    @Test func theMaximumIsReachableWhenTheRangeIsNotAWholeNumberOfSteps() {
        let range = RotaryValueRange(minimum: 0, maximum: 1, step: 0.3, wraps: false)
        #expect(range.clamped(0.96) == 1, "1 is nearer than 0.9")
        #expect(abs(range.clamped(0.94) - 0.9) < 1e-12)
        #expect(range.adjusted(0.9, by: 0.3) == 1, "the last step is shorter")
        #expect(range.clamped(-3) == 0 && abs(range.clamped(0.44) - 0.3) < 1e-12)
    }

    // MARK: - Animation

    @Test func anAnimatedChangeThroughTheMidpointNeverStopsHalfway() {
        let model = K.model("Knob")
        let animation = model.setValueAnimation
        let start = model.rotation(for: 0), end = model.rotation(for: 1)
        let speed = (animation.angle(atFraction: 0.501, from: start, to: end) - animation.angle(atFraction: 0.499, from: start, to: end)) / 0.002
        // easeInEaseOut over the whole turn is fastest halfway: its slope at 0.5 is 1.5 or more.
        #expect(speed / (end - start) > 1.5, "the pointer moves at \(speed / (end - start)) turns per duration at the midpoint")
        for fraction in stride(from: 0.05, through: 0.95, by: 0.05) {
            let expected = start + TimingCurve.easeInEaseOut.progress(fraction) * (end - start)
            #expect(abs(animation.angle(atFraction: fraction, from: start, to: end) - expected) < 1e-12, "one easing over the whole turn at \(fraction)")
        }
    }

    @Test func aHeldAnimationShowsTheOldAngleUntilItEnds() {
        let model = K.model("TrimKnob")
        let animation = model.setValueAnimation
        #expect(animation.isDiscrete && model.rotationKeyframes(from: 0, to: 4).count == 1 && model.rotationKeyTimes == [0, 1])
        #expect(animation.angle(atFraction: 0.99, from: 1, to: 2) == 1)
        #expect(animation.angle(atFraction: 1, from: 1, to: 2) == 2)
    }

    @Test func directKeyframesGoStraightFromTheOldToTheNewAngle() {
        let model = K.model("TallKnob")
        #expect(model.rotationKeyTimes == [0, 1])
        #expect(abs(model.setValueAnimation.angle(atFraction: 0.25, from: 0, to: 2) - 0.5) < 1e-9, "linear")
    }
}
