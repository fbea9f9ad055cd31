/// The settings of a `.controlspec.yml` file, checked; paths as written, relative to the file's
/// folder (the command line resolves them).
public struct Configuration: Sendable, Equatable {
    /// Severity per rule identifier replacing the rule's default; `nil` turns the rule off.
    /// Only rules for which `Rule.isConfigurable` holds appear.
    public var severityOverrides: [String: Severity?] = [:]
    /// When not empty, only specs found in a folder argument that match one of these are checked.
    public var include: [Glob] = []
    /// Specs found in a folder argument that match one of these are skipped.
    public var exclude: [Glob] = []
    /// The folder `compile` writes to, as written.
    public var output: String?
    /// The folder of the SVG previews, as written.
    public var previews: String?
    /// The folder of replacement templates, as written.
    public var templates: String?
    /// The access level of generated declarations.
    public var access: GenerationOptions.AccessLevel?
    /// The code each spec's file holds.
    public var target: GenerationOptions.Target?
    /// The design token files and resolver documents, as written, in order.
    public var tokens: [String] = []

    /// The configuration of an empty file: every default.
    public init() {}

    /// Whether a spec found by walking a folder is checked, given its path relative to the
    /// configuration file's folder (`nil` when it lies outside that folder, where no pattern
    /// matches).
    public func selects(relativePath: String?) -> Bool {
        let matches = { (globs: [Glob]) in relativePath.map { path in globs.contains { $0.matches(path) } } ?? false }
        return (include.isEmpty || matches(include)) && !matches(exclude)
    }
}

extension Rule {
    /// Whether `rules:` in the configuration may change the rule's severity or turn it off.
    ///
    /// Only design rules can: they run on specs without errors and give advice, so lowering or
    /// silencing them never lets a broken spec through. Every other rule reports a spec (or
    /// template, or set of specs) that cannot be read or generated as written, so its errors
    /// stay errors.
    public var isConfigurable: Bool { category == .design }
}
