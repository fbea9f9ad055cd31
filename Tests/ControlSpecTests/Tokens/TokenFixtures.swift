import Foundation
@testable import ControlSpec

/// Token files and specs the token tests share: a base file, a dark theme and a resolver giving
/// light, dark and increased contrast, a knob that takes its colours, widths and motion from
/// them and the same knob with those values written in.
enum TokenFixtures {
    /// The base tokens: colours in the Color Module's notation and as hex text, an alias, a
    /// dimension, a duration, a curve and a transition made of aliases.
    static let base = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 1], "hex": "#3366ff" } },
            "ink": { "$value": "#1E88E5" },
            "track": { "$value": "{color.blue}", "$description": "The knob's track." }
          },
          "size": {
            "$type": "dimension",
            "ring": { "$value": { "value": 3.5, "unit": "px" } },
            "pointer": { "$value": { "value": 12, "unit": "px" } }
          },
          "motion": {
            "fast": { "$type": "duration", "$value": { "value": 180, "unit": "ms" } },
            "ease": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
            "enter": {
              "$type": "transition",
              "$value": { "duration": "{motion.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{motion.ease}" }
            }
          }
        }
        """

    /// The dark theme: another track colour.
    static let dark = """
        { "color": { "track": { "$type": "color", "$value": "#90CAF9" } } }
        """

    /// A resolver: the base set, a theme modifier (light, dark) and a contrast modifier whose
    /// high context, written inline, makes the track black.
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
            "contrast": {
              "contexts": { "standard": [], "high": [{ "color": { "track": { "$type": "color", "$value": "#000000" } } }] },
              "default": "standard"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" }]
        }
        """

    /// The configuration naming the resolver.
    static let configuration = "tokens: [tokens/theme.resolver.json]\n"

    /// The knob, its values written as token references, or as the values the tokens resolve to.
    static func knob(tokens: Bool) -> String {
        let values = tokens ? [
            "\"{size.ring}\"", "\"{color.track}\"", "\"{size.pointer}\"", "\"{color.ink}\"", "\"{color.blue}\"", "\"{motion.enter}\"", "\"{motion.enter}\"",
        ] : [
            "3.5", "{ light: \"rgb(0.2, 0.4, 1)\", dark: \"#90CAF9\", highContrastLight: \"#000000\", highContrastDark: \"#000000\" }", "12",
            "\"#1E88E5\"", "\"rgb(0.2, 0.4, 1)\"", "180ms", "\"cubic-bezier(0.5, 0, 1, 1)\"",
        ]
        return """
            controlspec: 1
            name: TokenDial
            kind: knob
            summary: A dial whose colours, widths and motion come from design tokens.
            size: 100x100
            value: { min: 0, max: 10, initial: 5 }
            angles: { start: -120deg, end: 120deg, zero: up }
            track:
              lineWidth: \(values[0])
              color: \(values[1])
            pointer:
              length: \(values[2])
              lineWidth: 4
              color:
                normal: \(values[3])
                highlighted: \(values[4])
            animations:
              setValue: { duration: \(values[5]), easing: \(values[6]) }
            accessibility: { label: Token dial }

            """
    }

    /// A workspace with the token files, the configuration and the knob written with tokens.
    static func workspace(tokens: Bool = true) throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write(base, to: "tokens/base.tokens.json")
        try workspace.write(dark, to: "tokens/dark.tokens.json")
        try workspace.write(resolver, to: "tokens/theme.resolver.json")
        if tokens { try workspace.write(configuration, to: ".controlspec.yml") }
        try workspace.write(knob(tokens: tokens), to: "Specs/TokenDial.control.yaml")
        return workspace
    }

    /// The text reporter's lines for `findings`: `path:line:column: severity: message [rule]`, notes
    /// with the path of the file they point into.
    static func lines(_ findings: [FileDiagnostic]) -> [String] {
        TextReporter(colored: false).render(findings).split(separator: "\n").map(String.init)
    }

    /// The tokens the files at `paths` of `workspace` give, or the findings they have.
    static func load(_ paths: [String], in workspace: Workspace) -> (tokens: DesignTokens?, findings: [String]) {
        switch TokenFileReader.load(paths, directory: workspace.url.path, workingDirectory: workspace.url.path) {
        case .loaded(let tokens): return (tokens, [])
        case .unreadable(let failure): return (nil, [failure.message])
        case .invalid(let report): return (nil, lines(report.findings))
        }
    }
}
