/// The Swift keywords that cannot name a type or an enum case without backticks: the name checker
/// refuses them as type names, the JSON Schema lists them, and generation puts backticks around
/// identifiers that are one of them.
public enum SwiftKeywords {
    /// The keywords.
    public static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// The type names a spec may not take although Swift would: `ControlKernel`, the shared
    /// kernel of an output folder (its file is `ControlKernel.swift`), and `Control`, whose own
    /// namespace `ControlKernel` would clash with it.
    public static let reservedTypeNames: Set<String> = ["Control", "ControlKernel"]

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        all.contains(name) ? "`\(name)`" : name
    }
}
