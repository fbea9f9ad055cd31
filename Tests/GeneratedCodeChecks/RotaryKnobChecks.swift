import Foundation

/// Behaviour of the generated `RotaryKnob` portable code, with numbers from CONTROLS.md §4.
enum RotaryKnobChecks {
    /// Runs every check.
    static func run() {
        anglesFromStraightUp()
        relativeRotation()
        guards()
        drags()
    }

    static let center = CGPoint(x: 75, y: 75)

    /// The point at `degrees` clockwise from straight up, `radius` from the centre.
    static func point(atDegreesFromUp degrees: Double, radius: Double = 50) -> CGPoint {
        let screen = (degrees - 90) * .pi / 180
        return CGPoint(x: 75 + radius * cos(screen), y: 75 + radius * sin(screen))
    }

    /// Value 0…1 over ±135° with 0° straight up; the default 0.5 points up.
    static func anglesFromStraightUp() {
        let model = RotaryKnobModel()
        Checks.expect(model.value == 0.5 && model.defaultValue == 0.5, "starts at the default 0.5")
        Checks.expectClose(model.screenAngle(forTrackAngle: model.angle(for: 0.5)), -.pi / 2, "0.5 points straight up")
        Checks.expectClose(model.screenAngle(forTrackAngle: model.angle(for: 0)), -.pi / 2 - 3 * .pi / 4, "min is 135° left of up")
        let frames = model.rotationKeyframes(from: 0, to: 1)
        Checks.expectClose(frames[1], -.pi / 2, "the animation passes straight up")
    }

    /// Dragging is relative: the value changes by the change of touch angle, never jumps to the finger.
    static func relativeRotation() {
        var model = RotaryKnobModel()
        Checks.expect(!model.track(from: point(atDegreesFromUp: 90), to: point(atDegreesFromUp: 90), around: center), "touching does not jump the value")
        Checks.expect(model.track(from: point(atDegreesFromUp: 90), to: point(atDegreesFromUp: 100), around: center), "turning 10° moves the value")
        Checks.expectClose(model.value, 0.5 + 10.0 / 270.0, "10° of a 270° track")
    }

    /// A change of more than 45° between two moves is ignored, and so is a touch nearer than 4 pt.
    static func guards() {
        var model = RotaryKnobModel()
        Checks.expect(!model.track(from: point(atDegreesFromUp: 0), to: point(atDegreesFromUp: 46), around: center), "a 46° jump is ignored")
        Checks.expect(model.value == 0.5, "the value stays after a jump")
        Checks.expect(model.track(from: point(atDegreesFromUp: 0), to: point(atDegreesFromUp: 44), around: center), "a 44° turn is followed")
        var near = RotaryKnobModel()
        Checks.expect(!near.track(from: point(atDegreesFromUp: 0, radius: 3), to: point(atDegreesFromUp: 20, radius: 3), around: center), "a touch 3 pt from the centre is ignored")
        Checks.expect(near.track(from: point(atDegreesFromUp: 0, radius: 5), to: point(atDegreesFromUp: 20, radius: 5), around: center), "a touch 5 pt from the centre is followed")
    }

    /// Sliding styles turn one degree per point by default.
    static func drags() {
        var model = RotaryKnobModel()
        model.interactionStyle = .horizontalDrag
        Checks.expect(model.track(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 27, y: 0), around: center), "dragging right turns up")
        Checks.expectClose(model.value, 0.6, "27 points = 27° = 0.1")
        model.interactionStyle = .verticalDrag
        model.pointsPerDegree = 2
        model.track(from: CGPoint(x: 0, y: 54), to: CGPoint(x: 0, y: 0), around: center)
        Checks.expectClose(model.value, 0.7, "54 points up at 2 points per degree = 27° = 0.1")
    }
}
