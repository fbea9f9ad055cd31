import Foundation

/// One output folder, open and locked (`flock`) while files are written into it, by the rules of
/// docs/decisions.md, "Writing files": each file is written to a temporary file in the folder
/// (`TemporaryFileName`) and renamed over its name, or, in a folder only this run sees (a staged
/// one, OutputFolderWriter+Staging.swift), created under its name; a file whose bytes are right
/// is not touched; a file without the generated header is never replaced; a symbolic link at a
/// name is replaced, never followed. Files are opened relative to the folder's descriptor, so
/// every name stays inside the folder that was opened.
final class OutputFolderWriter {
    /// What happened to one file.
    enum Outcome: Equatable, Sendable {
        /// The file was created or its content replaced; its stamp right after, `nil` when it
        /// could not be read.
        case written(FileStamp?)
        /// The file already held exactly these bytes; it was not touched (its date stays). Its
        /// stamp, `nil` when it could not be read.
        case unchanged(FileStamp?)
        /// A file without controlspec's header is in the way; it was left alone.
        case refusedHandWritten
        /// The file could not be written; the reason is given.
        case failed(String)
        /// No file can be created in the folder (no permission, read-only or full disk); the
        /// system's reason is given.
        case folderUnwritable(String)
    }

    /// Hands a file's bytes to its argument piece by piece, and returns why it gave up on the
    /// file, if it did: the file at the name is then left as it was.
    typealias Producer = ((UnsafeBufferPointer<UInt8>) -> Void) -> FileSystemError?

    /// How every file is created: new, never through a link.
    private static let createFlags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    /// The folder as the user gave it.
    let path: String
    /// The open folder: where the files go (when the folder is staged, the hidden folder that
    /// takes its place once complete).
    let descriptor: Int32
    /// Whether this process holds the folder's lock.
    let locked: Bool
    /// Whether the folder held nothing at all when it was locked, not even a folder, a killed
    /// run's temporary files aside (`survey()`): such a folder can be staged (`staged()`).
    private(set) var heldNothing: Bool
    /// Whether a new file is created under its name rather than renamed into place: in a
    /// folder only this run can see (a staged folder and the folders made inside it), where a
    /// file half written when the run is killed is never at the output's name.
    let createsNamedFiles: Bool
    /// The folder this one takes the place of once complete, when it is staged (`publish()`).
    var staging: Staging?

