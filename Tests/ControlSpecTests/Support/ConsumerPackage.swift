import Foundation
import Testing

/// A copy of the consumer package fixture (`Tests/Fixtures/ConsumerPackage`) in a temporary
/// folder, its dependency pointed at this checkout, built and tested with `swift` as a user would.
final class ConsumerPackage {
    /// The dependency line of the fixture's manifest, relative to the fixture's own folder.
    static let relativeDependency = #"path: "../../..""#

    /// The folder holding the copy and its build folder, removed with this value.
    let workspace: Workspace
    /// The copied package.
    let root: URL
    /// The scratch path every `swift` run shares, so the package is built once.
    let scratch: URL

    /// The `swift` driver of the running toolchain, or `nil` when `PATH` has none.
    static var swift: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `swift` can be run. When it cannot: under `CI=true` the calling test fails; elsewhere
    /// it is skipped with the reason printed.
    static func isAvailable() -> Bool {
        guard swift == nil else { return true }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("cannot build the consumer package under CI: no 'swift' on PATH")
        } else {
            print("skipping the consumer package: no 'swift' on PATH")
        }
        return false
    }

    /// Copies the fixture and rewrites its dependency to this checkout's absolute path.
    init() throws {
        workspace = try Workspace()
        root = workspace.url.appendingPathComponent("ConsumerPackage")
        scratch = workspace.url.appendingPathComponent("build")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Tests/Fixtures/ConsumerPackage"), to: root)
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(Self.relativeDependency), "the fixture's manifest names its dependency as \(Self.relativeDependency)")
        let absolute = text.replacingOccurrences(of: Self.relativeDependency, with: "path: \"\(PackagePaths.root.path)\"")
        try absolute.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Runs `swift <subcommand> --package-path <copy> --scratch-path <scratch> <arguments>`;
    /// prints how long it took.
    func swift(_ subcommand: String, _ arguments: [String] = []) throws -> GeneratedCodeHarness.Outcome {
        let swift = try #require(Self.swift)
        let start = Date()
        let outcome = try GeneratedCodeHarness.run(
            swift, [subcommand, "--package-path", root.path, "--scratch-path", scratch.path] + arguments)
        print("consumer package: swift \(([subcommand] + arguments).joined(separator: " ")) took \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        return outcome
    }

    /// The path of `relativePath` inside the copied package.
    func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }

    /// Replaces `old` by `new` in the copied package's file `relativePath`.
    func edit(_ relativePath: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: path(relativePath), encoding: .utf8)
        try #require(text.contains(old), "\(relativePath) contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path(relativePath), atomically: true, encoding: .utf8)
    }

    /// The file the build-tool plugin generated as `fileName`, found in the plugin work directory
    /// under the scratch path (`plugins/outputs/<package>/<target>/destination/ControlSpecPlugin/`).
    func generatedFile(_ fileName: String) throws -> URL {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        let enumerator = try #require(FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil))
        let found = enumerator.compactMap { $0 as? URL }.filter {
            $0.lastPathComponent == fileName && $0.deletingLastPathComponent().lastPathComponent == "GeneratedSources"
                && $0.path.contains("/ControlSpecPlugin/")
        }
        try #require(found.count == 1, "one generated \(fileName) under \(outputs.path); found \(found.map(\.path))")
        return found[0]
    }

    /// The modification date of `file`.
    static func modificationDate(_ file: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }
}
