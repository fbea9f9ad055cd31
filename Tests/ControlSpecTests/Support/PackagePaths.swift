import Foundation

/// Paths inside this package, found from this source file's path (`#filePath`) by walking up to
/// the directory that holds `Package.swift`, so tests run from any working directory.
enum PackagePaths {
    /// The package root.
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        preconditionFailure("no ancestor of \(#filePath) holds Package.swift")
    }()

    /// The bundled reference specs.
    static var specs: URL { root.appendingPathComponent("Specs") }

    /// The bytes of a file relative to the package root.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    /// The text of a file relative to the package root, or `nil` when it cannot be read.
    static func text(of relativePath: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
