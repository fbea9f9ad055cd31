/// The configuration file's language, declared as data like the spec language, so that the same
/// structure checker reports unknown keys (with did-you-mean), wrong types and unknown values at
/// their place in `.controlspec.yml`.
public enum ConfigLanguage {
    /// The names a configuration file may have, in the order they are looked for in one folder.
    public static let fileNames = [".controlspec.yml", ".controlspec.yaml"]

    /// The words a rule's severity may be set to in `rules:`; `off` turns the rule off.
    public static let severityWords = Severity.allCases.reversed().map(\.rawValue) + ["off"]

    /// The top level of a configuration file.
    public static let configuration = ObjectType("Configuration", "The `.controlspec.yml` configuration file. Every key is optional; command-line options override it.", fields: [
        .optional("rules", .object("Rules"), "Severity per rule identifier: `error`, `warning`, `note` or `off`. Only design rules can be configured."),
        .optional("include", .array(.text, minCount: 0), "Glob patterns, relative to the configuration file's folder; when given, only specs found in a folder argument that match one are checked.", default: "every spec"),
        .optional("exclude", .array(.text, minCount: 0), "Glob patterns, relative to the configuration file's folder; specs found in a folder argument that match one are skipped.", default: "none"),
        .optional("output", .text, "The folder `compile` writes the Swift files to, relative to the configuration file's folder (`--output` overrides it).", default: "Generated, relative to the working directory"),
        .optional("previews", .text, "The folder `compile` writes the SVG previews to and `preview`'s default output, relative to the configuration file's folder (`--previews` and `preview --output` override it).", default: "<output>/Previews for compile, Previews for preview"),
        .optional("templates", .text, "A folder of `*.mustache` templates replacing bundled ones by name, relative to the configuration file's folder (`--templates` overrides it).", default: "the bundled templates"),
        .optional("access", .enumeration(["internal", "public"]), "The access level of generated declarations (`--access` overrides it).", default: "internal"),
    ])

    /// The `rules:` mapping: one optional key per rule of the catalogue, so that a misspelt rule
    /// gets a did-you-mean against every rule; rules that cannot be configured are refused after
    /// the structure check (`unconfigurable-rule`).
    public static let rules = ObjectType("Rules", "Severity per rule identifier.", fields: Rule.catalogue.map { rule in
        .optional(rule.id, .enumeration(severityWords), rule.summary, default: rule.defaultSeverity.rawValue)
    })

    /// Every object type of the configuration language.
    public static let objectTypes = [configuration, rules]

    /// The language as the structure checker uses it.
    static let declared = DeclaredLanguage(
        objectType: { name in
            guard let type = objectTypes.first(where: { $0.name == name }) else {
                preconditionFailure("the configuration language has no object type '\(name)'")
            }
            return type
        },
        unknownKeyNote: { type, _, _ in
            type.name == rules.name ? DiagnosticNote("'controlspec rules' lists every rule") : nil
        })
}
