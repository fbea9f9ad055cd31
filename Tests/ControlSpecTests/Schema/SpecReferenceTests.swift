import Testing
@testable import ControlSpec

/// The key reference generated from the spec language.
@Suite struct SpecReferenceTests {
    @Test func committedReferenceIsUpToDate() {
        GoldenFile.expect("docs/spec-reference.md", equals: SpecReference.markdown(), regeneratedBy: SpecReference.regenerationCommand)
    }

    @Test func kindsComeFirstAndEveryObjectTypeHasASection() throws {
        let markdown = SpecReference.markdown()
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings == SpecLanguage.objectTypes.map(\.name))
        #expect(Array(headings.prefix(ControlKinds.all.count)) == ControlKinds.all.map(\.topLevel.name))
    }

    @Test func tablesShowTypeRequiredDefaultAndDescription() {
        let markdown = SpecReference.markdown()
        #expect(markdown.contains("| `kind` | `knob` | yes |  | The kind of control; decides which other keys apply. This object is for `knob`. |\n"))
        #expect(markdown.contains("| `lineWidth` | length > 0 |  | `2` | The stroke width of the arc, in points. |\n"))
        #expect(markdown.contains("| `parts` | [[Part](#part)], at least 1 | yes |  |"))
    }

    @Test(arguments: [
        (ValueType.number(.nonNegative), "number ≥ 0"),
        (.number(.positiveUnit), "number > 0, ≤ 1"),
        (.number(.unit), "number 0…1"),
        (.number(.any), "number"),
        (.integer(1...1), "`1`"),
        (.stateColor, "colour or per-state colours"),
        (.array(.object("Part"), minCount: 0), "[[Part](#part)]"),
        (.map(.object("State"), key: .identifier), "map of identifier to [State](#state)"),
        (.oneOrMany(.enumeration(["begin", "end"])), "`begin`, `end`, or a list of them"),
    ])
    func typeTexts(type: ValueType, text: String) {
        #expect(SpecReference.typeText(type) == text)
    }

    /// An object type with a pipe in a description.
    enum PipeKeys: ObjectKeys {
        static let typeName = "T"
        static let objectType = ObjectType(typeName, "A type.", keys: [k])
        static let k = optional("k", .text, "Either a | b.")
    }

    @Test func pipesInCellsAreEscaped() {
        #expect(SpecReference.section(for: PipeKeys.objectType).contains("| Either a \\| b. |"))
    }
}
