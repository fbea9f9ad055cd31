/// Options of one lint run.
public struct LintOptions: Sendable {
    /// Limits on the YAML input.
    public var limits: YAMLLimits
    /// Severity per rule identifier, replacing the rule's default; `nil` turns the rule off.
    public var severityOverrides: [String: Severity?]
    /// The design tokens specs may refer to.
    public var tokens: DesignTokens

    /// Creates options.
    public init(limits: YAMLLimits = .default, severityOverrides: [String: Severity?] = [:], tokens: DesignTokens = .none) {
        self.limits = limits
        self.severityOverrides = severityOverrides
        self.tokens = tokens
    }
}

/// The result of checking one spec file.
public struct LintResult: Sendable {
    /// The findings, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The checked spec, when the file had no errors.
    public var spec: ControlSpecification?

    /// Whether any finding is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The front of the pipeline as one call: bytes → YAML nodes → checked spec → design lint.
///
/// Design rules run only on specs without errors, so that advice never rests on a broken value.
public enum Linter {
    /// Checks the bytes of one spec file. Never throws and never crashes on any input: every
    /// problem becomes a located diagnostic.
    public static func lint(_ bytes: [UInt8], options: LintOptions = LintOptions()) -> LintResult {
        let collector = DiagnosticCollector(severityOverrides: options.severityOverrides)
        var spec: ControlSpecification?
        if let root = YAMLReader.read(bytes, limits: options.limits, diagnostics: collector) {
            spec = SpecChecker.check(root, diagnostics: collector, tokens: options.tokens)
            if let checked = spec, !collector.hasErrors {
                DesignLint.run(on: checked, diagnostics: collector)
            }
        }
        let sorted = collector.diagnostics.sorted { lhs, rhs in
            FileDiagnostic(path: "", diagnostic: lhs) < FileDiagnostic(path: "", diagnostic: rhs)
        }
        return LintResult(diagnostics: sorted, spec: collector.hasErrors ? nil : spec)
    }
}