    /// Opens the folder at `path`, creating it and the folders above it when missing, and waits
    /// for its lock (opening it again when a run that staged it, `publish()`, put a new folder
    /// at its name meanwhile); or says why it cannot be written into.
    static func lockedFolder(_ path: String) -> Result<OutputFolderWriter, ToolFailure> {
        for _ in 0..<8 {
            if let reason = makeFolder(path) {
                return .failure(ToolFailure("cannot create the output folder '\(path)': \(reason)"))
            }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                return .failure(ToolFailure("cannot write into the output folder '\(path)': \(FileSystemError(errno: errno).reason)"))
            }
            let locked = lock(descriptor)
            var opened = stat(), named = stat()
            if locked, fstat(descriptor, &opened) == 0,
                opened.st_nlink == 0 || stat(path, &named) != 0 || named.st_ino != opened.st_ino || named.st_dev != opened.st_dev {
                close(descriptor)
                continue
            }
            return .success(OutputFolderWriter(path: path, descriptor: descriptor, locked: locked))
        }
        return .failure(ToolFailure("cannot write into the output folder '\(path)': it was replaced again and again while this run waited for it"))
    }

    /// Wraps the open folder `descriptor`, shown as `path`. With `private`, it is a folder that
    /// only this run can see and that holds nothing: each new file is created under its name,
    /// without a look first (`createsNamedFiles`).
    init(path: String, descriptor: Int32, locked: Bool = false, private isPrivate: Bool = false) {
        self.path = path
        self.descriptor = descriptor
        self.locked = locked
        heldNothing = isPrivate
        createsNamedFiles = isPrivate
    }

    /// Releases the lock and closes the folder.
    deinit {
        close(descriptor)
    }

    /// Looks through the folder once it is locked (not before: another run's file being written
    /// could be taken for a leftover): removes the temporary files of killed runs, and notes
    /// whether it holds anything else (`heldNothing`).
    func survey() {
        guard locked else { return }
        var leftovers: [String] = []
        var others = false
        Self.forEachEntry(in: descriptor) { name, isFolder in
            // Only a hidden name is made a string: a rerun's folder holds tens of thousands of files.
            if !isFolder, name[0] == CChar(UInt8(ascii: ".")), case let text = String(cString: name), text.hasPrefix(TemporaryFileName.prefix) {
                leftovers.append(text)
            } else {
                others = true
            }
        }
        for name in leftovers {
            unlinkat(descriptor, name, 0)
        }
        heldNothing = !others
    }

    /// Writes the bytes `produce` hands over as the file `name` (a valid `OutputName`), unless it
    /// already holds them or does not start with `header`. The pieces are compared with the
    /// existing file as they come; `size`, when known, is their count: a file of that size is
    /// compared before any temporary file is made (so a read-only folder is fine while its files
    /// are up to date), one of another size is replaced without being read.
    func write(_ name: String, header: [UInt8], size: Int? = nil, produce: Producer) -> Outcome {
        if createsNamedFiles, case let file = openat(descriptor, name, Self.createFlags, 0o666), file >= 0 {
            return fill(file, temporary: nil, name: name, existing: nil, produce: produce)
        }
        // A file is there after all, or in a folder others see: looked at first.
        let found = existingFile(name, header: header)
        if let refusal = found.refusal { return refusal }
        var existing = found.file
        if let size, let file = existing {
            if file.size == size {
                _ = produce(file.compare)
                if let error = file.error { return .failed(error.reason) }
                if file.holdsExactlyWhatWasCompared { return .unchanged(FileStamp.of(in: file.descriptor)) }
            }
            existing = nil
        }
        guard let (temporary, file) = Self.makeTemporary({ openat(descriptor, $0, Self.createFlags, 0o666) }) else {
            return .folderUnwritable(FileSystemError(errno: errno).reason)
        }
        return fill(file, temporary: temporary, name: name, existing: existing, produce: produce)
    }

    /// Writes what `produce` hands over into `file`, just created under its name or as
    /// `temporary`, comparing it with `existing`, and closes it; then renames `temporary` to
    /// `name`, or removes it when `existing` held exactly those bytes. On any failure the new
    /// file is removed.
    private func fill(_ file: Int32, temporary: String?, name: String, existing: ExistingFile?, produce: Producer) -> Outcome {
        var writeError: FileSystemError?
        let abandoned = produce { piece in
            existing?.compare(piece)
            if writeError == nil { writeError = FileDescriptorIO.writeAll(piece, to: file) }
        }
        // A file created under its name is stamped from its descriptor: no name looked up again
        // in a folder of thousands.
        let createdStamp = temporary == nil ? FileStamp.of(in: file) : nil
        let closeError = close(file) == 0 ? nil : FileSystemError(errno: errno)
        var failure = writeError ?? abandoned ?? closeError
        if failure == nil, let temporary {
            if let existing, existing.holdsExactlyWhatWasCompared {
                unlinkat(descriptor, temporary, 0)
                return .unchanged(FileStamp.of(in: existing.descriptor))
            }
            if renameat(descriptor, temporary, descriptor, name) == 0 { return .written(FileStamp.of(name, in: descriptor)) }
            failure = FileSystemError(errno: errno)
        }
        guard let failure else { return .written(createdStamp) }
        unlinkat(descriptor, temporary ?? name, 0)
        return .failed(failure.reason)
    }

    /// The regular file at `name`, open to be compared, when it starts with `header`; neither
    /// file nor refusal for nothing there or a symbolic link (replaced, never followed); or the
    /// outcome to report for anything else.
    private func existingFile(_ name: String, header: [UInt8]) -> (file: ExistingFile?, refusal: Outcome?) {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return (nil, errno == ENOENT ? nil : .failed(FileSystemError(errno: errno).reason))
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return (nil, nil)
        case S_IFREG: break
        case S_IFDIR: return (nil, .failed("it is a folder"))
        default: return (nil, .failed("it is not a regular file"))
        }
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return (nil, .failed(FileSystemError(errno: errno).reason)) }
        let existing = ExistingFile(descriptor: file, size: Int(status.st_size))
        header.withUnsafeBufferPointer(existing.compare)
        if let error = existing.error { return (nil, .failed(error.reason)) }
        guard existing.matches else { return (nil, .refusedHandWritten) }
        existing.offset = 0
        return (existing, nil)
    }

    /// A file (or folder) made by `create` under a new temporary name (`TemporaryFileName`),
    /// tried again while the name is taken; `create` returns a descriptor, or -1 and sets `errno`.
    static func makeTemporary(_ create: (String) -> Int32) -> (name: String, descriptor: Int32)? {
        for _ in 0..<8 {
            let name = TemporaryFileName.make(processID: getpid())
            let made = create(name)
            if made >= 0 { return (name, made) }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// A new temporary file in the folder, open for reading and writing and already unlinked,
    /// so that it goes away with the run however the run ends; `nil` when none can be made.
    func makeUnlinkedFile() -> Int32? {
        guard let (name, file) = Self.makeTemporary({ openat(descriptor, $0, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }) else {
            return nil
        }
        unlinkat(descriptor, name, 0)
        return file
    }

    /// Takes the folder's lock, waiting for another run to release it; `false` when the file
    /// system cannot lock (the folder is then written without the lock).
    static func lock(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Creates the folder `path` and the missing folders above it (unless `parentsMade`);
    /// returns why it cannot, or `nil` when the folder exists. A symbolic link to a folder
    /// counts as the folder: it is followed.
    private static func makeFolder(_ path: String, parentsMade: Bool = false) -> String? {
        if mkdir(path, 0o777) == 0 { return nil }
        let error = errno
        switch error {
        case ENOENT where !parentsMade:
            let parent = PathName.folder(of: path)
            guard !parent.isEmpty, parent != path else { break }
            return makeFolder(parent) ?? makeFolder(path, parentsMade: true)
        case EEXIST, ENOTDIR:
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return "it is a symbolic link that leads to no folder" }
            return "a file that is not a folder is in the way"
        default:
            break
        }
        return FileSystemError(errno: error).reason
    }

    /// Calls `body` with each entry of the open folder `folder` (`.` and `..` aside), read with
    /// `readdir`: its name, valid during the call, and whether it is a folder, not a symbolic
    /// link to one (looked up when the listing does not say). Nothing when it cannot be read.
    static func forEachEntry(in folder: Int32, _ body: (_ name: UnsafePointer<CChar>, _ isFolder: Bool) -> Void) {
        let listing = dup(folder)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return
        }
        defer { closedir(stream) }
        // From the start: the copy shares its position with `folder`, which an earlier listing
        // left at the end.
        rewinddir(stream)
        while let entry = readdir(stream) {
            withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                let name = bytes.bindMemory(to: CChar.self).baseAddress!
                guard strcmp(name, ".") != 0, strcmp(name, "..") != 0 else { return }
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR), status = stat()
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    isFolder = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                body(name, isFolder)
            }
        }
    }

    /// The entries of the open folder `folder` (`forEachEntry`), those whose names start with
    /// `prefix`, each with whether it is a folder; listed whole first, so that they can be
    /// removed or moved as they are gone through.
    static func entries(of folder: Int32, startingWith prefix: String = "") -> [(name: String, isFolder: Bool)] {
        var found: [(name: String, isFolder: Bool)] = []
        forEachEntry(in: folder) { name, isFolder in
            if strncmp(name, prefix, prefix.utf8.count) == 0 { found.append((String(cString: name), isFolder)) }
        }
        return found
    }
}

