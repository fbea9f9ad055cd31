import Foundation

/// What only the generated `Knob.swift` adds to the kernel (the kernel's behaviour is tested
/// in-process in `KnobKernelTests`): `KnobModel()` and `KnobGeometry(bounds:)` start from the
/// spec's configuration, and VoiceOver reads the spec's value template. Numbers from docs/reference-controls.md#knob.
enum KnobChecks {
    /// Runs every check.
    static func run() {
        var model = KnobModel()
        Checks.expect(model.value == 0 && model.minimumValue == 0 && model.maximumValue == 1, "Knob starts at 0 in 0...1")
        Checks.expectClose(model.angle(for: 0.5), -.pi / 2, "value 0.5 points straight up: −11π/8 + 0.5 · 14π/8")
        let center = CGPoint(x: 60, y: 60)
        Checks.expect(model.beginTouch(at: CGPoint(x: 60, y: 0), around: center), "an absolute touch at the top moves the value")
        Checks.expectClose(model.value, 0.5, "the top is 0.5")
        Checks.expect(model.accessibilityValueText == "50 percent", "VoiceOver reads '\(model.accessibilityValueText)'")
        let geometry = KnobGeometry(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
        Checks.expectClose(Double(geometry.radius), 54, "radius = 60 − max(6, 2 / 2)")
        Checks.expect(geometry.pointerStart == CGPoint(x: 113, y: 60), "pointer starts at (width − 6 − 1, midY)")
        Checks.expect(KnobKernel.configuration.setValueAnimation.throughMidpoint, "setValue passes the midpoint")
    }
}
