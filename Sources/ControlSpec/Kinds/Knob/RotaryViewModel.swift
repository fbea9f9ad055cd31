/// What the native SwiftUI views of the knob and the circular slider insert
/// (`knob-view.swift`, `circularSlider-view.swift` and their `rotary-view-…` partials), every value
/// already Swift source: the colours per drawn state, the previews, the images of an image knob.
struct RotaryViewModel: Sendable, Encodable {
    /// The colours the view draws with, each chosen for the drawn state.
    var colors: [Color]
    /// One `#Preview` per previewed state.
    var previews: [Preview]
    /// The images of a knob drawn from images.
    var images: Images?

    /// A colour property of the view: a SwiftUI `Color` expression per control state
    /// (`rotary-view-colors.swift`); the highlighted and the disabled colour fall back to the
    /// normal one, as in the UIKit control.
    struct Color: Sendable, Encodable {
        /// The colour in words, for the doc comment: `The track's colour`.
        var doc: String
        /// The property: `trackColor`.
        var property: String
        /// The normal colour.
        var normal: String
        /// The highlighted colour, if the spec gives one.
        var highlighted: String?
        /// The disabled colour, if the spec gives one.
        var disabled: String?

        /// The colour `property`, described as `doc`, of `value`.
        init(_ doc: String, property: String, _ value: StateValue<ColorValue>) {
            self.doc = doc
            self.property = property
            normal = SwiftColor.swiftUIColor(value.normal)
            highlighted = value.highlighted.map(SwiftColor.swiftUIColor)
            disabled = value.disabled.map(SwiftColor.swiftUIColor)
        }
    }

    /// A previewed state: `#Preview(<name>) { <Name>View.preview(<arguments>) }`.
    struct Preview: Sendable, Encodable {
        /// The preview's name as a string literal.
        var name: String
        /// The arguments of `preview(...)`, Swift literals.
        var arguments: String

        /// The preview `name` of `values` (one value, or the lower and the upper), in a control
        /// `state`; two values as a closed range, or as `selection(start, end)` when given (a
        /// range that wraps, whose lower value may be the greater).
        init(_ name: String, values: [Double], state: ControlState, selection: ((String, String) -> String)? = nil) {
            self.name = SwiftLiteral.string(name)
            var arguments = values.count == 2
                ? "values: " + (selection?(SwiftLiteral.number(values[0]), SwiftLiteral.number(values[1]))
                    ?? "\(SwiftLiteral.number(values[0]))...\(SwiftLiteral.number(values[1]))")
                : "value: \(SwiftLiteral.number(values.first ?? 0))"
            switch state {
            case .normal: break
            case .highlighted: arguments += ", isHighlighted: true"
            case .disabled: arguments += ", isEnabled: false"
            }
            self.arguments = arguments
        }
    }

    /// A knob's images and the bundle they load from.
    struct Images: Sendable, Encodable {
        /// The background image's name as a string literal, if the spec gives one.
        var background: String?
        /// The knob image's name per state, as string literals; the highlighted and disabled ones
        /// fall back to the normal one.
        var normal: String, highlighted: String?, disabled: String?
        /// The bundle expression: `Bundle.module`, or `Bundle(for: <Name>BundleToken.self)`.
        var bundle: String
        /// The token class whose bundle holds the images (`<Name>BundleToken`), when the images
        /// load from the bundle of the code.
        var bundleToken: String?

        /// The images of `knob`, loaded as `options` say, for the control `name`.
        init(background: String?, knob: StateValue<String>, name: String, options: GenerationOptions) {
            self.background = background.map(SwiftLiteral.string)
            normal = SwiftLiteral.string(knob.normal)
            highlighted = knob.highlighted.map(SwiftLiteral.string)
            disabled = knob.disabled.map(SwiftLiteral.string)
            switch options.imageBundle {
            case .type:
                bundleToken = name + "BundleToken"
                bundle = "Bundle(for: \(name)BundleToken.self)"
            case .module:
                bundleToken = nil
                bundle = "Bundle.module"
            }
        }
    }

    /// The previews of the states the SVG previews show: the ends and the initial value, the
    /// highlighted state when the spec styles it, and the disabled state.
    static func previews(ends: (String, [Double]), initial: [Double], far: (String, [Double]), highlighted: Bool,
                         selection: ((String, String) -> String)? = nil) -> [Preview] {
        var previews = [Preview(ends.0, values: ends.1, state: .normal, selection: selection),
                        Preview("initial", values: initial, state: .normal, selection: selection),
                        Preview(far.0, values: far.1, state: .normal, selection: selection)]
        if highlighted { previews.append(Preview("highlighted", values: initial, state: .highlighted, selection: selection)) }
        previews.append(Preview(DisabledPreview.state, values: initial, state: .disabled, selection: selection))
        return previews
    }
}
