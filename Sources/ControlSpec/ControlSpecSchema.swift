/// The JSON Schema (draft-07) of the spec format, as printed by `controlspec schema` and
/// committed as `controlspec.schema.json`; emitted from `SpecLanguage` by `JSONSchemaEmitter`.
public enum ControlSpecSchema {
    /// The schema as pretty-printed JSON text, ending in a newline.
    public static let jsonText: String = JSONSchemaEmitter.document().prettyText
}
