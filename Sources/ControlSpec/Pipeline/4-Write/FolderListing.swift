#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of an open output folder, read with `readdir`: the writer's survey of a folder it
/// locked (`OutputFolderWriter.survey()`), and the removal and moving of staged folders
/// (`StagingFolders`).
enum FolderListing {
    /// Calls `body` with each entry of the open folder `folder`, `.` and `..` aside: its name,
    /// read into a string only when it is hidden unless `allNames` (a folder of a rerun holds tens
    /// of thousands of generated files, whose names a survey does not need), and whether it is a
    /// folder, not a symbolic link to one (looked up when the listing does not say). Nothing is
    /// called when the folder cannot be read.
    static func forEach(in folder: Int32, allNames: Bool = false, _ body: (_ name: String?, _ isFolder: Bool) -> Void) {
        let listing = dup(folder)
        guard listing >= 0 else { return }
        guard let stream = fdopendir(listing) else {
            close(listing)
            return
        }
        defer { closedir(stream) }
        // From the start: the copy shares its position with `folder`, which an earlier listing
        // left at the end.
        rewinddir(stream)
        while let entry = readdir(stream) {
            let (name, isFolder) = withUnsafeBytes(of: &entry.pointee.d_name) { bytes -> (String?, Bool?) in
                let cName = bytes.bindMemory(to: CChar.self).baseAddress!
                let hidden = bytes.first == UInt8(ascii: ".")
                if hidden, bytes[1] == 0 || (bytes[1] == UInt8(ascii: ".") && bytes[2] == 0) { return (nil, nil) }
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = fstatat(folder, cName, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                return (hidden || allNames ? String(cString: cName) : nil, isFolder)
            }
            guard let isFolder else { continue }  // `.` or `..`
            body(name, isFolder)
        }
    }

    /// The entries of the open folder `folder` (`.` and `..` aside, only the hidden ones when
    /// `hiddenOnly`), each with whether it is a folder; listed whole first, so that they can be
    /// removed or moved as they are gone through.
    static func entries(of folder: Int32, hiddenOnly: Bool = false) -> [(name: String, isFolder: Bool)] {
        var found: [(name: String, isFolder: Bool)] = []
        forEach(in: folder, allNames: !hiddenOnly) { name, isFolder in
            if let name { found.append((name, isFolder)) }
        }
        return found
    }
}
