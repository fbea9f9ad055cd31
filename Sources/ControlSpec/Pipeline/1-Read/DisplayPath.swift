import Foundation

/// Paths as shown in diagnostics: relative to the working directory.
enum DisplayPath {
    /// `path` relative to the absolute directory `base`, worked out on the text alone: a relative
    /// `path` is taken relative to `base`, `.` and `..` components are resolved, and a path outside
    /// `base` climbs out with `../`. `base` itself is `.`.
    static func relative(_ path: String, to base: String) -> String {
        // The common case, a file found below `base`, needs no splitting: both already normal,
        // the path is `base`, a slash and the rest.
        if isNormal(base.utf8), path.utf8.count > base.utf8.count + 1, path.utf8.starts(with: base.utf8) {
            let rest = path.utf8.dropFirst(base.utf8.count)
            if rest.first == UInt8(ascii: "/"), isNormal(rest) { return String(Substring(rest.dropFirst())) }
        }
        // As common, a relative path already normal (`specs/Knob.control.yaml`): it is its own answer.
        if path.utf8.first != UInt8(ascii: "/"), hasNormalComponents(path.utf8) { return path }
        let target = normalizedComponents(path.hasPrefix("/") ? path : base + "/" + path)
        let origin = normalizedComponents(base)
        var shared = 0
        while shared < min(target.count, origin.count), target[shared] == origin[shared] {
            shared += 1
        }
        let climb = Array(repeating: "..", count: origin.count - shared)
        let components = climb + target[shared...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// `path` as an absolute path with `.` and `..` resolved: a relative `path` is taken relative
    /// to the absolute directory `base`. Build systems and IDEs locate diagnostics by these.
    static func absolute(_ path: String, base: String) -> String {
        "/" + normalizedComponents(path.hasPrefix("/") ? path : base + "/" + path).joined(separator: "/")
    }

    /// Whether `path` is an absolute path as `normalizedComponents` would write it again: a slash
    /// before each component, and no component empty, `.` or `..`.
    private static func isNormal(_ path: some Collection<UInt8>) -> Bool {
        path.first == UInt8(ascii: "/") && hasNormalComponents(path.dropFirst())
    }

    /// Whether `components` are one or more components separated by single slashes, none empty,
    /// `.` or `..`.
    private static func hasNormalComponents(_ components: some Collection<UInt8>) -> Bool {
        guard !components.isEmpty else { return false }
        var component = 0, dots = 0
        for byte in components {
            if byte == UInt8(ascii: "/") {
                if component == 0 || component == dots && dots <= 2 { return false }
                component = 0
                dots = 0
            } else {
                component += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return component > 0 && !(component == dots && dots <= 2)
    }

    /// The components of an absolute path with empty components, `.` and `..` resolved.
    private static func normalizedComponents(_ absolutePath: String) -> [String] {
        var components: [String] = []
        for component in absolutePath.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }
}

extension DisplayPath {
    /// `path` as shown in diagnostics: relative to `workingDirectory`. When the text alone puts a
    /// path outside the working directory, the symbolic links of both directories are resolved
    /// (`/tmp` and `/private/tmp` on macOS) and that answer is used if it lies inside.
    static func shown(_ path: String, workingDirectory: String) -> String {
        shown(path, workingDirectory: workingDirectory, resolving: resolvingSymbolicLinks)
    }

    /// `shown(_:workingDirectory:)`, with the symbolic links of a folder's absolute path resolved
    /// by `resolve` (`resolvingSymbolicLinks`, or a cache of it: `DisplayPaths`).
    static func shown(_ path: String, workingDirectory: String, resolving resolve: (String) -> String) -> String {
        let plain = relative(path, to: workingDirectory)
        guard plain.hasPrefix("../") else { return plain }
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory))
        let directory = resolve(file.deletingLastPathComponent().path)
        let base = resolve(workingDirectory)
        let resolved = relative(directory + "/" + file.lastPathComponent, to: base)
        return resolved.hasPrefix("../") ? plain : resolved
    }

    /// The absolute path `folder` with its symbolic links resolved (a dozen `lstat` calls or more).
    static func resolvingSymbolicLinks(_ folder: String) -> String {
        URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }
}

/// Paths shown as `DisplayPath.shown(_:workingDirectory:)` shows them, for all the files of a
/// run: the symbolic links of the working directory and of each folder are resolved once, not
/// for every file (a dozen `lstat` calls each, for every spec of a folder outside the working
/// directory). Shared by threads.
final class DisplayPaths: @unchecked Sendable {
    /// The absolute working directory.
    private let workingDirectory: String
    /// Guards `resolved`.
    private let lock = NSLock()
    /// Each folder resolved so far, by its absolute path.
    private var resolved: [String: String] = [:]
    /// Resolves a folder's symbolic links.
    private let resolve: @Sendable (String) -> String

    /// Paths shown relative to the absolute `workingDirectory`, folders resolved by `resolve`.
    init(workingDirectory: String, resolve: @escaping @Sendable (String) -> String = DisplayPath.resolvingSymbolicLinks) {
        self.workingDirectory = workingDirectory
        self.resolve = resolve
    }

    /// `path` as `DisplayPath.shown(_:workingDirectory:)` shows it.
    func shown(_ path: String) -> String {
        DisplayPath.shown(path, workingDirectory: workingDirectory) { folder in
            if let known = lock.withLock({ resolved[folder] }) { return known }
            let answer = resolve(folder)
            lock.withLock { resolved[folder] = answer }
            return answer
        }
    }
}
