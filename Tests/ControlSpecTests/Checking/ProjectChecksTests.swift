import Testing
@testable import ControlSpec

/// Checks across the specs of one run.
@Suite struct ProjectChecksTests {
    static func spec(_ path: String, _ name: String) throws -> AcceptedSpec {
        let bytes = Array(Rule.minimalKnob.replacingOccurrences(of: "name: Dial", with: "name: \(name)").utf8)
        return AcceptedSpec(file: SourceFile(path: path, shownPath: path, bytes: bytes), spec: try #require(Linter.lint(bytes).spec))
    }

    @Test func specsNamingTheSameTypeAreAllRefusedAtTheirName() throws {
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes([
            try Self.spec("Specs/A.control.yaml", "Knob"),
            try Self.spec("Specs/B.control.yaml", "Slider"),
            try Self.spec("Specs/C.control.yaml", "Knob"),
        ])
        #expect(unique.map(\.file.shownPath) == ["Specs/B.control.yaml"])
        #expect(clashes.map { "\($0.path):\($0.diagnostic.exampleLines.joined(separator: " | "))" } == [
            "Specs/A.control.yaml:2:7: error: type 'Knob' is also generated from Specs/C.control.yaml [duplicate-type-name] | 2:7: note: each spec becomes <name>.swift and <name>View.swift in one folder; give each control its own name",
            "Specs/C.control.yaml:2:7: error: type 'Knob' is also generated from Specs/A.control.yaml [duplicate-type-name] | 2:7: note: each spec becomes <name>.swift and <name>View.swift in one folder; give each control its own name",
        ])
    }

    /// A file named twice on the command line does not clash with itself; the specs that do
    /// not clash keep their order.
    @Test func aFileReadTwiceDoesNotClashWithItself() throws {
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes([
            try Self.spec("Specs/A.control.yaml", "Knob"),
            try Self.spec("Specs/B.control.yaml", "Slider"),
            try Self.spec("Specs/A.control.yaml", "Knob"),
            try Self.spec("Specs/D.control.yaml", "Toggle"),
        ])
        #expect(clashes.isEmpty)
        #expect(unique.map(\.file.shownPath) == ["Specs/A.control.yaml", "Specs/B.control.yaml", "Specs/A.control.yaml", "Specs/D.control.yaml"])
        let (againClashes, againUnique) = ProjectChecks.separateTypeNameClashes([
            try Self.spec("Specs/A.control.yaml", "Knob"),
            try Self.spec("Specs/B.control.yaml", "Slider"),
            try Self.spec("Specs/A.control.yaml", "Knob"),
            try Self.spec("Specs/E.control.yaml", "Knob"),
        ])
        #expect(againUnique.map(\.file.shownPath) == ["Specs/B.control.yaml"])
        #expect(againClashes.map(\.path) == ["Specs/A.control.yaml", "Specs/A.control.yaml", "Specs/E.control.yaml"])
    }

    @Test(arguments: [(0, "Knob2"), (1, "KnobView")])
    func theCatalogueExampleMatchesWhatTheCheckSays(example: Int, secondName: String) throws {
        let (clashes, _) = ProjectChecks.separateTypeNameClashes([
            try Self.spec("Specs/Knob.control.yaml", "Knob"),
            try Self.spec("Specs/\(secondName).control.yaml", secondName == "Knob2" ? "Knob" : secondName),
        ])
        let second = try #require(clashes.last)
        let line = "\(second.path):\(second.diagnostic.span.start.line):\(second.diagnostic.span.start.column): error: \(second.diagnostic.message) [\(second.diagnostic.ruleID)]"
        #expect(Rule.duplicateTypeName.triggering[example].expected == [line])
    }

    /// A spec named like a type another control's code declares (its SwiftUI view, its kernel
    /// namespace, its model) clashes with that control, both at their names; a name that only
    /// starts like another's does not.
    @Test func aNameTakenByAnotherControlsTypesIsRefusedOnBothSides() throws {
        let (clashes, unique) = ProjectChecks.separateTypeNameClashes([
            try Self.spec("Specs/Dial.control.yaml", "Dial"),
            try Self.spec("Specs/DialView.control.yaml", "DialView"),
            try Self.spec("Specs/DialModel.control.yaml", "DialModel"),
            try Self.spec("Specs/DialPart.control.yaml", "DialPart"),
            try Self.spec("Specs/Dialer.control.yaml", "Dialer"),
        ])
        // A knob declares no `<Name>Part`, so `DialPart` is free; `Dialer` only starts like `Dial`.
        #expect(unique.map(\.file.shownPath) == ["Specs/DialPart.control.yaml", "Specs/Dialer.control.yaml"])
        #expect(clashes.map { "\($0.path): \($0.diagnostic.message)" } == [
            "Specs/Dial.control.yaml: type 'DialView' is also generated from Specs/DialView.control.yaml",
            "Specs/Dial.control.yaml: type 'DialModel' is also generated from Specs/DialModel.control.yaml",
            "Specs/DialView.control.yaml: type 'DialView' is also generated from Specs/Dial.control.yaml",
            "Specs/DialModel.control.yaml: type 'DialModel' is also generated from Specs/Dial.control.yaml",
        ])
        #expect(clashes[2].diagnostic.notes.map(\.message) == [
            "a control's code declares types named after it (<name>View, <name>Kernel, …); give each control a name no other control's types take",
        ])
    }
}
