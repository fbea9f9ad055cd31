import Foundation

extension Pipeline {
    /// Reads the templates of a `--templates` folder: every `*.mustache` file in it (not below
    /// it), sorted by name, shown relative to `workingDirectory`; or why the folder cannot be read.
    public static func readTemplates(_ folder: String, workingDirectory: String) -> Result<[TemplateSource], ToolFailure> {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            return .failure(ToolFailure("cannot read templates '\(folder)': not a readable folder"))
        }
        var sources: [TemplateSource] = []
        for name in names.sorted() where name.hasSuffix(TemplateSource.fileExtension) && !name.hasPrefix(".") {
            let file = (folder as NSString).appendingPathComponent(name)
            switch BoundedFileReader.read(file, upTo: 1 << 20, regularFileOnly: true) {
            case .failure(let error):
                return .failure(ToolFailure("cannot read templates '\(folder)': \(error.reason)"))
            case .success(let bytes):
                sources.append(TemplateSource(
                    name: String(name.dropLast(TemplateSource.fileExtension.count)),
                    displayPath: DisplayPath.shown(file, workingDirectory: workingDirectory),
                    text: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return .success(sources)
    }
}
