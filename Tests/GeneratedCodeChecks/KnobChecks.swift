import Foundation

/// Behaviour of the generated `Knob` portable code, with numbers from CONTROLS.md §1.
enum KnobChecks {
    /// Runs every check.
    static func run() {
        valueAndAngles()
        gapMidpoint()
        absoluteTouches()
        keyframesAndGeometry()
    }

    /// value → angle = start + (value − min)/(max − min) · (end − start), with start −11π/8, end 3π/8.
    static func valueAndAngles() {
        var model = KnobModel()
        Checks.expect(model.value == 0 && model.minimumValue == 0 && model.maximumValue == 1, "Knob starts at 0 in 0...1")
        Checks.expectClose(model.angle(for: 0), -11 * .pi / 8, "angle of min")
        Checks.expectClose(model.angle(for: 1), 3 * .pi / 8, "angle of max")
        Checks.expectClose(model.angle(for: 0.5), -.pi / 2, "value 0.5 points straight up")
        Checks.expectClose(model.value(forScreenAngle: -.pi / 2), 0.5, "straight up is 0.5")
        Checks.expect(model.setValue(2) && model.value == 1, "setValue clamps to max")
        Checks.expect(model.setValue(-1) && model.value == 0, "setValue clamps to min")
        Checks.expect(!model.setValue(-5), "no change is reported when the clamped value stays")
    }

    /// The gap between end and start splits at (2π + start − end)/2 + end = π/2 (straight down).
    static func gapMidpoint() {
        let model = KnobModel()
        Checks.expectClose(model.value(forScreenAngle: .pi / 2 - 0.01), 1, "just before the gap's midpoint goes to the end")
        Checks.expectClose(model.value(forScreenAngle: .pi / 2 + 0.01), 0, "just past the gap's midpoint goes to the start")
        Checks.expectClose(model.value(forScreenAngle: 0), 11.0 / 14.0, "3 o'clock is 11/14 of the way")
        Checks.expectClose(model.value(forScreenAngle: 2 * .pi), 11.0 / 14.0, "angles wrap by whole turns")
    }

    /// An absolute rotation jumps to the finger; a touch at the top of a 120 × 120 knob is 0.5.
    static func absoluteTouches() {
        var model = KnobModel()
        let center = CGPoint(x: 60, y: 60)
        Checks.expect(model.track(from: center, to: CGPoint(x: 60, y: 0), around: center), "a touch at the top moves the value")
        Checks.expectClose(model.value, 0.5, "the top is 0.5")
        Checks.expectClose(KnobModel.touchAngle(of: CGPoint(x: 60, y: 120), around: center), .pi / 2, "atan2(y − midY, x − midX)")
        Checks.expect(model.accessibilityValueText == "50 percent", "VoiceOver reads '\(model.accessibilityValueText)'")
    }

    /// Animated changes pass through the midpoint; the geometry follows the spec's 120 × 120 size.
    static func keyframesAndGeometry() {
        let model = KnobModel()
        let frames = model.rotationKeyframes(from: 0, to: 1)
        Checks.expect(frames.count == 3 && KnobModel.rotationKeyTimes == [0, 0.5, 1], "three keyframes at 0, 0.5, 1")
        Checks.expectClose(frames[0], -11 * .pi / 8, "first keyframe is the old angle")
        Checks.expectClose(frames[1], -.pi / 2, "second keyframe is the midpoint, over the top")
        Checks.expectClose(frames[2], 3 * .pi / 8, "third keyframe is the new angle")
        let geometry = KnobGeometry(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
        Checks.expectClose(Double(geometry.radius), 54, "radius = 60 − max(6, 1)")
        Checks.expect(geometry.pointerStart == CGPoint(x: 113, y: 60), "pointer starts at (width − 6 − 1, midY)")
        Checks.expect(geometry.pointerEnd == CGPoint(x: 120, y: 60), "pointer ends at (width, midY)")
        let tip = geometry.pointerTip(atScreenAngle: -.pi / 2)
        Checks.expectClose(Double(tip.x), 60, tolerance: 1e-9, "pointer tip x at the top")
        Checks.expectClose(Double(tip.y), 0, tolerance: 1e-9, "pointer tip y at the top")
    }
}
