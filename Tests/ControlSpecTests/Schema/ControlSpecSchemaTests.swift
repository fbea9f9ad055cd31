import Testing
@testable import ControlSpec

/// The emitted schema: committed copy, determinism and the rules every part of it follows.
@Suite struct ControlSpecSchemaTests {
    @Test func committedSchemaIsUpToDate() {
        GoldenFile.expect("controlspec.schema.json", equals: ControlSpecSchema.jsonText, regeneratedBy: JSONSchemaEmitter.regenerationCommand)
    }

    @Test func emissionIsDeterministic() {
        #expect(JSONSchemaEmitter.document().prettyText == ControlSpecSchema.jsonText)
        #expect(ControlSpecSchema.jsonText.hasSuffix("}\n"))
    }

    @Test func everyObjectIsClosedAndEveryPropertyDescribed() throws {
        for member in JSONSchemaEmitter.definitions() where SpecLanguage.objectTypes.contains(where: { $0.name == member.key }) {
            let object = try #require(member.value.members)
            #expect(object["type"] == "object", "\(member.key)")
            #expect(object["additionalProperties"] == false, "\(member.key)")
            let properties = try #require(object["properties"]?.members, "\(member.key)")
            for (key, property) in properties {
                let description = property.members?["description"]
                #expect(description != nil && description != "", "\(member.key).\(key) has no description")
            }
        }
    }

    @Test func defaultsAreAppendedToDescriptions() throws {
        let knobTrack = try #require(JSONSchemaEmitter.definitions().first { $0.key == "KnobTrack" }?.value.members)
        let lineWidth = try #require(knobTrack["properties"]?.members?["lineWidth"]?.members)
        #expect(lineWidth["description"] == "The stroke width of the arc, in points. Default: `2`.")
    }

    @Test func everyReferenceResolvesAndEveryDefinitionIsUsed() {
        let definitions = Set(JSONSchemaEmitter.definitions().map(\.key))
        let references = Set(JSONSchemaEmitter.document().references)
        #expect(references.subtracting(definitions).isEmpty, "dangling: \(references.subtracting(definitions))")
        #expect(definitions.subtracting(references).isEmpty, "unused: \(definitions.subtracting(references))")
    }

    @Test func kindsAreFixedWithConst() throws {
        for kind in ControlKinds.all {
            let name = kind.topLevel.name
            let object = try #require(JSONSchemaEmitter.definitions().first { $0.key == name }?.value.members)
            #expect(object["properties"]?.members?["kind"]?.members?["const"] == .string(kind.name))
        }
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.quoted("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }
}

extension JSONValue {
    /// An object's members by key.
    var members: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
    }

    /// The definition names of every `$ref` inside the value.
    var references: [String] {
        switch self {
        case .object(let members):
            members.flatMap { member -> [String] in
                if member.key == "$ref", case .string(let target) = member.value { return [String(target.dropFirst("#/definitions/".count))] }
                return member.value.references
            }
        case .array(let items): items.flatMap(\.references)
        case .string, .number, .bool: []
        }
    }
}
