import ControlSpec

/// One fuzz input through the pipeline.
enum FuzzInput {
    /// Lints `bytes`; when the spec has no errors, generates its Swift file, its previews and a
    /// gallery of them. Everything is computed and dropped: the oracle is that nothing traps.
    static func run(_ bytes: [UInt8], templates: TemplateSet) {
        let result = Linter.lint(bytes)
        guard let spec = result.spec else { return }
        let path = "Fuzz/input.control.yaml"
        let source = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: path), templates: templates)
        let previews = PreviewGenerator.previews(spec, specPath: path)
        let gallery = GalleryPage.html([previews])
        precondition(!source.text.isEmpty && !gallery.isEmpty)
    }
}
