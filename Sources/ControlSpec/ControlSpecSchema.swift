/// The JSON Schema (draft-07) of the spec format, as printed by `controlspec schema`.
///
/// Temporary stand-in so that the `schema` command compiles: the schema emitter replaces this
/// file with the real schema text.
public enum ControlSpecSchema {
    /// The schema as JSON text, ending in a newline.
    public static var jsonText: String { "{}\n" }
}
