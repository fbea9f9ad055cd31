/// Turns a checked spec into Swift source with the templates.
public enum SwiftGenerator {
    /// Generates the Swift file of one control.
    public static func generate(_ spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> GeneratedSource {
        let text = spec.kind.swiftSource(of: spec, options: options, templates: templates)
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
