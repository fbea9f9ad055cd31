import Foundation
import PackagePlugin

/// `swift package generate-control-code [--target T]... [--output FOLDER] [compile options]`:
/// runs `controlspec compile` from the package directory for each chosen target (all with specs by
/// default), writing `<Name>.swift` into the target's `Generated/` folder (or `--output`, relative
/// to the target) for teams who commit the generated code, keeping the record of what it wrote in
/// the plugin's work folder (`--cache`), which the plugin may write. Other arguments (`--access public`,
/// `--strict`) are passed on.
@main struct GenerateControlCode: CommandPlugin {
    /// The output folder inside each target unless `--output` names another.
    static let defaultOutputFolder = "Generated"

    /// Compiles each target's specs in one run, so two specs naming one type are caught.
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try SpecTargets(package: context.package, arguments: &extractor)
        let outputFolder = extractor.extractOption(named: "output").last ?? Self.defaultOutputFolder
        let root = context.package.directoryURL
        let tool = try ControlSpecArguments.tool { try context.tool(named: $0).url }
        for entry in targets.entries {
            let specs = entry.inputs.specs.map { ControlSpecArguments.shown($0, relativeTo: root) }
            let output = entry.target.directoryURL.appendingPathComponent(outputFolder, isDirectory: true)
            try ToolRun.run(
                tool,
                ["compile"] + specs + ["--output", ControlSpecArguments.shown(output, relativeTo: root), "--cache", context.pluginWorkDirectoryURL.path]
                    + ControlSpecArguments.shared(entry.inputs, relativeTo: root)
                    + ControlSpecArguments.withoutPreviews + extractor.remainingArguments,
                in: root
            )
        }
    }
}
