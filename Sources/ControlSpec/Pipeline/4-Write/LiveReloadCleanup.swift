import Foundation

extension Pipeline {
    /// Removes the version file watch mode writes next to the gallery (`LiveReload.fileName`) from
    /// `folder`, so that a normal run leaves only what it writes itself. A file of that name that
    /// does not start with its header, or that is not a regular file, is left alone; no file, no
    /// folder: nothing to do. Returns why the file could not be removed.
    public static func removeLiveReloadFile(in folder: String) -> ToolFailure? {
        let path = (folder as NSString).appendingPathComponent(LiveReload.fileName)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              case .success(let start) = BoundedFileReader.read(path, upTo: LiveReload.headerPrefix.utf8.count),
              start == Array(LiveReload.headerPrefix.utf8) else { return nil }
        guard unlink(path) == 0 || errno == ENOENT else {
            return ToolFailure("cannot remove '\(path)': \(FileSystemError(errno: errno).reason)")
        }
        return nil
    }
}

extension OutputSession {
    /// Writes watch mode's version file (`LiveReload`) into `folder`, after everything else the
    /// run wrote: a digest of the name and stamp of each file `report` wrote, found unchanged or
    /// kept, as they are in `folder` now. A preview or gallery rewritten gets a new stamp, so the
    /// version changes exactly when the page has something new to show.
    func writeLiveReloadVersion(in folder: String, after report: WriteReport) -> WriteReport {
        let names = Set([report.written, report.unchanged, report.kept].joined().map { ($0 as NSString).lastPathComponent })
        let stamps = names.subtracting([LiveReload.fileName]).sorted().map { name in "\(name) \(stamp(of: name, in: folder)?.text ?? "-")" }
        return write([LiveReload.versionFile(folder: folder, stamps: stamps)])
    }
}
