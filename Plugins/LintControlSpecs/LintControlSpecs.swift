import Foundation
import PackagePlugin

/// `swift package lint-control-specs [--target T]... [lint options]`: runs `controlspec lint` from
/// the package directory on the specs of the chosen targets (all by default). Other arguments
/// (`--strict`, and the options `controlspec lint --help` lists) are passed on.
@main struct LintControlSpecs: CommandPlugin {
    /// Lints the specs in one run, so the findings of every target come out sorted together.
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try SpecTargets(package: context.package, arguments: &extractor)
        let root = context.package.directoryURL
        let specs = targets.entries.flatMap(\.inputs.specs).map { ControlSpecArguments.shown($0, relativeTo: root) }
        let configuration = targets.entries[0].inputs.configuration.map { ["--config", ControlSpecArguments.shown($0, relativeTo: root)] } ?? []
        try ToolRun.run(
            ControlSpecArguments.tool { try context.tool(named: $0).url },
            ["lint"] + specs + configuration + extractor.remainingArguments,
            in: root
        )
    }
}
