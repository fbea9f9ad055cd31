/// Colour swatches: every colour literal of an open spec with its sRGB value, one swatch per
/// appearance when the literal differs between appearances (a system colour), and the ways to
/// write a colour picked in the editor.
enum SpecColors {
    /// The swatches of the document's colour values; none when the document is not valid YAML.
    static func swatches(in document: SpecDocument) -> [ColorInformation] {
        let collector = DiagnosticCollector()
        guard let root = YAMLReader.read(Array(document.text.utf8), diagnostics: collector) else { return [] }
        let kind = root.pairs?.first { $0.key == "kind" }?.value.scalar.flatMap { ControlKinds.named($0.value) }
        var swatches: [ColorInformation] = []
        visit(root, at: LanguagePlace.topLevel(kind), into: &swatches, document: document)
        return swatches
    }

    /// Adds the swatches of `node`, whose place in the language is `place`.
    private static func visit(_ node: YAMLNode, at place: LanguagePlace, into swatches: inout [ColorInformation], document: SpecDocument) {
        switch node.content {
        case .mapping(let pairs):
            for pair in pairs {
                if let next = place.step(.key(pair.key)) { visit(pair.value, at: next, into: &swatches, document: document) }
            }
        case .sequence(let items):
            guard let next = place.step(.item) else { return }
            for item in items { visit(item, at: next, into: &swatches, document: document) }
        case .scalar(let scalar):
            switch place.type {
            case .color, .stateColor, .oneOrMany(.color):
                guard case .success(let color) = ColorSyntax.parse(scalar.value) else { return }
                var seen: [RGBA] = []
                for appearance in Appearance.allCases {
                    let value = color.resolved(in: appearance)
                    guard !seen.contains(value) else { continue }
                    seen.append(value)
                    swatches.append(ColorInformation(range: document.range(node.span),
                        color: LSPColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)))
                }
            default:
                return
            }
        }
    }

    /// The text of `range` in the document.
    static func text(of range: LSPRange, in document: SpecDocument) -> String {
        guard range.start.line == range.end.line else { return "" }
        let line = document.prefix(before: range.end)
        let start = SpecDocument(uri: "", version: nil, text: line).prefix(before: LSPPosition(line: 0, character: range.start.character))
        return String(line.unicodeScalars.dropFirst(start.unicodeScalars.count).map(Character.init))
    }

    /// The ways to write `color` in a spec, replacing `range`: `#rrggbb` for an opaque colour, then
    /// `rgb()`/`rgba()` (or `white()` for a grey), each quoted as a flow value needs, in the quotes
    /// the replaced text used if it was quoted.
    static func presentations(of color: LSPColor, replacing range: LSPRange, original: String) -> [ColorPresentation] {
        func rounded(_ component: Double) -> Double { (min(max(component.isFinite ? component : 0, 0), 1) * 1000).rounded() / 1000 }
        let rgba = RGBA(red: rounded(color.red), green: rounded(color.green), blue: rounded(color.blue), alpha: rounded(color.alpha))
        var texts: [String] = []
        if rgba.alpha == 1 { texts.append(SVGFormat.hex(rgba)) }
        if rgba.red == rgba.green, rgba.green == rgba.blue { texts.append(SpecSyntax.color(.white(rgba.red, alpha: rgba.alpha))) }
        texts.append(SpecSyntax.color(.rgba(rgba)))
        let quote = original.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
        return texts.map { text in
            let written = quote == "\"" ? "\"\(text)\"" : quote == "'" ? "'\(text)'" : SpecSyntax.flowScalar(text)
            return ColorPresentation(label: text, textEdit: TextEdit(range: range, newText: written))
        }
    }
}
