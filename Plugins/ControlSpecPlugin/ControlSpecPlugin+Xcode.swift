#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension ControlSpecPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode target: the same as for a package target, with the Xcode
    /// project's directory holding the configuration.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url),
            root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: ControlSpecArguments.toolName).url,
            targetName: target.displayName
        )
    }
}
#endif
