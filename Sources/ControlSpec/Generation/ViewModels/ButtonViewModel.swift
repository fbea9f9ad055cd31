/// The view-model of `button.swift.mustache`.
struct ButtonViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel

    /// Makes the view-model of a button.
    init(spec: ControlSpecification, button: ButtonSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
    }
}
