import Foundation
import PackagePlugin

/// The targets a command plugin works on, each with its spec inputs: those named by `--target`,
/// or every source target of the package that holds specs.
struct SpecTargets {
    /// One target with specs.
    struct Entry {
        /// The target.
        let target: any SourceModuleTarget
        /// Its specs, configuration and templates.
        let inputs: SpecInputs
    }

    /// The chosen targets, in the package's order.
    let entries: [Entry]

    /// Takes the `--target` options out of `arguments` and chooses the targets; throws when a named
    /// target is not a source target or holds no spec, or when no target holds one.
    init(package: Package, arguments: inout ArgumentExtractor) throws {
        let names = arguments.extractOption(named: "target")
        let candidates = names.isEmpty ? package.targets : try package.targets(named: names)
        var entries: [Entry] = []
        for candidate in candidates {
            guard let target = candidate as? SourceModuleTarget else {
                if names.contains(candidate.name) { throw CommandFailure.notASourceTarget(candidate.name) }
                continue
            }
            let inputs = try SpecInputs(files: target.sourceFiles.map(\.url), root: package.directoryURL,
                                        declaresResources: target.sourceFiles.contains { $0.type == .resource })
            if inputs.specs.isEmpty {
                if names.contains(target.name) { throw CommandFailure.noSpecs(target: target.name) }
                continue
            }
            entries.append(Entry(target: target, inputs: inputs))
        }
        guard !entries.isEmpty else { throw CommandFailure.noSpecsInPackage }
        self.entries = entries
    }
}
