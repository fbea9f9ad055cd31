import Foundation
@testable import ControlSpec

/// The specs the generated-code tests run over: the bundled `Specs/` and the test-only variants
/// in `Tests/VariantSpecs/<kind>/`.
enum SpecCorpus {
    /// One spec of the corpus.
    struct Entry: Sendable, CustomStringConvertible {
        /// The path relative to the package root.
        var path: String
        /// The checked spec.
        var spec: ControlSpecification

        /// The path, for test names.
        var description: String { path }
    }

    /// Every spec of the corpus, bundled first, each folder in name order. Fails loudly on a spec
    /// with errors: the corpus holds valid specs only.
    static let all: [Entry] = {
        let folders = ["Specs"] + subfolders(of: "Tests/VariantSpecs")
        return folders.flatMap { folder in
            files(in: folder).map { path -> Entry in
                let result = Linter.lint((try? PackagePaths.bytes(path)) ?? [])
                guard let spec = result.spec else {
                    preconditionFailure("\(path) must lint clean: \(result.diagnostics.map(\.message))")
                }
                return Entry(path: path, spec: spec)
            }
        }
    }()

    /// The entries of one kind.
    static func kind(_ name: String) -> [Entry] {
        all.filter { $0.spec.kindName == name }
    }

    private static func subfolders(of folder: String) -> [String] {
        let url = PackagePaths.root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.map { "\(folder)/\($0)" }
    }

    private static func files(in folder: String) -> [String] {
        let url = PackagePaths.root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".control.yaml") }.sorted().map { "\(folder)/\($0)" }
    }
}
