import Foundation
import Testing
@testable import ControlSpec

/// SARIF 2.1.0: valid against the OASIS schema, with what GitHub code scanning reads.
@Suite struct SARIFReporterTests {
    /// The committed SARIF 2.1.0 schema (see the README beside it).
    static let schemaPath = "Tests/ControlSpecTests/Fixtures/SARIF/sarif-schema-2.1.0.json"

    /// The log of the hand-built samples and the golden log, checked against the schema by Python's
    /// `jsonschema`; the schema is the one OASIS publishes, not ours.
    @Test func logsAreValidAgainstTheSARIFSchema() throws {
        guard SchemaValidation.isAvailable() else { return }
        let schema = try #require(PackagePaths.text(of: Self.schemaPath))
        let golden = try #require(PackagePaths.text(of: ReportFormatCLITests.golden(.sarif)))
        let logs = [SARIFReporter().render(ReporterSamples.all, files: []), SARIFReporter().render([], files: []), golden]
        let errors = try JSONSchemaValidator.errors(schemaText: schema, instances: logs)
        #expect(errors == [[], [], []])
    }

    /// The validator really checks: a log with a level SARIF does not have is refused.
    @Test func theSchemaRefusesAnInvalidLevel() throws {
        guard SchemaValidation.isAvailable() else { return }
        let schema = try #require(PackagePaths.text(of: Self.schemaPath))
        let log = SARIFReporter().render([ReporterSamples.error], files: []).replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        let errors = try JSONSchemaValidator.errors(schemaText: schema, instances: [log])
        #expect(errors.first?.isEmpty == false)
    }

    @Test func runNamesTheToolTheRulesUsedAndTheColumnKind() throws {
        let log = try Self.parse(SARIFReporter().render(ReporterSamples.all, files: []))
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "controlspec")
        #expect(driver["version"] as? String == ControlSpecVersion.current)
        #expect(driver["informationUri"] as? String == ControlSpecVersion.informationURI)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["long-animation", "touch-target-size", "unknown-key"])
        let unknownKey = try #require(Rule.named("unknown-key"))
        #expect((rules[2]["shortDescription"] as? [String: String])?["text"] == unknownKey.summary)
        #expect((rules[2]["help"] as? [String: String])?["markdown"] == unknownKey.rationale)
        #expect((rules[2]["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["touch-target-size", "long-animation", "unknown-key"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [1, 0, 2])
        #expect(results.map { $0["level"] as? String } == ["warning", "note", "error"])
    }

    @Test func resultHasMessageRegionNotesAndFix() throws {
        let log = try Self.parse(SARIFReporter().render([ReporterSamples.error], files: []))
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["message"] as? [String: String])?["text"] == """
            unknown key 'lineWidht' in 'track'; did you mean 'lineWidth'?
            expected one of 'lineWidth', 'color'
            'track' starts here
            """)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String])?["uri"] == "specs/with%20space/a%2Cb.control.yaml")
        #expect(physical["region"] as? [String: Int] == ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 14])
        #expect((location["logicalLocations"] as? [[String: String]])?.first?["fullyQualifiedName"] == "track.lineWidht")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(((related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])?["endColumn"] == 6)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "lineWidth")
    }

    @Test func pathsBecomeRelativeURIReferences() {
        #expect(SARIFReporter.uri(forPath: "Specs/Knob.control.yaml") == "Specs/Knob.control.yaml")
        #expect(SARIFReporter.uri(forPath: "with space/Dial, 100%.control.yaml") == "with%20space/Dial%2C%20100%25.control.yaml")
        #expect(SARIFReporter.uri(forPath: "../a:b#c?d.yaml") == "../a%3Ab%23c%3Fd.yaml")
        #expect(SARIFReporter.uri(forPath: "größe.yaml") == "gr%C3%B6%C3%9Fe.yaml")
    }

    @Test func everyURIDecodesBackToItsPath() {
        for path in ["with space/Dial, 100%.control.yaml", "../a:b#c?d.yaml", "größe/ü.yaml", "tab\there"] {
            let uri = SARIFReporter.uri(forPath: path)
            #expect(uri.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~/%".contains($0)) })
            #expect(uri.removingPercentEncoding == path)
        }
    }

    /// A SARIF log as a dictionary.
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
