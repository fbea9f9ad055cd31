import Foundation
import Testing
@testable import ControlSpec

/// The schema checked by an independent implementation (Python's `jsonschema`) against the
/// Swift checker: clean specs pass both, broken specs fail both.
@Suite struct SchemaValidationTests {
    @Test func schemaIsValidDraft07() throws {
        guard SchemaValidation.isAvailable() else { return }
        #expect(try JSONSchemaValidator.errors(schemaText: ControlSpecSchema.jsonText, instances: []) == [])
    }

    @Test func cleanSpecsPassTheSchemaAndTheChecker() throws {
        guard SchemaValidation.isAvailable() else { return }
        let specs = Self.cleanSpecs()
        let errors = try SchemaValidation.schemaErrors(forSpecs: specs.map(\.source))
        for (spec, schemaErrors) in zip(specs, errors) {
            #expect(schemaErrors == [], "the schema rejects \(spec.name)")
            let lint = Linter.lint(Array(spec.source.utf8))
            #expect(spec.isExample ? lint.diagnostics.isEmpty : !lint.hasErrors, "the checker rejects \(spec.name): \(lint.diagnostics.map(\.message))")
        }
    }

    @Test func invalidSpecsFailTheSchemaAndTheChecker() throws {
        guard SchemaValidation.isAvailable() else { return }
        let cases = InvalidSpec.all
        let errors = try SchemaValidation.schemaErrors(forSpecs: cases.map(\.source))
        for (invalid, schemaErrors) in zip(cases, errors) {
            #expect(!schemaErrors.isEmpty, "the schema accepts: \(invalid.name)")
            let rules = Linter.lint(Array(invalid.source.utf8)).diagnostics.filter { $0.severity == .error }.map(\.ruleID)
            #expect(rules.contains(invalid.rule), "the checker does not report \(invalid.rule) for: \(invalid.name); it reports \(rules)")
        }
    }

    /// A design token reference passes the schema exactly where the checker resolves one: a
    /// colour, a colour per state or per appearance, a length, a duration, an easing; not an angle.
    @Test func tokenReferencesPassTheSchemaWhereTheCheckerTakesThem() throws {
        guard SchemaValidation.isAvailable() else { return }
        let tokens = TokenFixtures.knob(tokens: true)
        let perAppearance = tokens.replacingOccurrences(of: "  color: \"{color.track}\"", with: "  color: { light: \"{color.track}\", dark: \"#90CAF9\" }")
        let angle = tokens.replacingOccurrences(of: "start: -120deg", with: "start: \"{angle.start}\"")
        #expect(perAppearance != tokens && angle != tokens)
        let errors = try SchemaValidation.schemaErrors(forSpecs: [tokens, perAppearance, angle])
        #expect(errors[0] == [], "the schema rejects token references the checker takes")
        #expect(errors[1] == [], "the schema rejects a token reference per appearance")
        #expect(!errors[2].isEmpty, "the schema takes a token reference for an angle")
        #expect(Linter.lint(Array(angle.utf8)).hasErrors, "the checker takes a token reference for an angle")
    }

    /// A spec that both the schema and the checker must accept.
    struct CleanSpec {
        /// Where the spec comes from.
        var name: String
        /// The spec's text.
        var source: String
        /// Whether it is a rule example, which must lint without any diagnostic.
        var isExample: Bool
    }

    /// The minimal specs, every non-triggering example of a non-`yaml` rule, and every
    /// `Specs/*.control.yaml` file when that folder exists.
    static func cleanSpecs() -> [CleanSpec] {
        var seen: Set<String> = []
        var specs: [CleanSpec] = []
        let minimal = [("minimalKnob", Rule.minimalKnob), ("minimalSlider", Rule.minimalSlider), ("minimalButton", Rule.minimalButton)]
        let examples = Rule.catalogue.filter { ![.yaml, .templates, .configuration, .tokens].contains($0.category) }.flatMap { rule in
            rule.nonTriggering.enumerated().map { ("\(rule.id) non-triggering example \($0.offset + 1)", $0.element) }
        }
        for (name, source) in minimal + examples where seen.insert(source).inserted {
            specs.append(CleanSpec(name: name, source: source, isExample: true))
        }
        for file in specFiles() {
            specs.append(CleanSpec(name: file.lastPathComponent, source: (try? String(contentsOf: file, encoding: .utf8)) ?? "", isExample: false))
        }
        return specs
    }

    /// `Specs/*.control.yaml` under the package root, sorted.
    static func specFiles() -> [URL] {
        let folder = PackagePaths.specs
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".control.yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
