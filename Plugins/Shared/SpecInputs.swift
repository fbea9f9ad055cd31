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
    /// `.tokens.json` as the Design Tokens Format names them).
    static let tokenSuffixes = [".tokens", ".tokens.json", ".resolver.json"]

    /// The target's spec files, sorted by path.
    let specs: [URL]
    /// The configuration file, when the root directory has one.
    let configuration: URL?
    /// The target's custom templates, all in one folder, sorted by path.
    let templates: [URL]
    /// The target's design token files and resolver documents, sorted by path.
    let tokenFiles: [URL]
    /// Whether the target declares resources, so that SwiftPM makes `Bundle.module` for it and the
    /// generated controls load their images from there.
    let declaresResources: Bool

    /// Sorts the target's `files` into specs and templates and looks for the configuration in
    /// `root`; `declaresResources` says whether the target is a package target with resources.
    /// Throws when the templates are spread over several folders, since `controlspec` takes one
    /// template folder.
    init(files: [URL], root: URL, declaresResources: Bool = false) throws {
        self.declaresResources = declaresResources
        specs = files.filter(Self.isSpec).sorted { $0.path < $1.path }
        templates = files.filter { $0.pathExtension == Self.templateExtension }.sorted { $0.path < $1.path }
        tokenFiles = files.filter { file in Self.tokenSuffixes.contains { file.lastPathComponent.hasSuffix($0) } }.sorted { $0.path < $1.path }
        let folders = Set(templates.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        guard folders.count <= 1 else {
            throw PluginFailure.templatesInSeveralFolders(folders.sorted())
        }
        let candidate = root.appendingPathComponent(Self.configurationFileName)
        configuration = FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
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
