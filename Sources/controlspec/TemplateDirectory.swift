import ControlSpec
import Foundation

/// Reads the templates of a `--templates` folder: every `*.mustache` file in it (not below it).
enum TemplateDirectory {
    /// The templates in `path`, by name, or a message saying why the folder cannot be read.
    static func read(_ path: String) -> Result<[TemplateSource], FileSystemError> {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            return .failure(FileSystemError(reason: "not a readable folder"))
        }
        var sources: [TemplateSource] = []
        for name in names.sorted() where name.hasSuffix(TemplateSource.fileExtension) && !name.hasPrefix(".") {
            let file = (path as NSString).appendingPathComponent(name)
            switch SpecFileReader.read(file, upTo: 1 << 20) {
            case .failure(let error): return .failure(error)
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
