/// The registry of control kinds: the one place that lists them.
enum ControlKinds {
    /// Every kind, in documentation order.
    static let all: [any ControlKind] = [KnobKind(), RangeSliderKind(), ButtonKind(), SliderKind(), CircularSliderKind(), ToggleKind()]

    /// The kind a spec selects with `kind: name`, if there is one.
    static func named(_ name: String) -> (any ControlKind)? {
        all.first { $0.name == name }
    }

    /// The words `kind:` accepts, in documentation order.
    static var names: [String] { all.map(\.name) }
}
