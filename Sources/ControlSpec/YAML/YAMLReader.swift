/// Reads YAML bytes into a node tree with libyaml's event API.
///
/// The reader checks, in order: the size limit, the encoding (UTF-8, no NUL or control
/// characters), YAML syntax, then the traps and limits of the tree (see `YAMLTreeBuilder`).
/// It never recurses on the input's nesting and stops at the first fatal problem.
public enum YAMLReader {
    /// Parses one YAML document. Returns `nil` when the input cannot be read; every problem is
    /// reported to `diagnostics` at its location.
    public static func read(
        _ bytes: [UInt8], limits: YAMLLimits = .default, diagnostics: DiagnosticCollector
    ) -> YAMLNode? {
        guard bytes.count <= limits.maxBytes else {
            diagnostics.emit(
                .yamlLimit, "the file is larger than the \(describeSize(limits.maxBytes)) limit for a spec",
                at: .fileStart)
            return nil
        }
        guard let text = YAMLSourceText.check(bytes, diagnostics: diagnostics) else { return nil }
        guard let parser = LibYAMLParser(text.bytes) else {
            diagnostics.emit(.yamlSyntax, "libyaml could not allocate a parser", at: .fileStart)
            return nil
        }
        var builder = YAMLTreeBuilder(limits: limits, diagnostics: diagnostics)
        while true {
            switch parser.next() {
            case .failure(let error):
                error.report(in: text, to: diagnostics)
                return nil
            case .success(.streamEnd):
                _ = builder.handle(.streamEnd)
                return builder.isInvalid ? nil : builder.root
            case .success(let event):
                guard builder.handle(event) else { return nil }
            }
        }
    }

    /// A byte count as people say it: `1 MiB`, `64 KiB`, `500 bytes`.
    static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
