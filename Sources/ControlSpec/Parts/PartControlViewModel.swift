/// What differs between the classes built from parts (the button's and the toggle's) in the
/// partials they share: `part-control-init.swift` and `part-timeline.swift`.
struct PartControlViewModel: Sendable, Encodable {
    /// What the initialisers' doc comments call the control: `control` or `toggle`.
    var noun: String
    /// Whether the colours change with the poses, so an animation recolours the parts too.
    var animatesColors: Bool
}
