// Prints the geometry the generated portable code computes at each spec's preview size, one
// `key value` line per number, for GeometryParityTests to compare with the library's Geometry and
// the SVG previews. Compiled on Linux with the Swift generated from Specs/ (see
// GeneratedCodeHarness.geometryParityRun); not part of any SwiftPM target.
import Foundation

func emit(_ key: String, _ value: Double) { print("\(key) \(value)") }
func emit(_ key: String, _ rect: CGRect) {
    emit("\(key).x", Double(rect.minX)); emit("\(key).y", Double(rect.minY))
    emit("\(key).width", Double(rect.width)); emit("\(key).height", Double(rect.height))
}

let knobModel = KnobModel()
let knob = KnobGeometry(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
emit("Knob.center.x", Double(knob.center.x)); emit("Knob.center.y", Double(knob.center.y))
emit("Knob.radius", Double(knob.radius))
emit("Knob.pointerStart.x", Double(knob.pointerStart.x)); emit("Knob.pointerStart.y", Double(knob.pointerStart.y))
emit("Knob.pointerEnd.x", Double(knob.pointerEnd.x))
for (name, value) in [("min", 0.0), ("max", 1.0)] {
    emit("Knob.screenAngle.\(name)", knobModel.screenAngle(forTrackAngle: knobModel.angle(for: value)))
}
for (i, angle) in knobModel.rotationKeyframes(from: 0, to: 1).enumerated() { emit("Knob.keyframe.\(i)", angle) }

let rotary = RotaryKnobModel()
for (name, value) in [("min", 0.0), ("initial", 0.5), ("max", 1.0)] {
    emit("RotaryKnob.screenAngle.\(name)", rotary.screenAngle(forTrackAngle: rotary.angle(for: value)))
}
emit("RotaryKnob.zeroDirection", rotary.zeroDirection)

let slider = RangeSliderGeometry(size: CGSize(width: 300, height: 44))
emit("RangeSlider.thumbWidth", Double(slider.thumbWidth)); emit("RangeSlider.usableLength", Double(slider.usableLength))
emit("RangeSlider.track", slider.trackRect)
emit("RangeSlider.trackCornerRadius", Double(slider.trackCornerRadius)); emit("RangeSlider.thumbCornerRadius", Double(slider.thumbCornerRadius))
emit("RangeSlider.lowerBody", slider.thumbBody(at: 2)); emit("RangeSlider.upperBody", slider.thumbBody(at: 8))
emit("RangeSlider.highlight", slider.highlightRect(lowerValue: 2, upperValue: 8))
