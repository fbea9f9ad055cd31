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
        guard let attributes = group(in: state, stylesDisabled: stylesDisabled) else { return nodes }
        return [SVGNode("g", attributes, children: nodes)]
    }

    /// What `draw` writes at `depth`, the control drawn in `state`, as ``body(_:in:stylesDisabled:)``
    /// groups it: for the drawings written as markup text (the parts of buttons and toggles).
    static func body(in state: ControlState, stylesDisabled: Bool, depth: Int, _ draw: (inout MarkupText, Int) -> Void) -> DrawnMarkup {
        var out = MarkupText(capacity: 1 << 12)
        if let attributes = group(in: state, stylesDisabled: stylesDisabled) {
            MarkupNode.render("g", attributes, into: &out, depth: depth, appendChildren: draw)
        } else {
            draw(&out, depth)
        }
        return DrawnMarkup(out, depth: depth)
    }

    /// The attributes of the group that dims the control drawn in `state`, or `nil` when it is
    /// drawn as it is.
    private static func group(in state: ControlState, stylesDisabled: Bool) -> [(String, String)]? {
        let opacity = ControlLook(state).opacity(stylesDisabled: stylesDisabled)
        return opacity < 1 ? [("id", "disabledLook"), ("opacity", SVGFormat.number(opacity))] : nil
    }
}
