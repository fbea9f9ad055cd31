import Testing
@testable import ControlSpec

/// Checks across the specs of one run.
@Suite struct ProjectChecksTests {
    static func spec(_ name: String) throws -> ControlSpecification {
        try #require(Linter.lint(Array(Rule.minimalKnob.replacingOccurrences(of: "name: Dial", with: "name: \(name)").utf8)).spec)
    }

    @Test func specsNamingTheSameTypeAreAllRefusedAtTheirName() throws {
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes([
            ("Specs/A.control.yaml", try Self.spec("Knob")),
            ("Specs/B.control.yaml", try Self.spec("Slider")),
            ("Specs/C.control.yaml", try Self.spec("Knob")),
        ])
        #expect(unique.map(\.path) == ["Specs/B.control.yaml"])
        #expect(clashes.map { "\($0.path):\($0.diagnostic.exampleLines.joined(separator: " | "))" } == [
            "Specs/A.control.yaml:2:7: error: type 'Knob' is also generated from Specs/C.control.yaml [duplicate-type-name] | 2:7: note: each spec becomes <name>.swift in one folder; give each control its own name",
            "Specs/C.control.yaml:2:7: error: type 'Knob' is also generated from Specs/A.control.yaml [duplicate-type-name] | 2:7: note: each spec becomes <name>.swift in one folder; give each control its own name",
        ])
    }

    @Test func theCatalogueExampleMatchesWhatTheCheckSays() throws {
        let (clashes, _) = ProjectChecks.separateTypeNameClashes([("Specs/Knob.control.yaml", try Self.spec("Knob")), ("Specs/Knob2.control.yaml", try Self.spec("Knob"))])
        let second = try #require(clashes.last)
        let line = "\(second.path):\(second.diagnostic.span.start.line):\(second.diagnostic.span.start.column): error: \(second.diagnostic.message) [\(second.diagnostic.ruleID)]"
        #expect(Rule.duplicateTypeName.triggering[0].expected == [line])
    }
}
