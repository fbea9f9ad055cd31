import Foundation
import Testing

/// Every line of the Swift files under `Sources/` is at most `limit` characters long.
@Suite struct SourceLineLengthTests {
    /// The longest line allowed, in characters (not bytes).
    static let limit = 160

    /// The paths, relative to the package root, of the `.swift` files under `Sources/`.
    static func sourceFiles() throws -> [String] {
        let sources = PackagePaths.root.appendingPathComponent("Sources").path
        let paths = try #require(FileManager.default.subpaths(atPath: sources))
        return paths.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// `file:line` and the length of each line of the file at `path` longer than `limit`.
    static func longLines(in path: String) throws -> [String] {
        let text = try #require(PackagePaths.text(of: path))
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
            .filter { $0.element.count > limit }
            .map { "\(path):\($0.offset + 1): \($0.element.count) characters" }
    }

    /// No line is longer than the limit; the failure names each one.
    @Test func sourceLinesFitTheLimit() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        let long = try files.flatMap(Self.longLines(in:))
        #expect(long.isEmpty, "lines longer than \(Self.limit) characters:\n\(long.joined(separator: "\n"))")
    }
}
