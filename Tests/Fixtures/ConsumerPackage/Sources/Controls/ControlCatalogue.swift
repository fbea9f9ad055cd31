/// Hand-written code next to the generated types, as an app's own code would use them.
enum ControlCatalogue {
    /// The knob's initial value, read through its generated value model.
    static var initialKnobValue: Double { KnobModel(configuration: KnobKernel.configuration).value }
    /// The level slider's initial range, read through its generated value model.
    static var initialLevels: ClosedRange<Double> {
        let model = LevelSliderModel(configuration: LevelSliderKernel.configuration)
        return model.lowerValue...model.upperValue
    }
}
