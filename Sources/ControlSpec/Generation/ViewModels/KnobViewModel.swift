/// The view-model of `knob.swift.mustache`.
struct KnobViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel

    /// Makes the view-model of a knob.
    init(spec: ControlSpecification, knob: KnobSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
    }
}
