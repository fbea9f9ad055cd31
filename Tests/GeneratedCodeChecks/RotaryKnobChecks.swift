import Foundation

/// What only the generated `RotaryKnob.swift` adds to the kernel: `RotaryKnobModel()` starts from
/// the spec's configuration (docs/reference-controls.md#rotaryknob) and VoiceOver reads the spec's value template.
enum RotaryKnobChecks {
    /// Runs every check.
    static func run() {
        var model = RotaryKnobModel()
        Checks.expect(model.value == 0.5 && model.defaultValue == 0.5, "starts at the default 0.5")
        Checks.expectClose(model.screenAngle(for: 0.5), -.pi / 2, "0.5 points straight up")
        Checks.expectClose(model.rotation(for: 0.5), 0, "the knob image, drawn pointing up, is not turned at 0.5")
        Checks.expect(model.accessibilityValueText == "50 percent", "VoiceOver reads '\(model.accessibilityValueText)'")
        Checks.expect(model.increment() && model.accessibilityValueText == "60 percent", "VoiceOver's step is a tenth of the range")
        let frame = RotaryKnobGeometry(bounds: CGRect(x: 0, y: 0, width: 150, height: 150)).imageFrame
        Checks.expect(frame == CGRect(x: 0, y: 0, width: 150, height: 150), "the images fill a square knob")
    }
}
