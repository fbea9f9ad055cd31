import Foundation

/// The Swift file the build plugin generates from a spec, named after the spec file so that it is
/// known before the tool runs: `Knob.control.yaml` → `Knob.swift`.
enum GeneratedFileName {
    /// The generated file's name for `spec`.
    static func of(_ spec: URL) -> String {
        let name = spec.lastPathComponent
        let suffix = SpecInputs.specSuffixes.first { name.hasSuffix($0) } ?? ""
        return String(name.dropLast(suffix.count)) + ".swift"
    }

    /// The file holding the kernel the target's controls share.
    static let kernel = "ControlKernel.swift"

    /// Each spec with its generated file's name; throws when two specs would generate the same
    /// file, a spec would generate the kernel's file, or a Swift file among `sources` already has
    /// the name (a module cannot hold two).
    static func assign(_ specs: [URL], sources: [URL]) throws -> [(spec: URL, fileName: String)] {
        let named = specs.map { (spec: $0, fileName: of($0)) }
        if !specs.isEmpty, let taken = sources.first(where: { $0.lastPathComponent == kernel }) ?? named.first(where: { $0.fileName == kernel })?.spec {
            throw PluginFailure.kernelFileTaken(kernel, by: taken.path)
        }
        let byName = Dictionary(grouping: named, by: \.fileName)
        for (fileName, group) in byName.sorted(by: { $0.key < $1.key }) {
            if group.count > 1 {
                throw PluginFailure.sameGeneratedFile(fileName, specs: group.map(\.spec.path))
            }
            if let source = sources.first(where: { $0.lastPathComponent == fileName }) {
                throw PluginFailure.generatedFileClashesWithSource(fileName, spec: group[0].spec.path, source: source.path)
            }
        }
        return named
    }
}
