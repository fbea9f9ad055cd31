import Foundation
import Testing

/// Checks that a committed generated file equals what the code generates now.
enum GeneratedFile {
    /// The command that regenerates every committed generated file.
    static let regenerationCommand = "scripts/update-generated"

    /// Records an issue naming the regeneration command when `path` (relative to the package root)
    /// differs from `expected`.
    static func expectUpToDate(_ path: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let committed = (try? PackagePaths.bytes(path)).map { String(decoding: $0, as: UTF8.self) }
        #expect(committed == expected, "\(path) is stale; run \(regenerationCommand) and review the diff", sourceLocation: sourceLocation)
    }
}
