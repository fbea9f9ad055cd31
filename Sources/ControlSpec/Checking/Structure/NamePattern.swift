/// Matches names against the patterns of `NameKind`, without regular expressions at run time
/// (the patterns in `NameKind.pattern` say the same for the JSON Schema; a test keeps them equal).
enum NamePattern {
    /// `name` when it is a name of `kind`, else what is wrong with it. A name longer than the
    /// kind allows is refused by its length, without quoting it; a type name must not be a Swift
    /// keyword, nor a name the shared kernel takes (`SwiftKeywords.reservedTypeNames`).
    static func check(_ name: String, as kind: NameKind) -> Result<String, ScalarProblem> {
        let length = name.unicodeScalars.count
        if let maxLength = kind.maxLength, length > maxLength {
            return .failure(.invalidFormat(expected: "\(kind.phrase) of at most \(maxLength) characters", foundDescription: "\(length) characters"))
        }
        guard matches(name, kind) else { return .failure(.invalidFormat(expected: kind.phrase, found: name)) }
        if kind == .typeName, SwiftKeywords.all.contains(name) {
            return .failure(.invalidFormat("'\(name)' is a Swift keyword and cannot name the control's type"))
        }
        if kind == .typeName, SwiftKeywords.reservedTypeNames.contains(name) {
            return .failure(.invalidFormat("'\(name)' cannot name the control's type: an output folder's " +
                                           "shared kernel is 'ControlKernel' in 'ControlKernel.swift'"))
        }
        return .success(name)
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
