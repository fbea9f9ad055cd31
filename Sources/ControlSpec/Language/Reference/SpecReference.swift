/// The key reference of the spec language as Markdown (`docs/spec-reference.md`), generated
/// from `SpecLanguage` like the JSON Schema, so the two never disagree.
///
/// One section per object type, kinds first: the type's description and a table of its keys
/// with type, whether required, default and description. Object types link to their sections.
public enum SpecReference {
    /// The command that regenerates `docs/spec-reference.md`.
    public static let regenerationCommand = "swift run controlspec schema --reference > docs/spec-reference.md"

    /// The reference of every object type in `SpecLanguage.objectTypes`.
    public static func markdown() -> String {
        var text = "# Spec reference\n\n"
        text += "Every key of the spec format, by object type. This file is generated from the spec language in the code by\n"
        text += "`\(regenerationCommand)`; do not edit it by hand. The same data produces\n"
        text += "`controlspec.schema.json`, which editors use to complete and explain keys.\n\n"
        text += "A spec's top level is one of: "
        text += ControlKinds.all.map { "[`kind: \($0.name)`](#\(anchor($0.topLevel.name)))" }.joined(separator: ", ")
        text += ".\n"
        for type in SpecLanguage.objectTypes {
            text += section(for: type)
        }
        return text
    }

    /// The section of one object type.
    static func section(for type: ObjectType) -> String {
        var text = "\n## \(type.name)\n\n\(type.description)\n"
        let kind = ControlKinds.all.first { $0.topLevel.name == type.name }?.name
        if let kind {
            text += "\nThe top level of a spec with `kind: \(kind)`.\n"
        }
        text += "\n| key | type | required | default | description |\n| --- | --- | --- | --- | --- |\n"
        for field in type.fields {
            let fixedKind = field.key == "kind" ? kind.map { "`\($0)`" } : nil
            let cells = [
                "`\(field.key)`",
                fixedKind ?? typeText(field.type),
                field.isRequired ? "yes" : "",
                field.defaultText.map { "`\($0)`" } ?? "",
                field.description,
            ]
            text += "| " + cells.map(escaped).joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The heading anchor of an object type's section, as Markdown renderers make it.
    static func anchor(_ typeName: String) -> String { typeName.lowercased() }

    /// A table cell's text with `|` escaped.
    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}
