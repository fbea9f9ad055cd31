import Foundation
import PackagePlugin
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

/// The build-tool plugin: one `controlspec compile` build command per spec of the target, writing
/// `<SpecFileName>.swift` into the plugin work directory, which the target then compiles.
@main struct ControlSpecPlugin: BuildToolPlugin {
    /// The commands for a package target; a target without sources has none.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url),
            declaresResources: target.sourceFiles.contains { $0.type == .resource },
            root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: ControlSpecArguments.tool { try context.tool(named: $0).url },
            targetName: target.name
        )
    }

    /// One build command per spec among `files`: the spec, the configuration, the custom
    /// templates and the files the configuration makes the tool read (its token files, listed by
    /// running `tool`: `SpecInputs.configurationInputs`) are its inputs and the generated Swift file its only output, so the build system
    /// reruns it exactly when one of them changed; and one command writing the kernel the target's
    /// controls share, `ControlKernel.swift`, whose inputs are every spec (their kinds decide what
    /// it holds) and the configuration. A target without specs gets a warning. A package target
    /// that `declaresResources` gets code loading images from `Bundle.module`.
    static func commands(files: [URL], declaresResources: Bool, root: URL, workDirectory: URL, tool: URL, targetName: String) throws -> [Command] {
        let inputs = try SpecInputs(files: files, root: root, declaresResources: declaresResources) { configuration in
            SpecInputs.configurationInputs(tool: tool, configuration: configuration) { Diagnostics.warning($0) }
        }
        if inputs.specs.isEmpty {
            Diagnostics.warning("target '\(targetName)' uses ControlSpecPlugin but holds no *.control.yaml spec")
        }
        let sources = files.filter { $0.pathExtension == "swift" }
        let outputFolder = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        let assigned = try GeneratedFileName.assign(inputs.specs, sources: sources)
        guard !assigned.isEmpty else { return [] }
        let kernelFile = outputFolder.appendingPathComponent(GeneratedFileName.kernel)
        let kernel = Command.buildCommand(
            displayName: "controlspec kernel (\(assigned.count) specs of \(targetName))",
            executable: tool,
            arguments: ControlSpecArguments.buildKernel(specs: inputs.specs, outputFile: kernelFile, inputs: inputs),
            inputFiles: inputs.specs + (inputs.configuration.map { [$0] } ?? []),
            outputFiles: [kernelFile]
        )
        return [kernel] + assigned.map { spec, fileName in
            let outputFile = outputFolder.appendingPathComponent(fileName)
            return .buildCommand(
                displayName: "controlspec compile \(spec.lastPathComponent)",
                executable: tool,
                arguments: ControlSpecArguments.buildCompile(spec: spec, outputFile: outputFile, inputs: inputs),
                inputFiles: [spec] + inputs.sharedInputs,
                outputFiles: [outputFile]
            )
        }
    }
}

// The Xcode variant, in this file rather than one of its own: each file of a plugin costs a compiler process
// at every clean build (Plugins/Shared/Shared.swift).
#if canImport(XcodeProjectPlugin)
extension ControlSpecPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode target: the same as for a package target, with the Xcode
    /// project's directory holding the configuration. An Xcode target's resources are in the
    /// bundle of its code, where the generated controls look by default.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url),
            declaresResources: false,
            root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: ControlSpecArguments.tool { try context.tool(named: $0).url },
            targetName: target.displayName
        )
    }
}
#endif
