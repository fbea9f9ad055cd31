/// Turns a YAML node tree into a typed spec, reporting every problem at its span.
public enum SpecChecker {
    /// Checks the root node of a spec file.
    public static func check(_ root: YAMLNode, diagnostics: DiagnosticCollector) -> ControlSpecification? {
        nil
    }
}

extension Rule {
    static let structureRules: [Rule] = []
    static let semanticRules: [Rule] = []
    static let designRules: [Rule] = []
}

/// Design advice on a checked spec.
public enum DesignLint {
    /// Runs every design rule.
    public static func run(on spec: ControlSpecification, diagnostics: DiagnosticCollector) {}
}
