// The code the command plugins share, in one file, as Plugins/Shared/Shared.swift is.
import Foundation
import PackagePlugin

// MARK: - SpecTargets

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

// MARK: - ToolRun

/// Runs `controlspec` from a command plugin as a user would from the package directory: its
/// findings and messages go straight to the terminal.
enum ToolRun {
    /// Runs `tool` with `arguments` in `directory` and waits; throws when it exits with a
    /// non-zero status, so `swift package` fails too.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure.toolFailed(arguments.first ?? "", status: process.terminationStatus)
        }
    }
}

// MARK: - CommandFailure

/// Why a command plugin stopped.
enum CommandFailure: Error, CustomStringConvertible {
    /// A target named by `--target` has no source files.
    case notASourceTarget(String)
    /// A target named by `--target` holds no spec.
    case noSpecs(target: String)
    /// No target of the package holds a spec.
    case noSpecsInPackage
    /// `controlspec <subcommand>` exited with a non-zero status.
    case toolFailed(String, status: Int32)

    /// The message shown by `swift package`.
    var description: String {
        switch self {
        case .notASourceTarget(let name):
            "target '\(name)' is not a source target"
        case .noSpecs(let target):
            "target '\(target)' holds no *.control.yaml spec"
        case .noSpecsInPackage:
            "no target of the package holds a *.control.yaml spec"
        case .toolFailed(let subcommand, let status):
            "controlspec \(subcommand) failed with exit status \(status)"
        }
    }
}
