/// The files the generate stage made for one spec.
public struct SpecOutput: Sendable {
    /// Its Swift files (`SwiftGenerator.files`), then its SVG previews.
    public var files: [OutputFile]
    /// Its previews as the gallery lists them (the images' text left out), when previews are made.
    public var previews: ControlPreviews?
}

extension Pipeline {
    /// Stage 3: the files of every spec `project` accepted, in discovery order: its Swift file,
    /// then its SVG previews (with `assets`, the images read next to it); then the Swift folder's
    /// shared kernel (`kernelFile(of:plan:exists:)`) and the gallery `index.html` listing every
    /// control, made only when the project accepted every file read.
    ///
    /// A spec with errors, or one a project check refused, gets no file; and since the gallery
    /// is about every spec of the run, it is not made either, so the previous gallery stays as
    /// it was until every spec is accepted again. With `plan.liveReload`, the gallery reloads
    /// itself (`LiveReload`). Pure. The commands do not call it: they generate and write spec by
    /// spec (`emit`), so that no more than a few specs' files are in memory at once; this is the
    /// same stage at once, for a caller that wants every file (`preview --compare`).
    public static func generate(_ project: CheckedProject, assets: PreviewAssets = PreviewAssets(), plan: GenerationPlan) -> [OutputFile] {
        var files: [OutputFile] = []
        var controls: [ControlPreviews] = []
        for entry in project.accepted {
            guard let spec = entry.model() else { continue }
            let output = generate(spec, path: entry.file.shownPath, assets: assets.assets(ofSpecAt: entry.file.path), plan: plan)
            files += output.files
            controls += output.previews.map { [$0] } ?? []
        }
        if let kernel = kernelFile(of: project, plan: plan, exists: { _ in false }) {
            files.append(kernel)
        }
        if project.acceptsEveryFile, let gallery = gallery(controls, plan: plan) {
            files.append(gallery)
        }
        return files
    }

    /// Stage 3 for one accepted spec, `spec` read from the file shown as `specPath`: its Swift
    /// file and its previews, as `plan` asks. Pure.
    public static func generate(_ spec: ControlSpecification, path specPath: String, assets: [String: PreviewAsset], plan: GenerationPlan) -> SpecOutput {
        var output = SpecOutput(files: [], previews: nil)
        if let swift = plan.swift {
            let options = GenerationOptions(access: swift.access, imageBundle: plan.imageBundle, specPath: specPath, kernel: plan.kernel, target: plan.target)
            switch swift.destination {
            case .folder(let folder):
                output.files += SwiftGenerator.files(of: spec, options: options, templates: swift.templates).map {
                    OutputFile(folder: folder, name: $0.fileName, contents: $0.contents, headerPrefix: GeneratedSource.headerPrefix)
                }
            case .file(let path):
                let source = SwiftGenerator.generate(spec, options: options, templates: swift.templates)
                output.files.append(OutputFile(path: path, contents: source.contents, headerPrefix: GeneratedSource.headerPrefix))
            }
        }
        if let folder = plan.previews {
            var previews = PreviewGenerator.previews(spec, specPath: specPath, assets: assets)
            let paths = FolderPaths(folder)
            output.files += previews.images.map { OutputFile(in: paths, name: $0.fileName, contents: $0.contents, headerPrefix: PreviewHeader.prefix) }
            previews.dropImageText()
            output.previews = previews
        }
        return output
    }

    /// The Swift folder's shared kernel, `ControlKernel.swift`, holding the kernel of the kinds of
    /// the specs `project` accepted, when `plan` writes Swift files into a folder with a shared
    /// kernel. Like the gallery, it is about every spec of the run: when a spec has errors, the kernel already in
    /// the folder is left as it is (it may serve that spec's file of an earlier run), and one is
    /// made only if the folder has none (`exists` says whether the file is there).
    static func kernelFile(of project: borrowing CheckedProject, plan: GenerationPlan, exists: (OutputFile) -> Bool) -> OutputFile? {
        guard plan.kernel == .shared, let folder = plan.swiftFolder, let swift = plan.swift,
              let source = SwiftGenerator.kernelFile(kindNames: project.accepted.lazy.map(\.summary.kind), access: swift.access, target: plan.target)
        else { return nil }
        let file = OutputFile(folder: folder, name: source.fileName, contents: source.contents, headerPrefix: GeneratedSource.headerPrefix)
        return project.acceptsEveryFile || !exists(file) ? file : nil
    }

    /// The gallery `index.html` of `controls` in the previews folder, when `plan` makes previews. Pure.
    public static func gallery(_ controls: [ControlPreviews], plan: GenerationPlan) -> OutputFile? {
        plan.previews.map { OutputFile(folder: $0, name: GalleryPage.fileName, text: GalleryPage.html(controls, liveReload: plan.liveReload),
                                       headerPrefix: PreviewHeader.prefix) }
    }
}
