@testable import ControlSpec

extension Diagnostic {
    /// The diagnostic as rule examples write it: `line:column: severity: message [rule-id]`,
    /// followed by one `line:column: note: message` line per note.
    var exampleLines: [String] {
        let head = "\(span.start.line):\(span.start.column): \(severity.rawValue): \(message) [\(ruleID)]"
        return [head] + notes.map { note in
            let start = (note.span ?? span).start
            return "\(start.line):\(start.column): note: \(note.message)"
        }
    }
}

/// Reads `bytes` with the YAML reader and returns the root with the diagnostics as example lines.
func readYAML(_ bytes: [UInt8], limits: YAMLLimits = .default) -> (root: YAMLNode?, lines: [String]) {
    let collector = DiagnosticCollector()
    let root = YAMLReader.read(bytes, limits: limits, diagnostics: collector)
    return (root, collector.diagnostics.flatMap(\.exampleLines))
}
