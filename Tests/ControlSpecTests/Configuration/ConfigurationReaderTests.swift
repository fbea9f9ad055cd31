import Testing
@testable import ControlSpec

/// `.controlspec.yml` read through the spec front end: located findings, the values it sets.
@Suite struct ConfigurationReaderTests {
    /// The findings of reading `text`, as `line:column: severity: message [rule]` lines.
    func lines(_ text: String) -> [String] {
        ConfigurationReader.read(Array(text.utf8)).diagnostics.flatMap(\.exampleLines)
    }

    /// The configuration `text` sets, which must have no findings.
    func configuration(_ text: String) throws -> Configuration {
        let result = ConfigurationReader.read(Array(text.utf8))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.flatMap(\.exampleLines))")
        return try #require(result.configuration)
    }

    @Test func everyKeyIsRead() throws {
        let read = try configuration("""
            rules:
              touch-target-size: off
              accessibility-label: error
              long-animation: note
            include: ["Specs/**"]
            exclude: [Specs/Legacy]
            output: Sources/Generated
            templates: Templates
            access: public
            """)
        let expected: [String: Severity?] = ["touch-target-size": nil, "accessibility-label": .error, "long-animation": .note]
        #expect(read.severityOverrides == expected)
        #expect(read.include.map(\.pattern) == ["Specs/**"])
        #expect(read.exclude.map(\.pattern) == ["Specs/Legacy"])
        #expect(read.output == "Sources/Generated")
        #expect(read.templates == "Templates")
        #expect(read.access == .public)
    }

    @Test(arguments: ["", "# only a comment\n", "\n# two comments\n# and blank lines\n\n"])
    func anEmptyFileIsTheDefaultConfiguration(text: String) throws {
        #expect(try configuration(text) == Configuration())
    }

    @Test func unknownKeyHasADidYouMeanAtItsPlace() {
        #expect(lines("access: public\nexlcude: [Specs]\n") == [
            "2:1: error: unknown key 'exlcude'; did you mean 'exclude'? [unknown-key]",
        ])
    }

    @Test func unknownKeyWithoutACloseMatchListsTheKeys() {
        #expect(lines("name: Knob\n") == [
            "1:1: error: unknown key 'name' [unknown-key]",
            "1:1: note: expected one of 'rules', 'include', 'exclude', 'output', 'previews', 'templates', 'access', 'target', 'tokens'",
        ])
    }

    @Test func wrongTypesAreLocated() {
        #expect(lines("rules: [touch-target-size]\ninclude: Specs\noutput: [a]\n") == [
            "1:8: error: expected a mapping, found a sequence [wrong-type]",
            "2:10: error: expected a sequence, found 'Specs' [wrong-type]",
            "3:9: error: expected text, found a sequence [wrong-type]",
        ])
        #expect(lines("- rules\n") == [
            "1:1: error: expected a mapping of configuration keys at the top level, found a sequence [wrong-type]",
        ])
    }

    @Test func unknownRuleHasADidYouMeanAgainstTheCatalogue() {
        #expect(lines("rules:\n  touch-target-siz: off\n  value-ragne: error\n") == [
            "2:3: error: unknown key 'touch-target-siz' in 'rules'; did you mean 'touch-target-size'? [unknown-key]",
            "3:3: error: unknown key 'value-ragne' in 'rules'; did you mean 'value-range'? [unknown-key]",
        ])
        #expect(lines("rules:\n  frobnicate: off\n") == [
            "2:3: error: unknown key 'frobnicate' in 'rules' [unknown-key]",
            "2:3: note: 'controlspec rules' lists every rule",
        ])
    }

    @Test func unknownSeverityHasADidYouMeanOrTheList() {
        #expect(lines("rules:\n  touch-target-size: warnign\n") == [
            "2:22: error: unknown value 'warnign'; did you mean 'warning'? [unknown-value]",
        ])
        #expect(lines("rules:\n  touch-target-size: warn\n") == [
            "2:22: error: unknown value 'warn' [unknown-value]",
            "2:22: note: expected one of 'error', 'warning', 'note', 'off'",
        ])
    }

    /// Every rule but the design rules is refused, even when set to its default severity.
    @Test(arguments: Rule.catalogue.filter { !$0.isConfigurable })
    func onlyDesignRulesCanBeConfigured(rule: Rule) {
        for word in ConfigLanguage.severityWords {
            let found = lines("rules:\n  \(rule.id): \(word)\n")
            #expect(found.first == "2:3: error: rule '\(rule.id)' cannot be configured: its \(rule.category.rawValue) errors mean nothing can be generated from the spec [unconfigurable-rule]")
        }
    }

    /// Every design rule of the catalogue can be set to each severity word, and only they can.
    @Test(arguments: Rule.catalogue.filter { $0.category == .design })
    func designRulesCanBeConfigured(rule: Rule) throws {
        #expect(rule.isConfigurable)
        for word in ConfigLanguage.severityWords {
            let read = try configuration("rules:\n  \(rule.id): \(word)\n")
            #expect(read.severityOverrides.keys.sorted() == [rule.id], "\(rule.id): \(word)")
        }
    }

    @Test func invalidGlobsAndEmptyFoldersAreLocated() {
        #expect(lines("include:\n  - Specs/**\n  - /abs\nexclude: [\"a**\"]\noutput: \"\"\n") == [
            "3:5: error: expected a glob pattern, found '/abs': a glob pattern is relative to the configuration file's folder and cannot start with '/' [invalid-format]",
            "4:11: error: expected a glob pattern, found 'a**': '**' must be a whole path component, as in 'Specs/**/Old*' [invalid-format]",
            "5:9: error: expected a folder path, found an empty text [invalid-format]",
        ])
    }

    @Test func theYAMLTrapsOfSpecsApply() {
        #expect(lines("access: public\naccess: internal\n").contains { $0.hasSuffix("[yaml-duplicate-key]") })
        #expect(lines("base: &b [a]\ninclude: *b\n").contains { $0.hasSuffix("[yaml-alias]") })
        #expect(lines("include:\n\t- a\n").contains { $0.hasSuffix("[yaml-tab]") })
    }

    @Test func aConfigurationWithErrorsIsNotUsed() {
        #expect(ConfigurationReader.read(Array("acess: public\n".utf8)).configuration == nil)
    }

    @Test func theDefaultFileReadsWithoutFindingsAndSetsTheDefaults() throws {
        let read = try configuration(DefaultConfiguration.text)
        let expected = Dictionary(uniqueKeysWithValues: Rule.catalogue.filter(\.isConfigurable).map { ($0.id, Severity?.some($0.defaultSeverity)) })
        #expect(read.severityOverrides == expected)
        #expect(read.include.isEmpty && read.exclude.isEmpty)
        #expect(read.output == "Generated" && read.templates == nil && read.access == .internal)
    }

    @Test func theDefaultFileMentionsEveryKeyAndNoLineIsTooLong() {
        let text = DefaultConfiguration.text
        for field in ConfigLanguage.configuration.fields {
            #expect(text.contains("\n\(field.key):") || text.contains("\n# \(field.key):"), "\(field.key)")
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test func selectionAppliesIncludeThenExclude() throws {
        let read = try configuration("include: [Specs]\nexclude: [\"Specs/Legacy\"]\n")
        #expect(read.selects(relativePath: "Specs/Knob.control.yaml"))
        #expect(!read.selects(relativePath: "Specs/Legacy/Old.control.yaml"))
        #expect(!read.selects(relativePath: "Other/Knob.control.yaml"))
        #expect(!read.selects(relativePath: nil))
        #expect(Configuration().selects(relativePath: nil), "without include, files outside the folder are checked")
    }
}