/// A regular file already at an output name, open and closed with this value: compared with the
/// bytes that would replace it piece by piece, reading it alongside (an output can be tens of
/// megabytes, and only the piece compared is read).
private final class ExistingFile {
    /// The open file.
    let descriptor: Int32
    /// Its size when it was opened.
    let size: Int
    /// How many of its bytes have been compared.
    var offset = 0
    /// Whether every byte compared so far matched.
    private(set) var matches = true
    /// Why the file could not be read, if it could not.
    private(set) var error: FileSystemError?

    /// The open file `descriptor` of `size` bytes, closed with this value.
    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    /// Closes the file.
    deinit {
        close(descriptor)
    }

    /// Whether the file holds exactly the bytes compared: each matched, and nothing follows.
    var holdsExactlyWhatWasCompared: Bool { matches && error == nil && offset == size }

    /// Compares the file's next `bytes.count` bytes with `bytes`, once earlier pieces matched,
    /// with `memcmp` rather than a generic comparison: a debug build, as build plugins run, would
    /// otherwise spend much of a run comparing bytes one by one.
    func compare(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard matches, error == nil, !bytes.isEmpty else { return }
        var piece = [UInt8](repeating: 0, count: bytes.count)
        switch piece.withUnsafeMutableBytes({ FileDescriptorIO.readFully(into: $0, from: descriptor, at: offset) }) {
        case .success(let count): matches = count == bytes.count && memcmp(piece, bytes.baseAddress!, count) == 0
        case .failure(let failure): error = failure
        }
        offset += bytes.count
    }
}
