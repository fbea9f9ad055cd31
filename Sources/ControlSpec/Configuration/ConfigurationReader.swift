/// The result of reading a configuration file.
public struct ConfigurationResult: Sendable {
    /// The findings, sorted by position; any error means the configuration must not be used.
    public var diagnostics: [Diagnostic]
    /// The configuration, when the file had no errors.
    public var configuration: Configuration?
}

/// Reads `.controlspec.yml` with the same front end as specs: `YAMLReader` (limits, encoding,
/// YAML traps), then `StructureChecker` against `ConfigLanguage`, then the checks only the
/// configuration needs (rules that cannot be configured, glob patterns, empty folder names).
public enum ConfigurationReader {
    /// Checks the bytes of a configuration file. An empty file (or one holding only comments)
    /// is the default configuration.
    public static func read(_ bytes: [UInt8], limits: YAMLLimits = .default) -> ConfigurationResult {
        let collector = DiagnosticCollector(severityOverrides: [Rule.yamlEmpty.id: nil])
        var configuration: Configuration?
        if let root = YAMLReader.read(bytes, limits: limits, diagnostics: collector) {
            configuration = check(root, diagnostics: collector)
        } else if !collector.hasErrors {
            configuration = Configuration()
        }
        let sorted = collector.diagnostics.sorted { lhs, rhs in
            FileDiagnostic(path: "", diagnostic: lhs) < FileDiagnostic(path: "", diagnostic: rhs)
        }
        return ConfigurationResult(diagnostics: sorted, configuration: collector.hasErrors ? nil : configuration)
    }

    /// Checks the root node and builds the configuration from its valid entries.
    private static func check(_ root: YAMLNode, diagnostics: DiagnosticCollector) -> Configuration? {
        guard root.pairs != nil else {
            diagnostics.emit(.wrongType, "expected a mapping of configuration keys at the top level, found \(root.kindDescription)", at: root.span)
            return nil
        }
        let structure = StructureChecker(diagnostics: diagnostics, language: ConfigLanguage.declared)
        guard let top = structure.checkObject(root, type: ConfigLanguage.configuration, keyPath: "", anchor: root.span) else { return nil }
        let keys = SpecObject<ConfigurationKeys>(top)
        var configuration = Configuration()
        configuration.severityOverrides = severities(keys[ConfigurationKeys.rules], diagnostics: diagnostics)
        configuration.include = globs(keys, ConfigurationKeys.include, diagnostics: diagnostics)
        configuration.exclude = globs(keys, ConfigurationKeys.exclude, diagnostics: diagnostics)
        configuration.output = folder(keys, ConfigurationKeys.output, diagnostics: diagnostics)
        configuration.templates = folder(keys, ConfigurationKeys.templates, diagnostics: diagnostics)
        configuration.previews = folder(keys, ConfigurationKeys.previews, diagnostics: diagnostics)
        configuration.access = keys[ConfigurationKeys.access]
        configuration.target = keys[ConfigurationKeys.target]
        configuration.tokens = keys.items(ConfigurationKeys.tokens).compactMap { item in
            guard !item.value.isEmpty else {
                diagnostics.report(.invalidFormat(expected: "a file path", foundDescription: "an empty text"), at: item.span, keyPath: item.keyPath)
                return nil
            }
            return item.value
        }
        return configuration
    }

    /// The severity overrides of `rules:`; a rule that cannot be configured is refused.
    private static func severities(_ rules: SpecObject<RulesKeys>, diagnostics: DiagnosticCollector) -> [String: Severity?] {
        var overrides: [String: Severity?] = [:]
        for entry in rules.checked.entries {
            guard let rule = Rule.named(entry.key), rules.gives(RulesKeys.key(rule)) else { continue }
            guard rule.isConfigurable else {
                diagnostics.emit(.unconfigurableRule,
                                 "rule '\(rule.id)' cannot be configured: its \(rule.category.rawValue) errors mean nothing can be generated from the spec",
                                 at: entry.keySpan, keyPath: entry.keyPath, notes: [DiagnosticNote(Rule.configurableRulesNote)])
                continue
            }
            overrides[rule.id] = rules[RulesKeys.key(rule)].severity
        }
        return overrides
    }

    /// The glob patterns of `include:` or `exclude:`; each invalid one is reported where it is.
    private static func globs(_ top: SpecObject<ConfigurationKeys>, _ key: Key<ConfigurationKeys, [String]?>, diagnostics: DiagnosticCollector) -> [Glob] {
        top.items(key).compactMap { item in
            let text = item.value
            switch Glob.parse(text) {
            case .success(let glob): return glob
            case .failure(let error):
                diagnostics.report(.invalidFormat(expected: "a glob pattern", found: text, reason: error.reason), at: item.span, keyPath: item.keyPath)
                return nil
            }
        }
    }

    /// A folder path; an empty one is refused.
    private static func folder(_ top: SpecObject<ConfigurationKeys>, _ key: Key<ConfigurationKeys, String?>, diagnostics: DiagnosticCollector) -> String? {
        guard let text = top[key] else { return nil }
        guard !text.isEmpty else {
            diagnostics.report(.invalidFormat(expected: "a folder path", foundDescription: "an empty text"), at: top.span(of: key), keyPath: top.path(key))
            return nil
        }
        return text
    }
}
