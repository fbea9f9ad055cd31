/// A rule of the linter: every diagnostic controlspec emits belongs to one.
///
/// Each rule keeps its identifier, default severity, description and examples together, one rule
/// per file under `Diagnostics/Rules/`, and is registered once in `Rule.catalogue`. A design rule
/// also carries its check (`designCheck`), so adding one touches its file and the catalogue only.
/// The tests run every example and `docs/rules.md` is generated from the catalogue
/// (`swift run controlspec rules --markdown > docs/rules.md`).
public struct Rule: Sendable, Hashable {
    /// The identifier shown in brackets after each message, e.g. `unknown-key`.
    public var id: String
    /// The severity a finding has unless configuration changes it.
    public var defaultSeverity: Severity
    /// The rule family, used to group the catalogue: `yaml`, `structure`, `semantics`, `design`, `project`, `templates`, `configuration`, `tokens`.
    public var category: RuleCategory
    /// One line: what the rule finds.
    public var summary: String
    /// Why the rule exists and how to fix a finding; Markdown.
    public var rationale: String
    /// Specs (or raw file texts) that trigger the rule, each with the exact diagnostics expected.
    public var triggering: [RuleExample]
    /// Specs that must produce no diagnostic at all.
    public var nonTriggering: [String]
    /// For a design rule, its check of a spec without errors; other rules are raised where the
    /// pipeline reads what they are about.
    public var designCheck: DesignCheck?

    /// Creates a rule.
    public init(
        id: String,
        defaultSeverity: Severity,
        category: RuleCategory,
        summary: String,
        rationale: String,
        triggering: [RuleExample],
        nonTriggering: [String],
        designCheck: DesignCheck? = nil
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.designCheck = designCheck
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The families rules are grouped in, in pipeline order.
public enum RuleCategory: String, CaseIterable, Sendable {
    /// Reading the file: encoding, YAML syntax, limits, YAML traps.
    case yaml
    /// The shape of the spec: keys, types, value formats.
    case structure
    /// Meaning across keys: ranges, references, timing.
    case semantics
    /// Design advice: accessibility, touch targets, contrast, timing.
    case design
    /// Across the specs of one run.
    case project
    /// Custom code templates given with `--templates`.
    case templates
    /// The `.controlspec.yml` configuration file.
    case configuration
    /// The design token files the configuration's `tokens:` lists.
    case tokens
}

/// A spec that triggers a rule, with the diagnostics it must produce.
public struct RuleExample: Sendable, Hashable {
    /// The file's bytes (raw, so that encoding rules can show invalid UTF-8 or NUL bytes).
    public var bytes: [UInt8]
    /// The expected diagnostics, each as `line:column: severity: message [rule-id]`, in sorted order.
    /// Notes follow their diagnostic as `line:column: note: message`.
    public var expected: [String]

    /// Creates an example from text.
    public init(_ source: String, expect expected: [String]) {
        self.bytes = Array(source.utf8)
        self.expected = expected
    }

    /// Creates an example from raw bytes.
    public init(bytes: [UInt8], expect expected: [String]) {
        self.bytes = bytes
        self.expected = expected
    }
}
