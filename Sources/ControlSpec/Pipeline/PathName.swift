/// The two parts of a path, split as `NSString.deletingLastPathComponent` and
/// `lastPathComponent` split it, by hand: swift-corelibs-foundation's
/// `deletingLastPathComponent` traps on a path that is one name of one character (`G`, `Z/`),
/// such as `--output-file Z` or an output folder named `P`.
public enum PathName {
    /// The folder part of `path`: what comes before its last name, without the slashes that end
    /// it; `/` for a name at the root, `""` for a bare name.
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last name of `path`, trailing slashes aside; `/` for the root.
    public static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return trimmed.count == 1 ? "/" : String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` without the slashes that end it, unless it is only slashes (the root, kept as `/`).
    private static func withoutTrailingSlashes<Path: StringProtocol>(_ path: Path) -> Path.SubSequence {
        var trimmed = path[...]
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
