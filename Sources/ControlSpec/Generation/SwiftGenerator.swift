/// Turns a checked spec into Swift source with the templates.
public enum SwiftGenerator {
    /// Generates the Swift file of one control.
    public static func generate(_ spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> GeneratedSource {
        let text: String
        switch spec.body {
        case .knob(let knob):
            text = templates.render(KnobViewModel(spec: spec, knob: knob, options: options), template: "knob.swift")
        case .rangeSlider(let slider):
            text = templates.render(RangeSliderViewModel(spec: spec, slider: slider, options: options), template: "rangeSlider.swift")
        case .button(let button):
            text = templates.render(ButtonViewModel(spec: spec, button: button, options: options), template: "button.swift")
        }
        return GeneratedSource(fileName: "\(spec.name).swift", text: normalized(text))
    }

    /// The text with trailing spaces removed, runs of blank lines collapsed and exactly one final
    /// line break, so template whitespace never shows in the output.
    static func normalized(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var trimmed = line
            while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
