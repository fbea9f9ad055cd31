import ControlKernel

/// What the native SwiftUI views of the controls built from parts (buttons and toggles) insert:
/// each part's enum case, what it draws and its colour as SwiftUI expressions, which parts clip
/// their children, the image bundle and the haptic; Swift literals and expressions only.
struct PartViewModel: Sendable, Encodable {
    /// One part as the view's `Canvas` draws it.
    struct Item: Sendable, Encodable {
        /// The enum case name.
        var caseName: String
        /// The symbol drawn, for a symbol part (its weight is also a `Font.Weight` case).
        var symbol: ButtonPartItem.Symbol?
        /// The image drawn, for an image part.
        var image: ButtonPartItem.Image?
        /// Whether the part is a filled shape (circle, rounded rectangle, capsule, line).
        var isShape: Bool
        /// The colour as a SwiftUI `Color` expression: the spec's per state (`drawsEnabled`,
        /// `drawsHighlighted`), and for a toggle part with an on colour, the side's (`on`).
        var color: String
        /// Whether the colour depends on the side, so it cross-fades while the toggle animates.
        var fadesColor: Bool
    }

    /// A previewed still: `#Preview(<name>) { <Name>View.preview(<arguments>) }`.
    struct Preview: Sendable, Encodable {
        /// The preview's name as a string literal: the SVG still's state name.
        var name: String
        /// The arguments of `preview(...)`, Swift literals.
        var arguments: String
    }

    /// Every part in the kernel's order.
    var parts: [Item]
    /// Whether colours depend on the side (a toggle): `partColor(_:on:)` instead of `partColor(_:)`.
    var hasSides: Bool
    /// Whether each part clips its children, as an array literal in the kernel's order.
    var clipsChildren: String
    /// The bundle image parts load from, as an expression (`Bundle.module`, or the bundle of the
    /// view's token class), when a part draws an image.
    var imageBundle: String?
    /// The name of the private class whose bundle holds the images (`--image-bundle type`).
    var bundleToken: String?
    /// The `SensoryFeedback` played on each change the user makes, if any.
    var feedback: String?
    /// The stills the SVG previews show, in their order, as `#Preview`s.
    var previews: [Preview] = []

    /// The view-model of `parts` (in the kernel's order) of the control `typeName`; `onColors`
    /// by part id for a toggle.
    init(parts: [Part], onColors: [String: StateValue<ColorValue>]? = nil, typeName: String, options: GenerationOptions,
         haptic: HapticStyle? = nil) {
        self.parts = parts.map { part in
            let made = ButtonPartItem(part: part)
            var color = Self.colorExpression(part.color)
            let on = onColors?[part.id]
            if let on { color = "on ? (\(Self.colorExpression(on))) : (\(color))" }
            return Item(caseName: made.caseName, symbol: made.symbol, image: made.image, isShape: !made.isImageView, color: color,
                        fadesColor: on != nil)
        }
        hasSides = onColors != nil
        clipsChildren = "[" + parts.map { $0.clipsChildren ? "true" : "false" }.joined(separator: ", ") + "]"
        if parts.contains(where: { if case .image = $0.shape { true } else { false } }) {
            switch options.imageBundle {
            case .module:
                imageBundle = "Bundle.module"
            case .type:
                bundleToken = "\(typeName)BundleToken"
                imageBundle = "Bundle(for: \(typeName)BundleToken.self)"
            }
        }
        feedback = haptic.map { HapticsViewModel($0).sensoryFeedback }
    }

    /// Whether the spec styles the disabled state of a control built from `parts` (every part,
    /// children included), whose colours while on are `onColors` for a toggle: any of those
    /// colours gives a `disabled` value, which a disabled control is drawn in; without one it is
    /// drawn in its normal look, dimmed (`ControlLook`), in the UIKit control, the SwiftUI view and
    /// the previews alike.
    static func stylesDisabled(parts: [Part], onColors: [StateValue<ColorValue>] = []) -> Bool {
        (parts.map(\.color) + onColors).contains { $0.disabled != nil }
    }

    /// The colour for the view's state: disabled, highlighted, then normal.
    static func colorExpression(_ color: StateValue<ColorValue>) -> String {
        var result = SwiftColor.swiftUIColor(color.normal)
        if let highlighted = color.highlighted { result = "drawsHighlighted ? \(SwiftColor.swiftUIColor(highlighted)) : \(result)" }
        if let disabled = color.disabled {
            result = "!drawsEnabled ? \(SwiftColor.swiftUIColor(disabled)) : \(color.highlighted == nil ? result : "(\(result))")"
        }
        return result
    }
}
