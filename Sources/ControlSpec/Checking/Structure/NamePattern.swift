/// Matches names against the patterns of `NameKind`, without regular expressions at run time
/// (the patterns in `NameKind.pattern` say the same for the JSON Schema; a test keeps them equal).
enum NamePattern {
    /// Swift keywords that cannot name a type without backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// What is wrong with `name` as a name of `kind`, for a diagnostic; `nil` when it matches.
    /// A name longer than the kind allows is refused by its length, without quoting it.
    static func problem(with name: String, as kind: NameKind) -> String? {
        let length = name.unicodeScalars.count
        if let maxLength = kind.maxLength, length > maxLength {
            return "expected \(kind.phrase) of at most \(maxLength) characters, found \(length) characters"
        }
        return matches(name, kind) ? nil : "expected \(kind.phrase), found '\(name)'"
    }

    /// Whether `name` follows the pattern of `kind`, its length limit included.
    static func matches(_ name: String, _ kind: NameKind) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if let maxLength = kind.maxLength, scalars.count > maxLength { return false }
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isLowerAlnum(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || isDigit(c) }
        switch kind {
        case .typeName:
            guard let first = scalars.first, isLetter(first) || first == "_" else { return false }
            return scalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
        case .identifier:
            guard let first = scalars.first, ("a"..."z").contains(first) else { return false }
            return scalars.allSatisfy { isLetter($0) || isDigit($0) }
        case .asset:
            return !scalars.isEmpty && scalars.allSatisfy { $0.value >= 0x20 && $0 != "\"" && $0 != "'" && $0 != "\\" }
        case .symbol:
            let words = name.split(separator: ".", omittingEmptySubsequences: false)
            return words.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(isLowerAlnum) }
        case .target:
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, matches(String(parts[0]), .identifier) else { return false }
            return !parts[1].isEmpty && parts[1].unicodeScalars.allSatisfy(isLetter)
        }
    }
}
