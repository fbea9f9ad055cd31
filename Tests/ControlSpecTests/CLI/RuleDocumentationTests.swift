import Testing
@testable import ControlSpec

/// The generated rules documentation and listing, on synthetic rules.
@Suite struct RuleDocumentationTests {
    /// A design rule with a text example.
    let designRule = Rule(
        id: "small-touch-target", defaultSeverity: .warning, category: .design,
        summary: "The control is smaller than 44 × 44 pt.",
        rationale: "Apple's Human Interface Guidelines ask for 44 × 44 pt.",
        triggering: [RuleExample("size: 20x20\n", expect: ["1:7: warning: too small [small-touch-target]"])],
        nonTriggering: ["size: 44x44"])
    /// A YAML rule whose example is raw bytes: invalid UTF-8, a NUL, a byte-order mark, a tab.
    let encodingRule = Rule(
        id: "invalid-utf8", defaultSeverity: .error, category: .yaml,
        summary: "The file is not UTF-8.", rationale: "Save the file as UTF-8.",
        triggering: [
            RuleExample(
                bytes: [0xEF, 0xBB, 0xBF, 0x61, 0x3A, 0x20, 0xFF, 0x00, 0x09, 0xC3, 0xA9, 0x0A],
                expect: ["1:4: error: bad byte [invalid-utf8]"])
        ],
        nonTriggering: [])

    @Test func startsWithTitleAndRegenerationNote() {
        let markdown = RuleDocumentation.markdown(for: [designRule])
        #expect(markdown.hasPrefix("# Rules\n"))
        #expect(markdown.contains("`swift run controlspec rules --markdown > docs/rules.md`"))
    }

    @Test func groupsByCategoryInPipelineOrderAndSkipsEmptyCategories() throws {
        let markdown = RuleDocumentation.markdown(for: [designRule, encodingRule])
        let yaml = try #require(markdown.range(of: "\n## YAML\n"))
        let design = try #require(markdown.range(of: "\n## Design\n"))
        #expect(yaml.lowerBound < design.lowerBound)
        #expect(!markdown.contains("## Structure"))
        #expect(markdown.contains("\n### `invalid-utf8`\n\nDefault severity: **error**\n\nThe file is not UTF-8.\n"))
    }

    @Test func eachCategoryOpensWithTheListOfItsRules() {
        let markdown = RuleDocumentation.markdown(for: [designRule, encodingRule])
        #expect(markdown.contains("\n## Design\n\nDesign advice: "))
        #expect(markdown.contains(".\n\n[`small-touch-target`](#small-touch-target)\n\n### `small-touch-target`\n"))
        #expect(markdown.contains("\n[`invalid-utf8`](#invalid-utf8)\n"))
    }

    @Test func showsExamplesWithTheirExpectedDiagnostics() {
        let markdown = RuleDocumentation.markdown(for: [designRule])
        #expect(
            markdown.contains(
                """
                #### Triggering examples

                ```yaml
                size: 20x20
                ```

                Expected diagnostics:

                ```text
                1:7: warning: too small [small-touch-target]
                ```

                #### Non-triggering examples

                ```yaml
                size: 44x44
                ```
                """))
    }

    @Test func rendersRawBytesAsEscapes() {
        let markdown = RuleDocumentation.markdown(for: [encodingRule])
        #expect(markdown.contains("```yaml\n\\u{FEFF}a: \\xFF\\0\\té\n```\n"))
        #expect(markdown.contains("raw bytes, shown as escapes"))
        #expect(!markdown.unicodeScalars.contains { $0 == "\0" || $0 == "\u{FEFF}" || $0 == "\t" })
    }

    @Test func plainTextNeedsNoLegend() {
        #expect(!RuleDocumentation.markdown(for: [designRule]).contains("raw bytes"))
    }

    @Test func displayTextEscapesEveryInvalidByte() {
        let shown = RuleDocumentation.displayText(of: [0x61, 0xC3, 0x28, 0xF0, 0x9F, 0x0A, 0x7F])
        #expect(shown.text == "a\\xC3(\\xF0\\x9F\n\\x7F")
        #expect(shown.escaped)
        #expect(RuleDocumentation.displayText(of: Array("ä: 1\n".utf8)) == ("ä: 1\n", false))
    }

    @Test func fenceIsLongerThanBackticksInTheExample() {
        let rule = Rule(
            id: "r", defaultSeverity: .error, category: .structure, summary: "s", rationale: "r",
            triggering: [], nonTriggering: ["summary: \"```\"\n"])
        #expect(RuleDocumentation.markdown(for: [rule]).contains("````yaml\nsummary: \"```\"\n````\n"))
    }

    @Test func plainTextListsOneAlignedLinePerRule() {
        #expect(
            RuleDocumentation.plainText(for: [encodingRule, designRule]) == """
                invalid-utf8        error    The file is not UTF-8.
                small-touch-target  warning  The control is smaller than 44 × 44 pt.

                """)
    }

    @Test func documentationOfTheCatalogueIsDeterministic() {
        #expect(RuleDocumentation.markdown() == RuleDocumentation.markdown(for: Rule.catalogue))
        #expect(RuleDocumentation.markdown() == RuleDocumentation.markdown())
    }
}
