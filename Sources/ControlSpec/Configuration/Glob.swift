/// A path pattern of `include:` and `exclude:`, matched against `/`-separated paths relative to
/// the configuration file's folder.
///
/// `*` matches any characters within one path component, `?` one character, and `**` as a whole
/// component any number of components (none included); every other character matches itself. A
/// pattern that matches a folder matches everything below it, so `Specs/Legacy` covers
/// `Specs/Legacy/Old.control.yaml`. A leading `./` and a trailing `/` are ignored.
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    /// The pattern's components, normalised.
    private let components: [String]

    /// Parses a pattern, or says why it cannot be one.
    public static func parse(_ pattern: String) -> Result<Glob, GlobError> {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text = text.dropLast() }
        if text.isEmpty { return .failure(.empty) }
        if text.hasPrefix("/") { return .failure(.absolute) }
        let components = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if components.contains(where: { $0 == ".." || $0 == "." }) { return .failure(.leavesFolder) }
        if components.contains(where: { $0 != "**" && $0.contains("**") }) { return .failure(.partialDoubleStar) }
        return .success(Glob(pattern: pattern, components: components))
    }

    /// Whether `path` (relative, `/`-separated), or a folder it lies in, matches the pattern.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return false }
        return (1...parts.count).contains { Self.match(components[...], parts[..<$0]) }
    }

    /// Whether the pattern components match the path components exactly.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let head = path.first, matchComponent(Array(first), Array(head)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Whether one pattern component (with `*` and `?`) matches one path component, by the
    /// linear wildcard walk that backtracks only to the last `*`.
    private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, n = 0
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] && pattern[p] != "*" {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// Why a text is not a valid glob pattern.
public enum GlobError: Error, Sendable, Equatable {
    /// The pattern is empty.
    case empty
    /// The pattern starts with `/`.
    case absolute
    /// The pattern has a `.` or `..` component.
    case leavesFolder
    /// `**` appears inside a component instead of as a whole one.
    case partialDoubleStar

    /// The problem in words, for messages.
    public var reason: String {
        switch self {
        case .empty: "a glob pattern cannot be empty"
        case .absolute: "a glob pattern is relative to the configuration file's folder and cannot start with '/'"
        case .leavesFolder: "a glob pattern cannot contain '.' or '..' components"
        case .partialDoubleStar: "'**' must be a whole path component, as in 'Specs/**/Old*'"
        }
    }
}
