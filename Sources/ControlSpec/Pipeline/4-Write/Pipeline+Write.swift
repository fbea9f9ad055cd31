import Foundation

/// What the write stage did.
public struct WriteReport: Sendable {
    /// The shown paths of the files created or replaced, in writing order.
    public var written: FilePaths = []
    /// The shown paths of the files that already held the right bytes and were left untouched.
    public var unchanged: FilePaths = []
    /// The shown paths of the files kept without rendering them: their inputs had not changed
    /// since they were written, and neither had they (`OutputManifest`).
    public var kept: FilePaths = []
    /// One failure per file (or folder) that could not be written.
    public var failures: [ToolFailure] = []
    /// The failures about a whole folder, each reported once however many files it refused.
    private var folderFailures: Set<ToolFailure> = []

    /// An empty report.
    public init() {}

    /// Adds a failure about a whole folder, unless it was already reported.
    mutating func addFolderFailure(_ failure: ToolFailure) {
        if folderFailures.insert(failure).inserted {
            failures.append(failure)
        }
    }

    /// Adds `outcome`, that of the file shown as `shownPath` in the output folder `folder`, and
    /// gives the file's stamp when it was written or found unchanged.
    mutating func add(_ outcome: OutputFolderWriter.Outcome, shownPath: String, folder: String) -> FileStamp? {
        switch outcome {
        case .written(let stamp):
            written.append(shownPath)
            return stamp
        case .unchanged(let stamp):
            unchanged.append(shownPath)
            return stamp
        case .refusedHandWritten:
            failures.append(ToolFailure("refusing to overwrite '\(shownPath)': it does not start with " +
                                        "controlspec's generated header, so it was not written by controlspec"))
        case .failed(let reason):
            failures.append(ToolFailure("cannot write '\(shownPath)': \(reason)"))
        case .folderUnwritable(let reason):
            addFolderFailure(ToolFailure("cannot write into the output folder '\(folder)': \(reason)"))
        }
        return nil
    }

    /// Appends what `other` did after what this report holds; a folder's failure stays reported once.
    public mutating func append(_ other: WriteReport) {
        written += other.written
        unchanged += other.unchanged
        kept += other.kept
        for failure in other.failures {
            if other.folderFailures.contains(failure) {
                addFolderFailure(failure)
            } else {
                failures.append(failure)
            }
        }
    }
}

/// The output folders of one run, each opened and locked the first time a file goes into it and
/// kept locked until the session ends, so that files can be written spec by spec, from several
/// threads at once, without holding every file in memory.
public final class OutputSession: @unchecked Sendable {
    /// Guards `folders` and `staged`.
    private let lock = NSLock()
    /// The folders opened so far, or why one cannot be written into.
    private var folders: [String: Result<OutputFolderWriter, ToolFailure>] = [:]
    /// Whether an output folder that holds nothing is made anew beside it and put in its place
    /// by `publish()` (`OutputFolderWriter.staged()`).
    private let stagesNewFolders: Bool
    /// The folders being made anew, by the output folder's path, in the order opened.
    private var staged: [(folder: String, writer: OutputFolderWriter)] = []

    /// A session with no folder open yet. With `stagesNewFolders`, an output folder that holds
    /// nothing when it is opened is made anew in a hidden folder beside it and takes its place
    /// when `publish()` is called (or the session ends): a clean compile's files are created
    /// under their names there, and appear all at once.
    public init(stagesNewFolders: Bool = false) {
        self.stagesNewFolders = stagesNewFolders
    }

    /// Puts any folder left staged in its place: a session let go without `publish()` loses no file.
    deinit {
        _ = publish()
    }

    /// Puts every staged folder in the place of its output folder (`OutputFolderWriter.publish()`),
    /// once every file of the run is written, and reports what failed. Files written afterwards go
    /// to the output folders as they are.
    public func publish() -> WriteReport {
        let published = lock.withLock {
            defer { staged = [] }
            // The writers of the staged folders and of the folders inside them are let go: a file
            // written after this goes to the folder put in place, opened again.
            folders = folders.filter { _, opened in (try? opened.get().createsNamedFiles) != true }
            return staged
        }
        var report = WriteReport()
        for (_, writer) in published {
            report.append(writer.publish())
        }
        return report
    }

    /// The writer of `folder`: opened, locked, cleared of a killed run's temporary files and
    /// surveyed (`OutputFolderWriter.survey()`) the first time it is asked for; staged when the
    /// session stages new folders and it held nothing; inside its staged folder when it lies
    /// inside a folder being staged.
    private func writer(for folder: String) -> Result<OutputFolderWriter, ToolFailure> {
        lock.withLock {
            if let open = folders[folder] { return open }
            // Compared name by name, so that `Out/` and `Out//Previews` are `Out` and `Out/Previews`.
            let names = folder.split(separator: "/").filter { $0 != "." }
            for (root, writer) in staged {
                let rootNames = root.split(separator: "/").filter { $0 != "." }
                guard names.count > rootNames.count, names.starts(with: rootNames), folder.hasPrefix("/") == root.hasPrefix("/"),
                      let inner = writer.privateSubfolder(names.dropFirst(rootNames.count).map(String.init), shownAs: folder) else { continue }
                folders[folder] = .success(inner)
                return .success(inner)
            }
            var opened = OutputFolderWriter.lockedFolder(folder)
            if case .success(let writer) = opened {
                writer.survey()
                if stagesNewFolders, let stagedWriter = writer.staged() {
                    staged.append((folder, stagedWriter))
                    opened = .success(stagedWriter)
                }
            }
            folders[folder] = opened
            return opened
        }
    }

