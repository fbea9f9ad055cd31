import Foundation

/// Paths inside this package, found from this source file so tests run from any directory.
enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ControlSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The bundled reference specs.
    static var specs: URL { root.appendingPathComponent("Specs") }

    /// The bytes of a file relative to the package root.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }
}
