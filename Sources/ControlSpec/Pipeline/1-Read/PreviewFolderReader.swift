import Foundation

extension Pipeline {
    /// The largest preview file read, in bytes (images embedded as `data:` URIs make previews
    /// larger than specs); a larger file is read up to this size, so it compares as changed.
    static let previewReadLimit = 16 << 20

    /// Whether a file of a previews folder is one controlspec's previews consist of: an SVG or
    /// the gallery, not hidden.
    public static func isPreviewFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".svg") || name == GalleryPage.fileName)
    }

    /// Reads the previews committed in `folder` (not below it): every `*.svg` and the gallery
    /// `index.html`, sorted by name; or why the folder cannot be read (a missing folder cannot).
    /// Other files (`review.html`, a README) are left out.
    public static func readPreviews(_ folder: String) -> Result<[PreviewFile], ToolFailure> {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            let reason = FileIdentity.of(folder).map { $0.isDirectory ? "cannot list the folder" : "not a folder" }
            switch reason {
            case .success(let reason): return .failure(ToolFailure("cannot read previews '\(folder)': \(reason)"))
            case .failure(let error): return .failure(ToolFailure("cannot read previews '\(folder)': \(error.reason)"))
            }
        }
        var files: [PreviewFile] = []
        for name in names.sorted() where isPreviewFileName(name) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard case .success(let identity) = FileIdentity.of(path), !identity.isDirectory else { continue }
            switch BoundedFileReader.read(path, upTo: previewReadLimit, regularFileOnly: true) {
            case .failure(let error):
                return .failure(ToolFailure("cannot read '\(path)': \(error.reason)"))
            case .success(let bytes):
                files.append(PreviewFile(name: name, text: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return .success(files)
    }
}
