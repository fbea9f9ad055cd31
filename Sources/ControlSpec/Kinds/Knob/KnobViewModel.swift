/// The view-model of `knob.swift.mustache` and its partials: every value already Swift source.
/// Numbers come from the kernel configuration, printed once; the rest is what only the UIKit
/// class needs: colours, images, events, haptics and the accessibility value's wording.
struct KnobViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// The kernel configuration as a `RotaryConfiguration(...)` expression.
    var configuration: String
    /// The accessibility value as a Swift string expression inside the model.
    var accessibilityValue: String
    /// Whether animated changes pass through a midpoint keyframe (for the doc comment).
    var throughMidpoint: Bool
    /// The control events of each phase of the kernel's event contract.
    var events: ControlEventsViewModel
    /// Shape-layer colours, when the knob draws with shape layers.
    var shapeLayers: ShapeLayers?
    /// Image drawing, when the knob draws with images.
    var images: Images?
    /// How the colours follow the appearance: for shape layers, whose colours are `CGColor`s.
    var colorAppearance: ColorAppearanceViewModel?
    /// Step haptics, when the spec asks for them.
    var feedback: HapticsViewModel?
    /// What the initialisers' doc comments call the control (`control-initializers.swift`).
    var noun = "knob"
    /// What the user does to change the value, for the SwiftUI wrapper's doc comment (`value-view.swift`).
    var valueGesture = "turns the knob"
    /// What the native SwiftUI view inserts (`knob-view.swift`).
    var view: RotaryViewModel

    /// The colours of a knob drawn with a track and a pointer.
    struct ShapeLayers: Sendable, Encodable {
        /// The colours per state.
        var trackColor, pointerColor: StateColors
        /// The track's and the pointer's colour, each resolved for the control's state.
        var currentColors: [CurrentColor]

        /// Makes the colours of a knob's track and pointer.
        init(trackColor: StateColors, pointerColor: StateColors) {
            self.trackColor = trackColor
            self.pointerColor = pointerColor
            currentColors = [CurrentColor("The track's colour", property: "trackColor", colors: trackColor),
                             CurrentColor("The pointer's colour", property: "pointerColor", colors: pointerColor)]
        }
    }

    /// A colour property of the class and the computed property that resolves it for the
    /// control's state (`rotary-current-colors.swift`).
    struct CurrentColor: Sendable, Encodable {
        /// The colour in words, for the doc comment: `The track's colour`.
        var doc: String
        /// The colour property: `trackColor`.
        var property: String
        /// The computed property resolving it: `currentTrackColor`.
        var resolver: String
        /// The colours per state.
        var colors: StateColors

        /// Makes the current colour of `property`, described as `doc`.
        init(_ doc: String, property: String, colors: StateColors) {
            self.doc = doc
            self.property = property
            resolver = "current" + property.prefix(1).uppercased() + property.dropFirst()
            self.colors = colors
        }
    }

    /// A colour per state: `normal` is `nil` (tint) or a `UIColor` expression; the others are
    /// expressions (possibly `tintColor`) when the spec gives them.
    struct StateColors: Sendable, Encodable {
        /// The normal colour, `nil` for the tint colour.
        var normal: String
        /// The highlighted colour, if the spec gives one.
        var highlighted: String?
        /// The disabled colour, if the spec gives one.
        var disabled: String?

        init(_ value: StateValue<ColorValue>) {
            normal = value.normal == .tint ? "nil" : SwiftColor.uiColor(value.normal)
            highlighted = value.highlighted.map { $0 == .tint ? "tintColor" : SwiftColor.uiColor($0) }
            disabled = value.disabled.map { $0 == .tint ? "tintColor" : SwiftColor.uiColor($0) }
        }
    }

    /// The knob drawn from images.
    struct Images: Sendable, Encodable {
        /// The background image expression (`Self.bundledImage(named:)`), or `nil`.
        var background: String
        /// The knob image per control state.
        var knobImages: [StateImage]
    }

    /// One knob image.
    struct StateImage: Sendable, Encodable {
        /// `normal`, `highlighted` or `disabled`.
        var state: String
        /// The asset name as a string literal.
        var asset: String
    }

    /// Makes the view-model of a knob.
    init(spec: ControlSpecification, knob: KnobSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        control.dimsWhenDisabled = !KnobSVG.stylesDisabled(knob)
        let kernelConfiguration = knob.kernelConfiguration(accessibility: spec.accessibility)
        configuration = control.configuration(kernelConfiguration.swift(angles: knob.angles, maximumAngleJump: knob.interaction.maxAngleJump))
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat, kernel: options.kernelNamespace(of: spec.name),
            placeholders: ["value": "model.value", "percent": "model.fraction * 100"])
        throughMidpoint = kernelConfiguration.setValueAnimation.keyTimes.count == 3
        events = ControlEventsViewModel(valueControl: knob.interaction.events)
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            shapeLayers = ShapeLayers(trackColor: StateColors(track.color), pointerColor: StateColors(pointer.color))
            colorAppearance = ColorAppearanceViewModel(refresh: "updateAppearance()")
        case .images(let background, let knobImage):
            var states = [StateImage(state: "normal", asset: SwiftLiteral.string(knobImage.normal))]
            if let highlighted = knobImage.highlighted { states.append(StateImage(state: "highlighted", asset: SwiftLiteral.string(highlighted))) }
            if let disabled = knobImage.disabled { states.append(StateImage(state: "disabled", asset: SwiftLiteral.string(disabled))) }
            images = Images(background: background.map { "Self.bundledImage(named: \(SwiftLiteral.string($0)))" } ?? "nil", knobImages: states)
        }
        feedback = knob.stepFeedback.map(HapticsViewModel.init)
        let range = kernelConfiguration.value, initial = range.clamped(kernelConfiguration.initialValue)
        view = RotaryViewModel(colors: [], previews: RotaryViewModel.previews(
            ends: ("minimum", [range.minimum]), initial: [initial], far: ("maximum", [range.maximum]),
            highlighted: KnobSVG.styles(knob, .highlighted)))
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            view.colors = [RotaryViewModel.Color("The track's colour", property: "trackColor", track.color),
                           RotaryViewModel.Color("The pointer's colour", property: "pointerColor", pointer.color)]
        case .images(let background, let knobImage):
            view.images = RotaryViewModel.Images(background: background, knob: knobImage, name: spec.name, options: options)
        }
    }
}
