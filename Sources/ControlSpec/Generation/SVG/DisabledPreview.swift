import ControlKernel

/// The disabled still every kind previews: the control at its initial value in the disabled
/// state, drawn in the spec's disabled colours or images when it gives any, otherwise in its
/// normal look dimmed to the kernel's ``ControlLook/disabledOpacity``, as the generated UIKit
/// control and SwiftUI view draw it.
enum DisabledPreview {
    /// The still's state name in file names and the gallery.
    static let state = "disabled"
    /// The still's caption.
    static let caption = "disabled, at its initial value"

    /// `nodes`, the control drawn in `state`, as a still shows them: inside a group at the
    /// kernel's opacity when disabled and the spec `stylesDisabled` not, unchanged otherwise.
    static func body(_ nodes: [SVGNode], in state: ControlState, stylesDisabled: Bool) -> [SVGNode] {
        let opacity = ControlLook(state).opacity(stylesDisabled: stylesDisabled)
        guard opacity < 1 else { return nodes }
        return [SVGNode("g", [("id", "disabledLook"), ("opacity", SVGFormat.number(opacity))], children: nodes)]
    }
}
