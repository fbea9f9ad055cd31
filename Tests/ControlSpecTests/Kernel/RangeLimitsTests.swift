import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A model whose range and step a generated control's `minimumValue`, `maximumValue` and `step`
/// setters change, seen the same way for every kind.
private protocol RangeSettable: Sendable {
    /// The smallest value, the largest and the step.
    var limits: (minimum: Double, maximum: Double, step: Double) { get }
    /// The thumbs' values.
    var currentValues: [Double] { get }
    /// What the control's `minimumValue` setter calls.
    mutating func setMinimum(_ value: Double)
    /// What the control's `maximumValue` setter calls.
    mutating func setMaximum(_ value: Double)
    /// What the control's `step` setter calls.
    mutating func setStepValue(_ value: Double)
}

extension RotaryModel: RangeSettable {
    var limits: (minimum: Double, maximum: Double, step: Double) { (minimumValue, maximumValue, step) }
    var currentValues: [Double] { [value] }
    mutating func setMinimum(_ value: Double) { minimumValue = value }
    mutating func setMaximum(_ value: Double) { maximumValue = value }
    mutating func setStepValue(_ value: Double) { step = value }
}

extension SliderModel: RangeSettable {
    var limits: (minimum: Double, maximum: Double, step: Double) { (minimumValue, maximumValue, step) }
    var currentValues: [Double] { values }
    mutating func setMinimum(_ value: Double) { minimumValue = value }
    mutating func setMaximum(_ value: Double) { maximumValue = value }
    mutating func setStepValue(_ value: Double) { step = value }
}

extension MultiSliderModel: RangeSettable {
    var limits: (minimum: Double, maximum: Double, step: Double) { (minimumValue, maximumValue, step) }
    var currentValues: [Double] { values }
    mutating func setMinimum(_ value: Double) { minimumValue = value }
    mutating func setMaximum(_ value: Double) { maximumValue = value }
    mutating func setStepValue(_ value: Double) { step = value }
}

extension CircularSliderModel: RangeSettable {
    var limits: (minimum: Double, maximum: Double, step: Double) { (minimumValue, maximumValue, step) }
    var currentValues: [Double] { values }
    mutating func setMinimum(_ value: Double) { setMinimumValue(value) }
    mutating func setMaximum(_ value: Double) { setMaximumValue(value) }
    mutating func setStepValue(_ value: Double) { setStep(value) }
}

/// The one rule for a range and step set by code (`RangeLimits`), which the knob, the slider, the
/// range slider and the circular slider all follow: a minimum above the maximum raises it, a
/// maximum below the minimum lowers it, a value that is not finite is ignored, a negative step
/// is none, and the values are fitted again.
@Suite struct RangeLimitsTests {
    @Test("The rule itself, on a negative range with a fractional step")
    func rule() {
        var limits = RangeLimits(minimum: -50, maximum: -10, step: 2.5)
        for bad in [Double.nan, .infinity, -.infinity] {
            limits.setMinimum(bad)
            limits.setMaximum(bad)
            limits.setStep(bad)
        }
        #expect(limits == RangeLimits(minimum: -50, maximum: -10, step: 2.5), "values that are not finite are ignored")
        limits.setStep(-4)
        #expect(limits.step == 0, "a negative step is none")
        limits.setMinimum(5)
        #expect(limits.minimum == 5 && limits.maximum == 5, "a minimum above the maximum raises it")
        limits.setMaximum(-80)
        #expect(limits.minimum == -80 && limits.maximum == -80, "a maximum below the minimum lowers it")
        limits.setMaximum(-20)
        #expect(limits.minimum == -80 && limits.maximum == -20)
        #expect(RangeLimits(minimum: 3, maximum: 1, step: -1) == RangeLimits(minimum: 3, maximum: 3, step: 0))
        #expect(RangeLimits(minimum: 0, maximum: 1, step: .nan).step == 0)
    }

    /// Each kind's model on −50…−10 in steps of 2.5, its value (or lowest value) at −20.
    fileprivate static let models: [(String, any RangeSettable)] = [
        ("knob", RotaryModel(configuration: KnobCorpus.configuration("Knob").withValue(RotaryValueRange(minimum: -50, maximum: -10, step: 2.5),
                                                                                              initial: -20))),
        ("range slider", SliderModel(minimumValue: -50, maximumValue: -10, values: [-20, -12.5], step: 2.5)),
        ("slider", MultiSliderModel(base: SliderModel(minimumValue: -50, maximumValue: -10, values: [-20], step: 2.5))),
        ("circular slider", CircularSliderModel(configuration: CircularConfiguration(
            value: RotaryValueRange(minimum: -50, maximum: -10, step: 2.5, wraps: false), initialValues: [-20], minimumDistance: 0,
            turns: 1, isContinuous: true, angles: RotaryAngles(startAngle: 135, endAngle: 405, zeroDirection: .right, isClockwise: true),
            animationDuration: 0.2, accessibilityStep: 2.5, lineWidth: 4, thumbRadius: 10, thumbOutlineWidth: 0, touchSlop: 10))),
    ]

    @Test("Every kind's model sets its range and step by the rule and fits its values again",
          arguments: models.map(\.0))
    func everyModel(kind: String) throws {
        var model = try #require(Self.models.first { $0.0 == kind }).1
        #expect(model.currentValues[0] == -20)
        for bad in [Double.nan, .infinity, -.infinity] {
            model.setMinimum(bad)
            model.setMaximum(bad)
            model.setStepValue(bad)
        }
        #expect(model.limits == (-50, -10, 2.5), "\(kind): values that are not finite are ignored")
        model.setStepValue(-3)
        #expect(model.limits.step == 0, "\(kind): a negative step is none")
        model.setMinimum(-15.2)
        #expect(model.currentValues[0] == -15.2, "\(kind): the values are fitted into the new range")
        model.setMinimum(7)
        #expect(model.limits == (7, 7, 0) && model.currentValues.allSatisfy { $0 == 7 }, "\(kind): a minimum above the maximum raises it")
        model.setMaximum(-100)
        #expect(model.limits == (-100, -100, 0) && model.currentValues.allSatisfy { $0 == -100 }, "\(kind): a maximum below the minimum lowers it")
        model.setMaximum(20)
        model.setMinimum(-40)
        model.setStepValue(7.5)
        #expect(model.limits == (-40, 20, 7.5), "\(kind)")
        #expect(model.currentValues.allSatisfy { (($0 + 40) / 7.5).rounded() * 7.5 - 40 == $0 },
                "\(kind): the values snap to the new steps, \(model.currentValues)")
    }
}

extension RotaryConfiguration {
    /// This configuration with another value range, starting at `initial`.
    fileprivate func withValue(_ range: RotaryValueRange, initial: Double) -> RotaryConfiguration {
        var configuration = self
        configuration.value = range
        configuration.initialValue = initial
        return configuration
    }
}
