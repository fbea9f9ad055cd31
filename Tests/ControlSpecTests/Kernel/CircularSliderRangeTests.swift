import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The circular slider's settable range and step (`CircularSliderModel.setMinimumValue(_:)`,
/// `setMaximumValue(_:)`, `setStep(_:)`), as the generated control's `minimumValue`,
/// `maximumValue` and `step` setters call them: validated, the values fitted again.
@Suite struct CircularSliderRangeTests {
    /// A two-thumb slider on 0…100 in steps of 5 at 20 and 80, 10 apart at least.
    static func model() -> CircularSliderModel {
        CircularSliderModel(configuration: CircularConfiguration(
            value: RotaryValueRange(minimum: 0, maximum: 100, step: 5, wraps: false), initialValues: [20, 80], minimumDistance: 10,
            turns: 1, isContinuous: true, angles: RotaryAngles(startAngle: 135, endAngle: 405, zeroDirection: .right, isClockwise: true),
            animationDuration: 0.2, accessibilityStep: 5, lineWidth: 4, thumbRadius: 10, thumbOutlineWidth: 0, touchSlop: 10))
    }

    @Test("A new minimum or maximum clamps the values; one past the other end moves it too")
    func range() {
        var model = Self.model()
        model.setMinimumValue(30)
        #expect(model.minimumValue == 30 && model.values == [30, 80])
        model.setMaximumValue(50)
        #expect(model.maximumValue == 50 && model.values == [30, 50])
        model.setMinimumValue(70)
        #expect(model.minimumValue == 70 && model.maximumValue == 70, "a minimum above the maximum raises it")
        model.setMaximumValue(-10)
        #expect(model.minimumValue == -10 && model.maximumValue == -10, "a maximum below the minimum lowers it")
    }

    @Test("A new step re-snaps the values; bad numbers are ignored")
    func step() {
        var model = Self.model()
        model.setStep(30)
        #expect(model.step == 30 && model.values == [30, 90], "20 and 80 snap to the nearest steps of 30")
        model.setStep(-4)
        #expect(model.step == 0, "a negative step is none")
        model.setStep(.nan)
        model.setMinimumValue(.infinity)
        model.setMaximumValue(.nan)
        #expect(model.step == 0 && model.minimumValue == 0 && model.maximumValue == 100)
    }
}
