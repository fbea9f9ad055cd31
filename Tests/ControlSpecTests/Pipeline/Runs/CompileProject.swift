import Foundation
import Testing
@testable import ControlSpec

/// A workspace holding a folder of specs to compile with the library, as `controlspec compile`
/// does, and the files a compile wrote, for the incremental and parallel tests.
final class CompileProject {
    /// The workspace; every path below is inside it.
    let workspace: Workspace
    /// The folder of the specs, relative to the workspace.
    static let specs = "specs"

    /// A knob drawn from images, whose previews embed the image files found next to it.
    static let imageKnob = """
        controlspec: 1
        name: ImageKnob
        kind: knob
        summary: A knob drawn from images.
        size: 80x80
        drawing: images
        images:
          background: DialBackground
          knob: { normal: Dial }
        value: { min: 0, max: 1, initial: 0.5 }
        angles: { start: -135deg, end: 135deg }
        accessibility: { label: Dial }

        """

    /// A workspace with the reference specs and `imageKnob` in `specs`.
    init() throws {
        workspace = try Workspace()
        for spec in LintCompileAgreementTests.files(below: "Specs") {
            try workspace.write(spec.bytes, to: "\(Self.specs)/\(spec.path)")
        }
        try workspace.write(Self.imageKnob, to: "\(Self.specs)/ImageKnob.control.yaml")
    }

    /// The run configuration of the workspace: the configuration file `.controlspec.yml` in it,
    /// if there is one, with `threads` and `toolIdentity`, keeping manifests in `cache`.
    func configuration(threads: Int? = nil, toolIdentity: String = "test tool") throws -> RunConfiguration {
        guard case .loaded(var configuration) = RunConfiguration.load(explicitPath: nil, workingDirectory: workspace.url.path) else {
            throw ToolFailure("the workspace's configuration does not load")
        }
        configuration.threads = threads
        configuration.toolIdentity = toolIdentity
        configuration.cache = cache
        return configuration
    }

    /// The cache folder of the workspace's compiles, outside every output folder.
    var cache: String { workspace.path(Self.cacheFolder) }
    /// The cache folder, relative to the workspace.
    static let cacheFolder = "cache"

    /// The manifest kept for the output folder `folder`, both relative to the workspace.
    func manifest(of folder: String) -> String {
        let kept = OutputManifest.folder(of: workspace.path(folder), in: cache) as NSString
        return "\(Self.cacheFolder)/\(kept.lastPathComponent)/\(OutputManifest.fileName)"
    }

    /// Compiles the specs into `output` (Swift files, previews in `output/Previews` unless
    /// `options` says otherwise), in the workspace as working directory.
    @discardableResult
    func compile(into output: String, options: CompileOptions = CompileOptions(), threads: Int? = nil, toolIdentity: String = "test tool") throws -> RunReport {
        var options = options
        options.output = workspace.path(output)
        if let previews = options.previews { options.previews = workspace.path(previews) }
        if let templates = options.templates { options.templates = workspace.path(templates) }
        let report = Pipeline.compile([workspace.path(Self.specs)], configuration: try configuration(threads: threads, toolIdentity: toolIdentity), options: options)
        #expect(report.failures.isEmpty, "\(report.failures)")
        return report
    }

    /// Every file below `folder` (relative to the workspace), hidden ones included, by its path
    /// relative to `folder`.
    func files(in folder: String) -> [String: [UInt8]] {
        let root = workspace.path(folder)
        var files: [String: [UInt8]] = [:]
        for path in FileManager.default.subpaths(atPath: root) ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = Array(FileManager.default.contents(atPath: root + "/" + path) ?? Data())
            }
        }
        return files
    }
}
