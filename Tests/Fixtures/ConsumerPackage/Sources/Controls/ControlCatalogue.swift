/// Hand-written code next to the generated types, as an app's own code would use them.
enum ControlCatalogue {
    /// The name of the knob's generated value model.
    static let knobModelName = String(describing: KnobModel.self)
    /// The level slider's initial range, read through its generated value model.
    static var initialLevels: ClosedRange<Double> {
        let model = LevelSliderModel()
        return model.lowerValue...model.upperValue
    }
}
