import Testing
@testable import ControlSpec

/// `docs/spec-format.md` explains the language in prose and examples and leaves every key's type,
/// default and description to the generated `docs/spec-reference.md`, linking to each object
/// type's section there, so the two cannot disagree.
@Suite struct SpecFormatDocumentTests {
    /// The document's text.
    static func text() throws -> String {
        try #require(PackagePaths.text(of: "docs/spec-format.md"))
    }

    /// The anchors the document's links into the key reference end with (`knobvalue` of
    /// `(spec-reference.md#knobvalue)`).
    static func referenceAnchors() throws -> [String] {
        try text().components(separatedBy: "(spec-reference.md#").dropFirst().map { String($0.prefix { $0 != ")" }) }
    }

    @Test(arguments: SpecLanguage.objectTypes.map(\.name))
    func everyObjectTypeIsLinked(typeName: String) throws {
        #expect(try Self.referenceAnchors().contains(SpecReference.anchor(typeName)),
                "docs/spec-format.md does not link to the section of \(typeName) in docs/spec-reference.md")
    }

    @Test func everyLinkIntoTheReferenceFindsItsSection() throws {
        let reference = try #require(PackagePaths.text(of: "docs/spec-reference.md"))
        let sections = Set(MarkdownAnchors.anchors(of: reference))
        let links = try Self.referenceAnchors()
        #expect(!links.isEmpty)
        for anchor in links {
            #expect(sections.contains(anchor), "docs/spec-reference.md has no section #\(anchor)")
        }
    }

    /// Types and defaults live in the generated reference only: no table here has a key column.
    @Test func keepsNoTableOfKeys() throws {
        let headers = try Self.text().split(separator: "\n").filter { $0.lowercased().hasPrefix("| key |") }
        #expect(headers.isEmpty, "docs/spec-format.md keeps a table of keys: \(headers)")
    }

    @Test func everyBundledSpecIsAWorkedExample() throws {
        let text = try Self.text()
        for name in ReferenceSpecTests.names {
            #expect(text.contains("`\(name).control.yaml`"))
        }
    }
}
