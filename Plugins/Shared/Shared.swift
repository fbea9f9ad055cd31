// The code every plugin shares, in one file: SwiftPM compiles each file of a plugin in a compiler
// process of its own, which loads Foundation and PackagePlugin anew, at every clean build of a
// package using the plugins, for every plugin of the package (docs/plugin.md, "What it saves").
import Foundation

// MARK: - SpecInputs

/// What `controlspec` reads for one target: the target's specs, plus the configuration, the
/// custom templates and the design token files, whose change must regenerate every spec's code.
struct SpecInputs {
    /// The name endings of spec files, as `controlspec` finds them in a folder.
    static let specSuffixes = [".control.yaml", ".control.yml"]
    /// The configuration file's name; the plugins use the one in the package (or Xcode project)
    /// directory.
    static let configurationFileName = ".controlspec.yml"
    /// The extension of custom template files.
    static let templateExtension = "mustache"
    /// The name endings of design token files and resolver documents (`.tokens` and
    /// `.tokens.json` as the Design Tokens Format names them): the target's files tracked when
    /// the tool cannot list the configuration's own.
    static let tokenSuffixes = [".tokens", ".tokens.json", ".resolver.json"]

    /// The target's spec files, sorted by path.
    let specs: [URL]
    /// The configuration file, when the root directory has one.
    let configuration: URL?
    /// The target's custom templates, all in one folder, sorted by path.
    let templates: [URL]
    /// The files the configuration makes the tool read, sorted by path: its token files, resolver
    /// documents and the files they name.
    let tokenFiles: [URL]
    /// Whether the target declares resources, so that SwiftPM makes `Bundle.module` for it and the
    /// generated controls load their images from there.
    let declaresResources: Bool

    /// Sorts the target's `files` into specs and templates and looks for the configuration in
    /// `root`; `declaresResources` says whether the target is a package target with resources.
    /// `listInputs` gives the files a configuration makes the tool read (`configurationInputs`);
    /// when it gives `nil`, the target's files named like token files stand in. Throws when the
    /// templates are spread over several folders, since `controlspec` takes one template folder.
    init(files: [URL], root: URL, declaresResources: Bool = false, listInputs: (URL) -> [URL]? = { _ in nil }) throws {
        self.declaresResources = declaresResources
        specs = files.filter(Self.isSpec).sorted { $0.path < $1.path }
        templates = files.filter { $0.pathExtension == Self.templateExtension }.sorted { $0.path < $1.path }
        let folders = Set(templates.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        guard folders.count <= 1 else {
            throw PluginFailure.templatesInSeveralFolders(folders.sorted())
        }
        let candidate = root.appendingPathComponent(Self.configurationFileName)
        configuration = FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
        let named = { files.filter { file in Self.tokenSuffixes.contains { file.lastPathComponent.hasSuffix($0) } } }
        tokenFiles = (configuration.map { listInputs($0) ?? named() } ?? []).sorted { $0.path < $1.path }
    }

    /// The files the configuration at `configuration` makes `tool` read, as `controlspec config
    /// inputs` lists them; `nil`, after a warning, when the tool cannot be run or fails (the
    /// build commands then report the configuration's errors themselves).
    static func configurationInputs(tool: URL, configuration: URL, warn: (String) -> Void) -> [URL]? {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["config", "inputs", "--config", configuration.path]
        process.currentDirectoryURL = configuration.deletingLastPathComponent()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            warn("cannot run controlspec to list the token files of \(configuration.path) (\(error)); tracking the target's token files by name")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
            warn("controlspec config inputs failed for \(configuration.path); tracking the target's token files by name")
            return nil
        }
        return text.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
    }

    /// The folder holding the custom templates, when there are some.
    var templateFolder: URL? { templates.first?.deletingLastPathComponent() }

    /// The files besides a spec whose change must regenerate its code.
    var sharedInputs: [URL] { (configuration.map { [$0] } ?? []) + templates + tokenFiles }

    /// Whether `file` is a spec by its name.
    static func isSpec(_ file: URL) -> Bool {
        specSuffixes.contains { file.lastPathComponent.hasSuffix($0) }
    }
}

// MARK: - ControlSpecArguments

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

// MARK: - GeneratedFileName

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

// MARK: - PluginFailure

/// Why a plugin cannot plan its work for a target.
enum PluginFailure: Error, CustomStringConvertible {
    /// Custom templates were found in more than one folder.
    case templatesInSeveralFolders([String])
    /// Two specs would generate a file of the same name.
    case sameGeneratedFile(String, specs: [String])
    /// A spec would generate a file named like one of the target's Swift files.
    case generatedFileClashesWithSource(String, spec: String, source: String)
    /// A spec or a Swift file of the target takes the name of the file of the kernel its controls share.
    case kernelFileTaken(String, by: String)

    /// The message shown by `swift build`, `swift package` or Xcode.
    var description: String {
        switch self {
        case .templatesInSeveralFolders(let folders):
            "custom templates (*.mustache) must all be in one folder of the target; found \(folders.joined(separator: ", "))"
        case .sameGeneratedFile(let fileName, let specs):
            "specs \(specs.joined(separator: " and ")) would both generate '\(fileName)'; rename one spec file"
        case .generatedFileClashesWithSource(let fileName, let spec, let source):
            "spec \(spec) would generate '\(fileName)', which \(source) already names; rename the spec file or the Swift file"
        case .kernelFileTaken(let fileName, let path):
            "\(path) takes '\(fileName)', the file of the kernel the target's controls share; rename it"
        }
    }
}
