import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Design token files read and resolved: the Format report's examples, a file in the Style
/// Dictionary layout, resolver contexts mapped onto appearances, and the errors of token files,
/// each located in its file.
@Suite struct DesignTokenTests {
    /// The one token `name` of `json`, written as `tokens.json` and read on its own.
    static func tokens(_ json: String) throws -> DesignTokens {
        let workspace = try Workspace()
        try workspace.write(json, to: "tokens.json")
        let load = TokenFixtures.load(["tokens.json"], in: workspace)
        #expect(load.findings == [])
        return try #require(load.tokens)
    }

    @Test func theFormatReportsExamplesResolve() throws {
        let tokens = try Self.tokens("""
            {
              "Majestic magenta": { "$value": { "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff" }, "$type": "color" },
              "Translucent shadowy purple": { "$value": { "colorSpace": "srgb", "components": [0.2666, 0.0666, 0.5333], "alpha": 0.5 }, "$type": "color" },
              "spacing-stack-0": { "$value": { "value": 0, "unit": "px" }, "$type": "dimension" },
              "spacing-stack-1": { "$value": { "value": 0.5, "unit": "rem" }, "$type": "dimension" },
              "Duration-100": { "$value": { "value": 100, "unit": "ms" }, "$type": "duration" },
              "Accelerate": { "$value": [0.5, 0, 1, 1], "$type": "cubicBezier" },
              "transition": {
                "$type": "transition",
                "emphasis": { "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] } }
              },
              "color": { "$type": "color", "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } },
              "button": { "background": { "$value": "{color.primary}" }, "hover": { "$value": "{button.background}" } }
            }
            """)
        #expect(tokens.tokens["Majestic magenta"]?.colorValue == .rgba(RGBA(red: 1, green: 0, blue: 1)))
        #expect(tokens.tokens["Translucent shadowy purple"]?.colorValue == .rgba(RGBA(red: 0.2666, green: 0.0666, blue: 0.5333, alpha: 0.5)))
        #expect(tokens.tokens["spacing-stack-1"]?.lightValue == .dimension(0.5, unit: "rem"))
        #expect(tokens.tokens["Duration-100"]?.lightValue == .duration(100, unit: "ms"))
        #expect(tokens.tokens["Accelerate"]?.lightValue == .cubicBezier(0.5, 0, 1, 1))
        #expect(tokens.tokens["transition.emphasis"]?.lightValue == .transition(duration: .duration(200, unit: "ms"), delay: .duration(0, unit: "ms"),
                                                                               curve: .cubicBezier(0.5, 0, 1, 1)), "the type is inherited from the group")
        let hover = try #require(tokens.tokens["button.hover"])
        #expect(hover.type == .color, "an alias takes the type of the token it ends at")
        #expect(hover.colorValue == .rgba(RGBA(red: 0, green: 0.4, blue: 0.8)))
        #expect(hover.definition.span.start == SourceLocation(line: 13, column: 62), "an alias is defined where it is written")
    }

    @Test func aFileInTheStyleDictionaryLayoutResolvesItsNestedGroupsAndAliases() throws {
        let tokens = try Self.tokens("""
            {
              "color": {
                "base": {
                  "$type": "color",
                  "gray": { "light": { "$value": "#CCCCCC" }, "medium": { "$value": "#999999" }, "dark": { "$value": "#111111" } },
                  "red": { "$value": "#FF0000" },
                  "green": { "$value": "#00FF00" }
                },
                "font": {
                  "base": { "$value": "{color.base.red}" },
                  "secondary": { "$value": "{color.base.green}" },
                  "tertiary": { "$value": "{color.font.disabled}" },
                  "disabled": { "$value": "{color.base.gray.light}" }
                }
              },
              "size": {
                "$type": "dimension",
                "font": { "small": { "$value": { "value": 12, "unit": "px" } }, "base": { "$value": "{size.font.small}" } }
              }
            }
            """)
        #expect(tokens.names == ["color.base.gray.dark", "color.base.gray.light", "color.base.gray.medium", "color.base.green", "color.base.red",
                                 "color.font.base", "color.font.disabled", "color.font.secondary", "color.font.tertiary", "size.font.base", "size.font.small"])
        #expect(tokens.tokens["color.font.tertiary"]?.colorValue == ColorSyntax.parse("#CCCCCC").value, "a chain of aliases ends at its value")
        #expect(tokens.tokens["size.font.base"]?.lightValue == .dimension(12, unit: "px"))
        #expect(tokens.tokens["color.font.base"]?.type == .color)
    }

    @Test func aResolversContextsGiveTheAppearances() throws {
        let workspace = try TokenFixtures.workspace()
        let tokens = try #require(TokenFixtures.load(["tokens/theme.resolver.json"], in: workspace).tokens)
        let blue = ColorValue.rgba(RGBA(red: 0.2, green: 0.4, blue: 1)), black = ColorSyntax.parse("#000000").value!
        #expect(tokens.tokens["color.track"]?.colorValue == .perAppearance(AppearanceColors(
            light: blue, dark: ColorSyntax.parse("#90CAF9").value!, highContrastLight: black, highContrastDark: black)))
        #expect(tokens.tokens["color.ink"]?.colorValue == ColorSyntax.parse("#1E88E5").value, "a token no context changes is one colour")
        #expect(tokens.files.map { ($0 as NSString).lastPathComponent } == ["theme.resolver.json", "base.tokens.json", "dark.tokens.json"])
    }

    @Test func contextsAreChosenByTheirNames() {
        #expect(AppearanceContexts.choose(["light", "dark"], default: "light") == [.light: "light", .dark: "dark", .highContrastLight: "light",
                                                                                    .highContrastDark: "dark"])
        #expect(AppearanceContexts.choose(["Light", "Dark", "light-high-contrast", "darkHC"], default: nil) == [
            .light: "Light", .dark: "Dark", .highContrastLight: "light-high-contrast", .highContrastDark: "darkHC"])
        #expect(AppearanceContexts.choose(["standard", "more-contrast"], default: "standard") == [
            .light: "standard", .dark: "standard", .highContrastLight: "more-contrast", .highContrastDark: "more-contrast"])
        #expect(AppearanceContexts.choose(["compact", "regular"], default: "regular")?[.dark] == "regular")
        #expect(AppearanceContexts.choose(["compact", "regular"], default: nil) == nil)
    }

    @Test func displayP3AndLinearColoursAreConvertedToSRGB() throws {
        let tokens = try Self.tokens("""
            {
              "$type": "color",
              "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 1, 1] } },
              "p3red": { "$value": { "colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386] } },
              "linear": { "$value": { "colorSpace": "srgb-linear", "components": [0.2140, 0, 1] } },
              "other": { "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 30], "alpha": 0.5, "hex": "#804040" } }
            }
            """)
        guard case .rgba(let white)? = tokens.tokens["p3"]?.colorValue, case .rgba(let red)? = tokens.tokens["p3red"]?.colorValue,
              case .rgba(let linear)? = tokens.tokens["linear"]?.colorValue else { Issue.record("not colours"); return }
        #expect([white.red, white.green, white.blue].allSatisfy { abs($0 - 1) < 1e-6 })
        #expect(abs(red.red - 1) < 0.002 && abs(red.green) < 0.002 && abs(red.blue) < 0.002, "P3's (0.9175, 0.2003, 0.1386) is sRGB red: \(red)")
        #expect(abs(linear.red - 0.5) < 0.001 && linear.green == 0 && abs(linear.blue - 1) < 1e-9, "\(linear)")
        #expect(tokens.tokens["other"]?.colorValue == .rgba(RGBA(red: 128.0 / 255, green: 64.0 / 255, blue: 64.0 / 255, alpha: 0.5)),
                "a space controlspec cannot convert uses hex, with the alpha")
    }

    @Test func tokenFileErrorsAreLocatedInTheirFiles() throws {
        let workspace = try Workspace()
        try workspace.write("""
            {
              "color": { "$type": "color", "a": { "$value": "{color.b}" }, "b": { "$value": "{color.a}" } },
              "wide": { "$type": "colour", "$value": "#FFFFFF" }
            }
            """, to: "tokens/broken.tokens.json")
        try workspace.write("""
            { "sets": { "s": { "sources": [{ "$ref": "missing.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/sets/t" }] }
            """, to: "tokens/r.resolver.json")
        let load = TokenFixtures.load(["tokens/broken.tokens.json", "tokens/r.resolver.json"], in: workspace)
        #expect(load.findings == [
            "tokens/broken.tokens.json:2:32: error: alias cycle: color.a → color.b → color.a [token-alias]",
            "tokens/broken.tokens.json:2:32: note: an alias must end at a token with a value",
            "tokens/broken.tokens.json:3:22: error: unknown token type 'colour'; did you mean 'color'? [token-file]",
            "tokens/broken.tokens.json:3:22: note: token types are 'color', 'dimension', 'duration', 'cubicBezier', 'number', 'fontFamily', " +
                "'fontWeight', 'strokeStyle', 'border', 'shadow', 'gradient', 'typography' or 'transition'",
            "tokens/r.resolver.json:1:42: error: cannot read token file 'tokens/missing.json': No such file or directory [token-file]",
            "tokens/r.resolver.json:1:119: error: unknown set or modifier '#/sets/t'; did you mean '#/sets/s'? [token-file]",
        ])
    }

    @Test func aListedFileThatCannotBeReadIsAToolFailure() throws {
        let workspace = try Workspace()
        #expect(TokenFixtures.load(["none.tokens.json"], in: workspace).findings == ["cannot read token file 'none.tokens.json': No such file or directory"])
    }

    @Test func aLongChainOfAliasesIsRefusedWithoutRecursingWithoutEnd() throws {
        let links = (0..<200).map { "\"t\($0)\": { \"$value\": \"{t\($0 + 1)}\" }" }.joined(separator: ", ")
        let workspace = try Workspace()
        try workspace.write("{ \"$type\": \"number\", \(links), \"t200\": { \"$value\": 1 } }", to: "chain.tokens.json")
        let findings = TokenFixtures.load(["chain.tokens.json"], in: workspace).findings
        #expect(findings.contains { $0.hasSuffix("is longer than 64 tokens [token-alias]") }, "\(findings.prefix(2))")
    }
}

extension Result {
    /// The success value, if any.
    var value: Success? { try? get() }
}
