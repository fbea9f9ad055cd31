/// A language declared as data that `StructureChecker` checks nodes against: the spec language,
/// or the configuration file's language (`ConfigLanguage`).
struct DeclaredLanguage: Sendable {
    /// The object type a `.object(name)` value type refers to.
    let objectType: @Sendable (String) -> ObjectType
    /// The note for an unknown key without a close match, given the object type, the object's key
    /// path and the key, when the language has a better one than the list of expected keys.
    let unknownKeyNote: @Sendable (ObjectType, String, String) -> DiagnosticNote?

    /// The spec language: an unknown top-level key may belong to another kind of control.
    static let spec = DeclaredLanguage(
        objectType: SpecLanguage.objectType,
        unknownKeyNote: { _, objectPath, key in
            guard objectPath.isEmpty else { return nil }
            return ControlKinds.all.first { $0.topLevel.field(key) != nil }
                .map { DiagnosticNote("'\(key)' applies to kind '\($0.name)'") }
        })
}
