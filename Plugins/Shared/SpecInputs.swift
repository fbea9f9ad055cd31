import Foundation

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
