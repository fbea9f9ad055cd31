import Foundation

extension Pipeline {
    /// `controlspec config init`, the write stage's one file outside an output folder: writes the commented default configuration to `path`, or into
    /// `.controlspec.yml` when `path` is a folder, never over an existing file. Returns the path
    /// written as shown relative to `workingDirectory`, or why nothing was written.
    public static func initConfiguration(at path: String, workingDirectory: String) -> Result<String, ToolFailure> {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let file = exists && isDirectory.boolValue ? (path as NSString).appendingPathComponent(ConfigLanguage.fileNames[0]) : path
        let shown = DisplayPath.shown(file, workingDirectory: workingDirectory)
        do {
            try Data(DefaultConfiguration.text.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
        } catch {
            let reason = FileManager.default.fileExists(atPath: file) ? "it already exists" : "\((error as NSError).localizedDescription)"
            return .failure(ToolFailure("refusing to write '\(shown)': \(reason)"))
        }
        return .success(shown)
    }
}
