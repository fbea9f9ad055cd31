import Foundation

/// The `controlspec` command lines the plugins run.
enum ControlSpecArguments {
    /// The names the plugins ask for the `controlspec` tool by, in this order. A tool from an
    /// executable target of the plugin's own package is named after the target, not the product
    /// (`ControlSpecCLI`, the plugins built from source); one from a binary target after the
    /// artifact in its bundle's `info.json` (`controlspec`, the prebuilt plugins of `ControlSpecPlugins/`).
    static let toolNames = ["ControlSpecCLI", "controlspec"]

    /// The `controlspec` tool: the first of `toolNames` that `lookup` (a plugin context's
    /// `tool(named:)`) finds; throws `lookup`'s error for the last name when it finds none.
    static func tool(_ lookup: (String) throws -> URL) throws -> URL {
        for name in toolNames.dropLast() {
            if let url = try? lookup(name) { return url }
        }
        return try lookup(toolNames[toolNames.count - 1])
    }

    /// The arguments that keep SVG previews out of plugin runs: a build needs only Swift files,
    /// and a preview is not a declared output.
    static let withoutPreviews: [String] = ["--no-previews"]

    /// `controlspec compile` for one spec in a build: writes exactly `outputFile`, using the
    /// kernel the target's controls share (`buildKernel`), and locates diagnostics by absolute
    /// paths, which `swift build` and Xcode show at the spec's line.
    static func buildCompile(spec: URL, outputFile: URL, inputs: SpecInputs) -> [String] {
        ["compile", spec.path, "--output-file", outputFile.path, "--kernel", "shared", "--absolute-paths"]
            + shared(inputs, relativeTo: nil) + withoutPreviews
    }

    /// `controlspec kernel` in a build: writes the kernel the controls of `specs` share to
    /// `outputFile`, with the configuration's access level. It checks the specs too, so its
    /// diagnostics are located by absolute paths like the compile commands'.
    static func buildKernel(specs: [URL], outputFile: URL, inputs: SpecInputs) -> [String] {
        let configuration = inputs.configuration.map { ["--config", shown($0, relativeTo: nil)] } ?? []
        return ["kernel"] + specs.map(\.path) + ["--output-file", outputFile.path, "--absolute-paths"] + configuration
    }

    /// `--config` and `--templates` for `inputs`, with paths relative to `directory` when given
    /// and inside it, and `--image-bundle module` for a target with resources, whose images are
    /// in `Bundle.module`.
    static func shared(_ inputs: SpecInputs, relativeTo directory: URL?) -> [String] {
        let configuration = inputs.configuration.map { ["--config", shown($0, relativeTo: directory)] } ?? []
        let templates = inputs.templateFolder.map { ["--templates", shown($0, relativeTo: directory)] } ?? []
        let imageBundle = inputs.declaresResources ? ["--image-bundle", "module"] : []
        return configuration + templates + imageBundle
    }

    /// `file`'s path relative to `directory` when it lies inside it, else its absolute path.
    static func shown(_ file: URL, relativeTo directory: URL?) -> String {
        let path = file.standardizedFileURL.path
        guard let directory else { return path }
        let base = directory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
