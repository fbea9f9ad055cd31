import Foundation

/// The package's root directory, found from this source file's path (`#filePath`) by walking up
/// to the directory that holds `Package.swift`. Golden files at the root are read from there.
enum PackageRoot {
    /// The root directory, or `nil` when no ancestor of this file holds `Package.swift`.
    static let url: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// The text of the file at `relativePath` under the root, or `nil` when it cannot be read.
    static func text(of relativePath: String) -> String? {
        guard let url else { return nil }
        return try? String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
