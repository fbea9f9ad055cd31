import Foundation

/// The images the specs of a run name, found next to each spec, for the previews to embed.
public struct PreviewAssets: Sendable {
    /// The assets of each spec, by the spec file's path as read (`SourceFile.path`), then by name.
    var bySpecPath: [String: [String: PreviewAsset]] = [:]

    /// No assets: every image is drawn as a placeholder.
    public init() {}

    /// The assets of the spec read from `path`.
    func assets(ofSpecAt path: String) -> [String: PreviewAsset] {
        bySpecPath[path] ?? [:]
    }
}

extension Pipeline {
    /// Reads, for every spec `project` may generate, the image assets it names from the spec's
    /// folder: `<asset>.png`, `.jpg` or `.svg`, the first that exists.
    public static func readAssets(of project: CheckedProject) -> PreviewAssets {
        var found = PreviewAssets()
        for entry in project.accepted {
            found.bySpecPath[entry.file.path] = readAssets(of: entry)
        }
        return found
    }

    /// The image assets one accepted spec names, read from its folder as `readAssets(of:)` does
    /// for a whole project.
    ///
    /// Only a regular file is an image: anything else of the name (a FIFO) is passed over without
    /// waiting, as a missing file is. Each candidate is opened with one system call
    /// (`BoundedFileReader`): most are missing, and
    /// a missing file costs Foundation's `Data(contentsOf:)` an error object and a URL, which a
    /// rerun of thousands of unchanged specs, each of whose images is part of its key, felt.
    public static func readAssets(of entry: AcceptedSpec) -> [String: PreviewAsset] {
        var assets: [String: PreviewAsset] = [:]
        for candidate in assetCandidates(of: entry) where assets[candidate.name] == nil {
            if case .success(let bytes) = BoundedFileReader.read(candidate.path, upTo: .max, regularFileOnly: true) {
                assets[candidate.name] = PreviewAsset(mediaType: candidate.mediaType, bytes: Data(bytes))
            }
        }
        return assets
    }

    /// The files an accepted spec's images may be read from, in the order they are tried: for each
    /// image name, `<name>.png`, `.jpg` and `.svg` in the spec's folder (paths as the spec was read).
    static func assetCandidates(of entry: AcceptedSpec) -> [(name: String, path: String, mediaType: String)] {
        guard !entry.summary.assetNames.isEmpty else { return [] }
        let folder = PathName.folder(of: entry.file.path) as NSString
        return entry.summary.assetNames.flatMap { name in
            PreviewAsset.extensions.map { ext, mediaType in (name, folder.appendingPathComponent(name + "." + ext), mediaType) }
        }
    }
}

extension CheckedProject {
    /// Every file the accepted specs' images may be read from, existing or not, each once
    /// (`Pipeline.readAssets(of:)`): what watch mode watches besides the specs.
    public var imageFiles: [String] {
        var seen: Set<String> = []
        return accepted.flatMap { Pipeline.assetCandidates(of: $0).map(\.path) }.filter { seen.insert($0).inserted }
    }
}
