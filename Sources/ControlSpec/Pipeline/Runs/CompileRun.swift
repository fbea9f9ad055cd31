import Foundation

/// The options of `controlspec compile`, as given on the command line (`nil`: not given).
public struct CompileOptions: Sendable {
    /// `--output`: the folder of the Swift files.
    public var output: String?
    /// `--output-file`: the path of the one spec's Swift file.
    public var outputFile: String?
    /// `--previews`: the folder of the previews.
    public var previews: String?
    /// `--no-previews`.
    public var noPreviews: Bool
    /// `--templates`: a folder of templates replacing bundled ones by name.
    public var templates: String?
    /// `--access`.
    public var access: GenerationOptions.AccessLevel?
    /// `--image-bundle`.
    public var imageBundle: GenerationOptions.ImageBundle
    /// `--target`: `nil` for the configuration's, else `both`.
    public var target: GenerationOptions.Target?
    /// `--kernel`: `nil` for the default, shared by a folder's files and embedded in `--output-file`.
    public var kernel: GenerationOptions.KernelPlacement?
    /// `--absolute-paths`.
    public var absolutePaths: Bool
    /// Whether the gallery reloads itself when the previews change (`--watch`, `LiveReload`).
    public var liveReload: Bool

    /// Options as given.
    public init(output: String? = nil, outputFile: String? = nil, previews: String? = nil, noPreviews: Bool = false,
                templates: String? = nil, access: GenerationOptions.AccessLevel? = nil, imageBundle: GenerationOptions.ImageBundle = .type,
                kernel: GenerationOptions.KernelPlacement? = nil, target: GenerationOptions.Target? = nil, absolutePaths: Bool = false,
                liveReload: Bool = false) {
        self.target = target
        self.output = output
        self.outputFile = outputFile
        self.previews = previews
        self.noPreviews = noPreviews
        self.templates = templates
        self.access = access
        self.imageBundle = imageBundle
        self.kernel = kernel
        self.absolutePaths = absolutePaths
        self.liveReload = liveReload
    }
}

extension CompileOptions {
    /// The templates folder a run with `configuration` reads: `--templates`, else the
    /// configuration's `templates`; `nil` when the bundled templates are used alone.
    public func templatesFolder(in configuration: RunConfiguration) -> String? {
        templates ?? configuration.configuration.templates.map(configuration.resolve)
    }
}

extension Pipeline {
    /// `controlspec compile`: checks the specs as `lint` does, then writes the Swift file of
    /// every accepted spec into the output folder (default: the configuration's `output`, else
    /// `Generated`) or `--output-file`, and its previews into `<output>/Previews` (or
    /// `--previews`; only with `--previews` in single-file mode; none with `--no-previews`).
    /// Nothing is written when a path or a template could not be read, or a template has errors.
    /// With `liveReload` the gallery reloads itself (`LiveReload`); without it, a version file
    /// watch mode left in the previews folder is removed.
    public static func compile(_ arguments: [String], configuration: RunConfiguration, options: CompileOptions) -> RunReport {
        let settings = configuration.configuration
        let output = options.output ?? settings.output.map(configuration.resolve) ?? "Generated"
        var failures: [ToolFailure] = []
        var writes = WriteReport()
        let templates = templateSet(options.templatesFolder(in: configuration), workingDirectory: configuration.workingDirectory, failures: &failures)
        var read = read(arguments, configuration: configuration, absolutePaths: options.absolutePaths)
        failures += read.failures
        if options.outputFile != nil, read.files.count > 1 {
            failures.append(ToolFailure("--output-file needs exactly one spec; found \(read.files.count)"))
        }
        let writesPreviews = !options.noPreviews && (options.outputFile == nil || options.previews != nil)
        let previews = writesPreviews
            ? options.previews ?? settings.previews.map(configuration.resolve) ?? (output as NSString).appendingPathComponent("Previews") : nil
        let recorded = recordedOutputs([options.outputFile == nil ? output : nil, previews].compactMap { $0 }, cache: configuration.cache,
                                       threads: configuration.threads)
        let project = check(read.takeFiles(), options: configuration.lintOptions, threads: configuration.threads,
                            recorded: RecordedChecks(toolIdentity: configuration.toolIdentity, manifests: recorded.map(\.manifest)))
        let findings = (project.findings + templates.diagnostics).sorted()
        let (shownPaths, imageFiles) = (project.shownPaths, project.imageFiles)
        if let set = templates.set, failures.isEmpty {
            let destination = options.outputFile.map(GenerationPlan.SwiftDestination.file) ?? .folder(output)
            let plan = GenerationPlan(swift: (set, options.access ?? settings.access ?? .internal, destination), previews: previews,
                                      imageBundle: options.imageBundle, kernel: options.kernel, target: options.target ?? settings.target ?? .both,
                                      liveReload: options.liveReload)
            writes = emit(consume project, plan: plan, readsAssets: previews != nil, threads: configuration.threads, toolIdentity: configuration.toolIdentity,
                          cache: configuration.cache,
                          recorded: Dictionary(recorded.map { ($0.folder, $0.manifest) }, uniquingKeysWith: { first, _ in first }))
            failures += writes.failures
            if let previews, !options.liveReload, let failure = removeLiveReloadFile(in: previews) { failures.append(failure) }
        }
        var report = RunReport(files: shownPaths, findings: findings, failures: failures)
        report.writes = writes
        report.imageFiles = imageFiles
        return report
    }

    /// The bundled templates with those of the folder `folder` replacing them by name, or `nil`
    /// when the folder cannot be read or a template does not parse; the parse errors are
    /// located findings, the other problems tool failures.
    private static func templateSet(_ folder: String?, workingDirectory: String,
                                    failures: inout [ToolFailure]) -> (set: TemplateSet?, diagnostics: [FileDiagnostic]) {
        guard let folder else { return TemplateSet.make() }
        switch readTemplates(folder, workingDirectory: workingDirectory) {
        case .failure(let failure):
            failures.append(failure)
            return (nil, [])
        case .success(let sources):
            failures += TemplateSet.unmatched(sources).map { ToolFailure($0.message) }
            return TemplateSet.make(overrides: sources)
        }
    }
}

extension Pipeline {
    /// The manifests kept in the cache folder `cache` for the output folders `folders` now, in
    /// that order, read without creating or locking anything (`OutputManifest.recorded`): what
    /// the check stage may skip (`RecordedChecks`) and the write stage may keep. None without a cache.
    ///
    /// The folders' manifests are read side by side, on up to `threads` threads: each is one
    /// pass over its bytes, tens of megabytes for thousands of specs.
    static func recordedOutputs(_ folders: [String], cache: String?, threads: Int? = nil) -> [(folder: String, manifest: OutputManifest)] {
        guard let cache else { return [] }
        let manifests = Parallel.map(folders.count, threads: threads) { OutputManifest.recorded(for: folders[$0], in: cache) }
        return zip(folders, manifests).compactMap { folder, manifest in manifest.map { (folder, $0) } }
    }
}
