import Testing
@testable import ControlSpec

/// `docs/spec-format.md` explains every key of the language (the exact reference is generated).
@Suite struct SpecFormatDocumentTests {
    @Test(arguments: SpecLanguage.objectTypes.map(\.name))
    func everyKeyIsExplained(typeName: String) throws {
        let text = try #require(PackagePaths.text(of: "docs/spec-format.md"))
        for field in SpecLanguage.objectType(typeName).fields {
            #expect(text.contains("`\(field.key)`"), "docs/spec-format.md does not mention `\(field.key)` of \(typeName)")
        }
    }

    @Test func everyBundledSpecIsAWorkedExample() throws {
        let text = try #require(PackagePaths.text(of: "docs/spec-format.md"))
        for name in ReferenceSpecTests.names {
            #expect(text.contains("`\(name).control.yaml`"))
        }
    }
}