    /// The manifest of the output folder `folder` kept in the cache folder `cache` (opening the
    /// output folder first, then its folder of the cache: every run locks them in that order), or
    /// `nil` when there is no cache or either folder cannot be written into; an empty manifest when
    /// none is kept or it does not read. `recorded` is the manifest the caller already read from
    /// the cache, if any (`Pipeline.recordedOutputs`).
    func manifest(of folder: String, keptIn cache: String?, recorded: OutputManifest? = nil) -> OutputManifest? {
        guard case .success = writer(for: folder), let cache, case .success = writer(for: OutputManifest.folder(of: folder, in: cache)) else {
            return nil
        }
        return recorded ?? OutputManifest.recorded(for: folder, in: cache) ?? OutputManifest()
    }

    /// The stamp of the file `name` in `folder` as it is now, or `nil` when there is no such
    /// regular file or the folder cannot be written into.
    func stamp(of name: String, in folder: String) -> FileStamp? {
        guard case .success(let writer) = writer(for: folder) else { return nil }
        return FileStamp.of(name, in: writer.descriptor)
    }

    /// Writes a manifest of the records' texts `records`, given in path order, and `gallery` for
    /// the output folder `folder` into its folder of the cache folder `cache`, replacing the
    /// manifest there (never a file without the manifest's header).
    func save(records: some Sequence<[UInt8]>, gallery: (key: InputKey, stamp: FileStamp)?, for folder: String, in cache: String) -> WriteReport {
        write(OutputManifest.fileName, in: OutputManifest.folder(of: folder, in: cache), headerPrefix: OutputManifest.signature) {
            OutputManifest.write(records: records, gallery: gallery, to: $0)
            return nil
        }.report
    }

    /// A spool for the run's records: an unlinked temporary file in `folder` (nothing is left
    /// behind, whenever the run ends), or memory when the folder cannot hold one.
    func spool(in folder: String) -> Spool {
        Spool(descriptor: (try? writer(for: folder).get())?.makeUnlinkedFile())
    }

    /// Writes `files` in order, as `Pipeline.write` describes. Safe to call from several threads.
    public func write(_ files: [OutputFile]) -> WriteReport {
        writeStamped(files).report
    }

    /// Writes `files` in order, as `write(_:)` does, and gives each file's stamp as it was right
    /// after it was written or found unchanged, in the order of `files`: `nil` for a file that
    /// was not written or whose stamp could not be read.
    func writeStamped(_ files: [OutputFile]) -> (report: WriteReport, stamps: [FileStamp?]) {
        var report = WriteReport()
        let stamps = files.map { file in
            let (written, stamp) = file.contents.withUnsafeBufferPointer { bytes in
                write(file.name, in: file.folder, shownAs: file.shownPath, headerPrefix: file.headerPrefix, size: bytes.count) {
                    $0(bytes)
                    return nil
                }
            }
            report.append(written)
            return stamp
        }
        return (report, stamps)
    }

    /// Writes the file `name` of `folder`, shown as `shownPath` (its path by default), with the
    /// bytes `produce` hands over piece by piece, rather than held whole (the gallery of a large
    /// project), once its name and folder are good (`OutputFolderWriter.write(_:header:size:produce:)`),
    /// and reports the outcome with the file's stamp when it was written or found unchanged.
    func write(_ name: String, in folder: String, shownAs shownPath: String? = nil, headerPrefix: String, size: Int? = nil,
               produce: OutputFolderWriter.Producer) -> (report: WriteReport, stamp: FileStamp?) {
        let shownPath = shownPath ?? (folder as NSString).appendingPathComponent(name)
        var report = WriteReport()
        if let problem = OutputName.problem(with: name) {
            report.failures.append(ToolFailure("cannot write '\(shownPath)': \(problem)"))
            return (report, nil)
        }
        switch writer(for: folder) {
        case .failure(let failure):
            report.addFolderFailure(failure)
            return (report, nil)
        case .success(let writer):
            let stamp = report.add(writer.write(name, header: Array(headerPrefix.utf8), size: size, produce: produce), shownPath: shownPath,
                                   folder: writer.path)
            return (report, stamp)
        }
    }
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
        var order: [String: Int] = [:]
        for file in files where order[file.folder] == nil { order[file.folder] = order.count }
        let sorted = files.indices.sorted { (order[files[$0].folder]!, $0) < (order[files[$1].folder]!, $1) }
        return OutputSession().write(sorted.map { files[$0] })
    }
}
