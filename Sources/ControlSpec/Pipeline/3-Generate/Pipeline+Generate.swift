extension Pipeline {
    /// Stage 3: the files of every spec `project` accepted, in discovery order: its Swift file,
    /// then its SVG previews (with `assets`, the images read next to it); then the gallery
    /// `index.html` listing every control, made only when the project accepted every file read.
    ///
    /// A spec with errors, or one a project check refused, gets no file; and since the gallery
    /// is about every spec of the run, it is not made either, so the previous gallery stays as
    /// it was until every spec is accepted again. With `plan.liveReload`, the gallery reloads
    /// itself and the version file it watches comes last (`LiveReload`). Pure.
    public static func generate(_ project: CheckedProject, assets: PreviewAssets = PreviewAssets(), plan: GenerationPlan) -> [OutputFile] {
        var files: [OutputFile] = []
        var controls: [ControlPreviews] = []
        for entry in project.accepted {
            let specPath = entry.file.shownPath
            if let swift = plan.swift {
                let source = SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: swift.access, imageBundle: plan.imageBundle, specPath: specPath), templates: swift.templates)
                switch swift.destination {
                case .folder(let folder):
                    files.append(OutputFile(folder: folder, name: source.fileName, text: source.text, headerPrefix: GeneratedSource.headerPrefix))
                case .file(let path):
                    files.append(OutputFile(path: path, text: source.text, headerPrefix: GeneratedSource.headerPrefix))
                }
            }
            if let folder = plan.previews {
                let previews = PreviewGenerator.previews(entry.spec, specPath: specPath, assets: assets.assets(ofSpecAt: entry.file.path))
                controls.append(previews)
                files += previews.images.map { OutputFile(folder: folder, name: $0.fileName, text: $0.svg, headerPrefix: PreviewHeader.prefix) }
            }
        }
        if let folder = plan.previews, project.acceptsEveryFile {
            files.append(OutputFile(folder: folder, name: GalleryPage.fileName, text: GalleryPage.html(controls, liveReload: plan.liveReload), headerPrefix: PreviewHeader.prefix))
        }
        if let folder = plan.previews, plan.liveReload {
            files.append(LiveReload.versionFile(folder: folder, files: files.filter { $0.folder == folder }))
        }
        return files
    }
}
