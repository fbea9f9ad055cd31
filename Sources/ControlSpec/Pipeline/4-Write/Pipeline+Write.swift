/// What the write stage did.
public struct WriteReport: Sendable {
    /// The shown paths of the files created or replaced, in writing order.
    public var written: [String] = []
    /// The shown paths of the files that already held the right bytes and were left untouched.
    public var unchanged: [String] = []
    /// One failure per file (or folder) that could not be written.
    public var failures: [ToolFailure] = []
}

extension Pipeline {
    /// Stage 4: writes `files`, folder by folder in the order the folders first appear.
    ///
    /// A file's name must be one path component (`OutputName`), so nothing lands outside its
    /// folder. A missing folder is created. Each folder is locked while it is written, its
    /// leftover temporary files are removed, and each file is written atomically, only when its
    /// bytes change, and never over a file controlspec did not write (`OutputFolderWriter`).
    /// Every problem is a failure naming the file or folder; the other files are still written.
    public static func write(_ files: [OutputFile]) -> WriteReport {
        var report = WriteReport()
        var folders: [String] = []
        for file in files where !folders.contains(file.folder) {
            folders.append(file.folder)
        }
        for folder in folders {
            var valid: [OutputFile] = []
            for file in files where file.folder == folder {
                if let problem = OutputName.problem(with: file.name) {
                    report.failures.append(ToolFailure("cannot write '\(file.shownPath)': \(problem)"))
                } else {
                    valid.append(file)
                }
            }
            guard !valid.isEmpty else { continue }
            switch OutputFolderWriter.lockedFolder(folder) {
            case .failure(let failure):
                report.failures.append(failure)
            case .success(let writer):
                writer.removeLeftoverTemporaryFiles()
                write(valid, with: writer, into: &report)
            }
        }
        return report
    }

    /// Writes the files of one open folder; a folder that takes no new file is reported once.
    private static func write(_ files: [OutputFile], with writer: OutputFolderWriter, into report: inout WriteReport) {
        var folderReported = false
        for file in files {
            switch writer.writeFile(Array(file.text.utf8), as: file.name, header: Array(file.headerPrefix.utf8)) {
            case .written:
                report.written.append(file.shownPath)
            case .unchanged:
                report.unchanged.append(file.shownPath)
            case .refusedHandWritten:
                report.failures.append(ToolFailure("refusing to overwrite '\(file.shownPath)': it does not start with controlspec's generated header, so it was not written by controlspec"))
            case .failed(let reason):
                report.failures.append(ToolFailure("cannot write '\(file.shownPath)': \(reason)"))
            case .folderUnwritable(let reason):
                if !folderReported {
                    report.failures.append(ToolFailure("cannot write into the output folder '\(writer.path)': \(reason)"))
                    folderReported = true
                }
            }
        }
    }
}
