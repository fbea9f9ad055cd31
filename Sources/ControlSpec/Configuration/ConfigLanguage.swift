/// The configuration file's language, declared with typed keys like the spec language, so that
/// the same structure checker reports unknown keys (with did-you-mean), wrong types and unknown
/// values at their place in `.controlspec.yml`.
public enum ConfigLanguage {
    /// The names a configuration file may have, in the order they are looked for in one folder.
    public static let fileNames = [".controlspec.yml", ".controlspec.yaml"]

    /// The words a rule's severity may be set to in `rules:`; `off` turns the rule off.
    public static var severityWords: [String] { RuleSeveritySetting.words }

    /// The top level of a configuration file.
    public static var configuration: ObjectType { ConfigurationKeys.objectType }

    /// The `rules:` mapping.
    public static var rules: ObjectType { RulesKeys.objectType }

    /// Every object type of the configuration language.
    public static var objectTypes: [ObjectType] { [configuration, rules] }

    /// The language as the structure checker uses it.
    static let declared = DeclaredLanguage(
        objectType: { name in
            guard let type = objectTypes.first(where: { $0.name == name }) else {
                preconditionFailure("the configuration language has no object type '\(name)'")
            }
            return type
        },
        unknownKeyNote: { type, _, _ in
            type.name == RulesKeys.typeName ? DiagnosticNote("'controlspec rules' lists every rule") : nil
        })
}

/// The keys of a configuration file. The folders' and patterns' defaults depend on the command
/// line, which merges them (`CompileRun`, `PreviewRun`); the rules' are the catalogue's.
enum ConfigurationKeys: ObjectKeys {
    static let typeName = "Configuration"
    static let objectType = ObjectType(typeName, "The `.controlspec.yml` configuration file. Every key is optional; command-line options override it.",
                                       keys: [rules, include, exclude, output, previews, templates, access, target, tokens])

    static let rules = optional("rules", .object(RulesKeys.self),
                                "Severity per rule identifier: `error`, `warning`, `note` or `off`. Only design rules can be configured.", default: .empty)
    static let include = optional("include", .array(.text, minCount: 0),
                                  "Glob patterns, relative to the configuration file's folder; when given, " +
                                  "only specs found in a folder argument that match one are checked.", default: DescribedDefault("every spec"))
    static let exclude = optional("exclude", .array(.text, minCount: 0),
                                  "Glob patterns, relative to the configuration file's folder; specs found in a folder argument that match one are skipped.",
                                  default: DescribedDefault("none"))
    static let output = optional("output", .text,
                                 "The folder `compile` writes the Swift files to, relative to the configuration file's folder (`--output` overrides it).",
                                 default: DescribedDefault("Generated, relative to the working directory"))
    static let previews = optional("previews", .text,
                                   "The folder `compile` writes the SVG previews to and `preview`'s default output, relative to the configuration file's " +
                                   "folder (`--previews` and `preview --output` override it).",
                                   default: DescribedDefault("<output>/Previews for compile, Previews for preview"))
    static let templates = optional("templates", .text,
                                    "A folder of `*.mustache` templates replacing bundled ones by name, relative to the configuration file's folder " +
                                    "(`--templates` overrides it).", default: DescribedDefault("the bundled templates"))
    static let access = optional("access", .words(GenerationOptions.AccessLevel.self), "The access level of generated declarations (`--access` overrides it).",
                                 default: DescribedDefault(GenerationOptions.AccessLevel.internal.word))
    static let target = optional("target", .words(GenerationOptions.Target.self),
                                 "The code each spec's file holds: `uikit` (the UIKit control and its SwiftUI wrapper), `swiftui` (the native SwiftUI view, " +
                                 "every Apple platform) or `both` (`--target` overrides it).",
                                 default: DescribedDefault(GenerationOptions.Target.both.word))
    static let tokens = optional("tokens", .array(.text, minCount: 0),
                                 "Design token files (JSON, Design Tokens Format) and resolver documents, relative to the configuration file's folder; " +
                                 "a spec's colours, lengths, durations and easings may refer to their tokens as `\"{group.token}\"`.",
                                 default: DescribedDefault("none"))
}

/// The `rules:` mapping: one optional key per rule of the catalogue, so that a misspelt rule gets
/// a did-you-mean against every rule; rules that cannot be configured are refused after the
/// structure check (`unconfigurable-rule`).
enum RulesKeys: ObjectKeys {
    static let typeName = "Rules"
    static let objectType = ObjectType(typeName, "Severity per rule identifier.", keys: Rule.catalogue.map(key))

    /// The key of a rule, defaulting to the rule's own severity.
    static func key(_ rule: Rule) -> Key<RulesKeys, RuleSeveritySetting> {
        optional(rule.id, .words(RuleSeveritySetting.self), rule.summary, default: RuleSeveritySetting(rule.defaultSeverity))
    }
}

/// A rule's severity as `rules:` sets it: a severity, or `off`.
enum RuleSeveritySetting: String, CaseIterable, SpecWord {
    case error, warning, note, off

    /// The setting of a severity.
    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }

    /// The severity, or `nil` for `off`.
    var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .off: nil
        }
    }
}

extension GenerationOptions.AccessLevel: SpecWord {}

extension GenerationOptions.Target: SpecWord {}
