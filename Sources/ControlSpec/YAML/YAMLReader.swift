/// Reads YAML bytes into a node tree with libyaml's event API.
public enum YAMLReader {
    /// Parses one YAML document. Returns `nil` when the input cannot be read; every problem is
    /// reported to `diagnostics` at its location.
    public static func read(
        _ bytes: [UInt8], limits: YAMLLimits = .default, diagnostics: DiagnosticCollector
    ) -> YAMLNode? {
        nil
    }
}
