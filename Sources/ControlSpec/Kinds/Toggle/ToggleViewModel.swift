import ControlKernel

/// The view-model of `toggle.swift.mustache` and its `toggle-*` partials: the configuration
/// literal, the parts' enum cases, views and colours (following the look shown, `isOn` in
/// `updateColors()`, where the spec gives an on colour), and the haptic.
struct ToggleViewModel: Sendable, Encodable {
    /// The shared part.
    var control: ControlViewModel
    /// Every part in the kernel's order; a part's `colorExpression` reads `isOn` when the part
    /// has an on colour.
    var parts: [ButtonPartItem]
    /// The configuration's initialiser expression, printed from the kernel's value.
    var configuration: String
    /// The haptic played on each change the user makes, if any.
    var haptic: HapticsViewModel?
    /// Whether a part draws an image from the bundle, so the class needs the image loader.
    var loadsImages: Bool
    /// Whether a part has an on colour, so the colours follow the look shown.
    var hasOnColors: Bool
    /// How the toggle's class differs in the partials it shares with the button's: the colours
    /// animate with the poses, to the side's.
    var partControl = PartControlViewModel(noun: "toggle", animatesColors: true)
    /// What the native SwiftUI view draws: the parts, their colours on either side, the haptic.
    var view: PartViewModel
    /// The events a change the user makes sends, as an option-set literal: `.valueChanged`, and
    /// `.primaryActionTriggered` with it, as `UISwitch` sends them.
    var changeEvents = ControlEventsViewModel(phases: [("change", ControlEvents.withPrimaryAction([.valueChanged]))]).phases[0].literal

    /// Makes the view-model of a toggle.
    init(spec: ControlSpecification, toggle: ToggleSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let onColors = Dictionary(toggle.onColors.map { ($0.part, $0.color) }, uniquingKeysWith: { first, _ in first })
        var hasOnColors = false
        let flat = toggle.flatParts
        parts = flat.map { entry in
            var item = ButtonPartItem(part: entry.part)
            if let on = onColors[entry.part.id] {
                hasOnColors = true
                item.colorExpression = "isOn ? (\(ButtonPartItem.colorExpression(on))) : (\(item.colorExpression))"
            }
            return item
        }
        configuration = control.configuration(toggle.kernelConfiguration(size: spec.size).swift(
            parts: CaseNames(type: "\(spec.name)Part", cases: parts.map(\.caseName), specNames: parts.map(\.id)),
            rotations: flat.map(\.part.rotation)))
        haptic = toggle.haptic.map(HapticsViewModel.init)
        loadsImages = parts.contains { $0.image != nil }
        self.hasOnColors = hasOnColors
        view = PartViewModel(parts: flat.map(\.part), onColors: onColors, typeName: spec.name, options: options, haptic: toggle.haptic)
        view.previews = ToggleStill.allCases.map { PartViewModel.Preview(name: SwiftLiteral.string($0.state), arguments: $0.previewArguments) }
        control.dimsWhenDisabled = !PartViewModel.stylesDisabled(parts: flat.map(\.part), onColors: toggle.onColors.map(\.color))
    }
}
