#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

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
