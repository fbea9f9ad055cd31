import Foundation

/// A fresh temporary directory for one test, removed when the value is released.
final class Workspace {
    /// The directory, with symbolic links resolved so that it matches what a child process sees
    /// as its working directory.
    let url: URL

    /// Creates an empty directory with a unique name.
    init() throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        url = base.appendingPathComponent("controlspec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Removes the directory and everything in it.
    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute path of `relativePath` inside the workspace.
    func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// Writes `bytes` to `relativePath`, creating the folders on the way; returns its URL.
    @discardableResult
    func write(_ bytes: [UInt8], to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    /// Writes `text` as UTF-8 to `relativePath`; returns its URL.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL {
        try write(Array(text.utf8), to: relativePath)
    }

    /// Creates the empty folder `relativePath`; returns its URL.
    @discardableResult
    func makeDirectory(_ relativePath: String) throws -> URL {
        let directory = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
