import Foundation

/// Paths as shown in diagnostics: relative to the working directory.
enum DisplayPath {
    /// `path` relative to the absolute directory `base`, worked out on the text alone: a relative
    /// `path` is taken relative to `base`, `.` and `..` components are resolved, and a path outside
    /// `base` climbs out with `../`. `base` itself is `.`.
    static func relative(_ path: String, to base: String) -> String {
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
        let plain = relative(path, to: workingDirectory)
        guard plain.hasPrefix("../") else { return plain }
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory))
        let directory = file.deletingLastPathComponent().resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: workingDirectory).resolvingSymlinksInPath().path
        let resolved = relative(directory + "/" + file.lastPathComponent, to: base)
        return resolved.hasPrefix("../") ? plain : resolved
    }
}
