import ControlKernel
@testable import ControlSpec

/// What the generated-code tests know of one kind of control: how the library makes a spec's
/// kernel configuration, and what the corpus driver prints of a control generated from it.
///
/// `all` holds one entry per kind of `ControlKinds.all`, declared with the kind's model type;
/// `KindRegistrationTests` fails for a registered kind without one, so a new kind cannot be
/// left out of the corpus run unnoticed.
struct KindTestFacts: Sendable {
    /// One line the corpus driver prints of a generated control: its key, and the Swift
    /// expression printed, written with the control's type name.
    struct Probe: Sendable {
        /// The key the tests read the printed value by.
        var key: String
        /// The expression printed, given the control's type name.
        var expression: @Sendable (_ typeName: String) -> String
    }

    /// The kind's name, as a spec writes it after `kind:`.
    var kindName: String
    /// The kernel configuration the library makes of a spec of this kind, `String(reflecting:)`;
    /// `nil` for a spec of another kind.
    var libraryConfiguration: @Sendable (ControlSpecification) -> String?
    /// What the driver prints of a generated control of this kind besides its configuration.
    var probes: [Probe]

    /// The facts of the kind whose model is `Body`: `configuration` makes the kernel's
    /// configuration of a spec's model.
    static func kind<Body: ControlBody, Configuration>(
        _ body: Body.Type, configuration: @escaping @Sendable (Body, ControlSpecification) -> Configuration, probes: [Probe]
    ) -> KindTestFacts {
        KindTestFacts(kindName: Body.kindName, libraryConfiguration: { spec in
            (spec.body as? Body).map { String(reflecting: configuration($0, spec)) }
        }, probes: probes)
    }

    /// The facts of every kind, in `ControlKinds.all`'s order.
    static let all: [KindTestFacts] = [
        .kind(KnobSpec.self, configuration: { knob, spec in knob.kernelConfiguration(accessibility: spec.accessibility) }, probes: [
            Probe(key: "accessibility") { "\($0)Kernel.accessibilityValue(of: \(model($0)))" },
        ]),
        .kind(RangeSliderSpec.self, configuration: { slider, spec in slider.kernelConfiguration(accessibility: spec.accessibility) }, probes: [
            Probe(key: "values") { "\(model($0)).values" },
            Probe(key: "accessibility") { "\($0)Kernel.accessibilityValue(of: \(model($0)))" },
        ]),
        .kind(ButtonSpec.self, configuration: { button, spec in button.kernelConfiguration(size: spec.size) }, probes: [
            Probe(key: "initialState") { "\($0)State(of: \($0)Kernel.configuration.stateMachine)" },
            Probe(key: "restFrames") { "\($0)Part.allCases.map { $0.restPose(in: \($0)Kernel.configuration.layout()).frame }" },
        ]),
        .kind(SliderSpec.self, configuration: { slider, spec in slider.kernelConfiguration(accessibility: spec.accessibility) }, probes: [
            Probe(key: "values") { "\(model($0)).values" },
            Probe(key: "accessibility") { "\($0)Kernel.accessibilityValue(ofThumb: 0, in: \(model($0)))" },
        ]),
        .kind(CircularSliderSpec.self, configuration: { slider, spec in slider.kernelConfiguration(accessibility: spec.accessibility) }, probes: [
            Probe(key: "values") { "\(model($0)).values" },
            Probe(key: "accessibility") { "\(model($0)).values.indices.map { \($0)Kernel.accessibilityValue(ofThumb: $0, in: \(model($0))) }" },
        ]),
        .kind(ToggleSpec.self, configuration: { toggle, spec in toggle.kernelConfiguration(size: spec.size) }, probes: [
            Probe(key: "isOn") { "\(model($0)).isOn" },
            Probe(key: "accessibility") { "\(model($0)).accessibilityValue" },
            Probe(key: "restFrames") { "\($0)Part.allCases.map { $0.restPose(in: \($0)Kernel.configuration.layout()).frame }" },
        ]),
    ]

    /// A generated control's model with the spec's starting values, for the control `typeName`.
    static func model(_ typeName: String) -> String {
        "\(typeName)Model(configuration: \(typeName)Kernel.configuration)"
    }

    /// The facts of the kind named `kindName`, if it has any.
    static func named(_ kindName: String) -> KindTestFacts? {
        all.first { $0.kindName == kindName }
    }
}
