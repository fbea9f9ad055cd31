/// The view-model of `slider.swift.mustache`.
struct RangeSliderViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel

    /// Makes the view-model of a slider.
    init(spec: ControlSpecification, slider: RangeSliderSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
    }
}
