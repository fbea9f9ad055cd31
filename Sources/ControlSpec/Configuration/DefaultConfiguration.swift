/// The commented configuration `controlspec config init` writes: every key with its default
/// value (the template and preview folders, whose defaults depend on the command, commented out), each explained by the
/// description `ConfigLanguage` declares, and every configurable rule at its default severity.
public enum DefaultConfiguration {
    /// The file's text; deterministic, and read back by `ConfigurationReader` without findings.
    public static var text: String {
        var lines = [
            "# controlspec configuration (docs/configuration.md). Every key is optional; command-line",
            "# options override this file. Paths and patterns are relative to this file's folder.",
        ]
        for field in ConfigLanguage.configuration.fields {
            lines.append("")
            lines += comment(field.description)
            lines += entry(field.key)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one key with its default value.
    private static func entry(_ key: String) -> [String] {
        switch key {
        case "rules":
            return ["rules:"] + Rule.catalogue.filter(\.isConfigurable).flatMap { rule in
                comment(rule.summary, indent: "  ") + ["  \(rule.id): \(rule.defaultSeverity.rawValue)"]
            }
        case "include", "exclude": return ["\(key): []"]
        case "output": return ["output: Generated"]
        case "templates": return ["# templates: Templates"]
        case "previews": return ["# previews: Previews"]
        case "access": return ["access: internal"]
        case "target": return ["target: both"]
        case "tokens": return ["tokens: []"]
        default: preconditionFailure("no default written for configuration key '\(key)'")
        }
    }

    /// `text` as comment lines of at most 100 characters, broken between words.
    private static func comment(_ text: String, indent: String = "") -> [String] {
        let prefix = indent + "#"
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 100, line != prefix {
                lines.append(line)
                line = prefix
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }
}
