/// Emits the JSON Schema (draft-07) of the spec language by walking `SpecLanguage`.
///
/// The top level is a `oneOf` of the kinds' objects, each fixing `kind` with `const`. Every
/// object type and every reusable scalar type is a `definitions` entry referenced with `$ref`;
/// objects allow no other keys, and every property carries its field's description (with the
/// default appended) and, for a key with a default value, `default`. Keys are written in a fixed
/// order, so the text is deterministic.
public enum JSONSchemaEmitter {
    /// The schema's `$id`: an identifier, not necessarily a URL that serves the file.
    public static let id = "https://controlspec.dev/schema/controlspec-1.json"

    /// The draft the schema follows.
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// The command that regenerates the committed `controlspec.schema.json`.
    public static let regenerationCommand = "swift run controlspec schema > controlspec.schema.json"

    /// The whole schema document.
    public static func document() -> JSONValue {
        let kinds = ControlKinds.all.map { reference($0.topLevel.name) }
        return .object([
            "$schema": .string(draft),
            "$id": .string(id),
            "title": "controlspec",
            "description": .string(
                "A control spec (format \(SpecLanguage.formatVersion)): the YAML description of a custom iOS control. "
                    + "Generated from the spec language in the controlspec code by `\(regenerationCommand)`; do not edit by hand."),
            "oneOf": .array(kinds),
            "definitions": .object(definitions()),
        ])
    }

    /// The definitions: object types in `SpecLanguage.objectTypes` order, then scalar types.
    static func definitions() -> [JSONMember] {
        let objects = SpecLanguage.objectTypes.map { type in
            JSONMember(type.name, objectSchema(type, kind: ControlKinds.all.first { $0.topLevel.name == type.name }?.name))
        }
        return objects + ScalarDefinition.all.map { JSONMember($0.name, $0.schema) }
    }

    /// The schema of an object type; for a kind's top-level object, `kind` is fixed with `const`.
    static func objectSchema(_ type: ObjectType, kind: String?) -> JSONValue {
        let properties = type.fields.map { field in
            JSONMember(field.key, propertySchema(field, fixedKind: field.key == "kind" ? kind : nil))
        }
        let required = type.fields.filter(\.isRequired).map(\.key)
        return .object([
            "title": .string(type.name),
            "description": .string(type.description),
            "type": "object",
            "properties": .object(properties),
            "required": required.isEmpty ? nil : .strings(required),
            "additionalProperties": false,
        ])
    }

    /// The schema of one key: its description first, then its default value (rendered from the
    /// typed default, `FieldDefault`), then its type.
    static func propertySchema(_ field: Field, fixedKind: String?) -> JSONValue {
        let head = [JSONMember("description", .string(describe(field)))] + (field.defaultValue?.json.map { [JSONMember("default", $0)] } ?? [])
        if let fixedKind {
            return .object(head + [JSONMember("type", "string"), JSONMember("const", .string(fixedKind))])
        }
        guard case .object(let members) = schema(for: field.type) else { preconditionFailure("a value schema is an object") }
        if members.contains(where: { $0.key == "$ref" }) {
            return .object(head + [JSONMember("allOf", .array([.object(members)]))])
        }
        return .object(head + members)
    }

    /// A field's description with its default: "… Default: `0`."
    static func describe(_ field: Field) -> String {
        guard let defaultText = field.defaultText else { return field.description }
        return "\(field.description) Default: `\(defaultText)`."
    }

    /// A `$ref` to a definition.
    static func reference(_ name: String) -> JSONValue {
        .object(["$ref": .string("#/definitions/\(name)")])
    }
}
