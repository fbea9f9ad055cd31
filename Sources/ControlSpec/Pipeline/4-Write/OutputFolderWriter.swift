#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One output folder, open and locked while files are written into it.
///
/// - Every file is written to a temporary file in the folder (`TemporaryFileName`), then renamed
///   over its name, so a run killed at any moment leaves each file either as it was or complete.
///   A folder that held nothing at all can instead be made anew in a hidden folder beside it and
///   put in its place once complete (`staged()`, OutputFolderWriter+Staging.swift): there every
///   file is simply created under its name.
/// - A file whose bytes are already right is not touched, so its date stays.
/// - An existing regular file that does not start with the file's generated header is never
///   replaced; a symbolic link at an output name is replaced by the file and never followed,
///   so its target is neither read nor written.
/// - The folder is locked (`flock`) while it is written, so two runs writing one folder take
///   turns and never see each other's temporary files; with the lock held, the temporary files
///   of runs that were killed are removed.
///
/// Files are opened relative to the folder's descriptor, so every name stays inside the folder
/// that was opened.
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

    /// The folder as the user gave it.
    let path: String
    /// The open folder: where the files go (when the folder is staged, the hidden folder that
    /// takes its place once complete).
    let descriptor: Int32
    /// Whether this process holds the folder's lock.
    let locked: Bool
    /// Whether the folder held nothing at all when it was locked, not even a folder, a killed
    /// run's temporary files aside (`survey()`): such a folder can be staged (`staged()`).
    private(set) var heldNothing = false
    /// Whether a new file is created under its name rather than renamed into place: in a
    /// folder only this run can see (a staged folder and the folders made inside it), where a
    /// file half written when the run is killed is never at the output's name.
    private(set) var createsNamedFiles = false
    /// The folder this one takes the place of once complete, when it is staged (`publish()`).
    var staging: Staging?

    /// Opens the folder at `path`, creating it and the folders above it when missing, and waits
    /// for its lock; or says why it cannot be written into.
    static func lockedFolder(_ path: String) -> Result<OutputFolderWriter, ToolFailure> {
        // Opened again when the folder was put out of its place while this run waited for its
        // lock: a run that staged it (`publish()`) puts a new folder at its name.
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

    /// Wraps an open folder.
    private init(path: String, descriptor: Int32, locked: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.locked = locked
    }

    /// Wraps the open folder `descriptor`, shown as `path`, that only this run can see and that
    /// holds nothing: each new file is created under its name, without a look first
    /// (`createsNamedFiles`).
    init(private descriptor: Int32, shownAs path: String) {
        self.path = path
        self.descriptor = descriptor
        locked = false
        heldNothing = true
        createsNamedFiles = true
    }

    /// Releases the lock and closes the folder.
    deinit {
        close(descriptor)
    }

    /// Looks through the folder once it is locked: removes the temporary files that runs that were
    /// killed left in it, and notes whether it holds anything else (`heldNothing`). Only with the
    /// lock held: without it, another run's file being written could be taken for a leftover, and
    /// another run could fill the folder.
    func survey() {
        guard locked else { return }
        var leftovers: [String] = []
        var others = false
        FolderListing.forEach(in: descriptor) { name, isFolder in
            if !isFolder, let name, TemporaryFileName.matches(name) {
                leftovers.append(name)
            } else {
                others = true
            }
        }
        for name in leftovers {
            unlinkat(descriptor, name, 0)
        }
        heldNothing = !others
    }

    /// Writes `bytes` as the file `name` (a valid `OutputName`) unless it already holds them or
    /// is a file controlspec did not write, whose first bytes are not `header`.
    /// A file that already holds them is found so without a temporary file being made, so a
    /// folder that cannot be written into is fine while its files are up to date.
    func writeFile(_ bytes: UnsafeBufferPointer<UInt8>, as name: String, header: [UInt8]) -> Outcome {
        let produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> FileSystemError? = { write in
            write(bytes)
            return nil
        }
        if createsNamedFiles, let outcome = createdWithoutLook(name, produce: produce) { return outcome }
        switch existing(name, header: header) {
        case .refused(let outcome):
            return outcome
        case .file(var existing):
            defer { existing.close() }
            if let outcome = existing.unchangedOutcome(count: bytes.count, comparing: { $0.compare(bytes) }) { return outcome }
        case .none:
            break
        }
        return replace(name, keepingExistingIf: { false }, produce: produce)
    }

    /// Writes the bytes `produce` hands over piece by piece as the file `name`, as
    /// `writeFile(_:as:header:)` does, without holding them all: the pieces go into a temporary
    /// file and are compared with the existing file as they come, and the temporary file is
    /// dropped when the existing one held exactly them. `produce` may give up on the file by
    /// returning why: what it handed over is then dropped, the file at `name` is left as it was,
    /// and the outcome is `.failed` with that reason.
    func writeFile(as name: String, header: [UInt8], produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> FileSystemError?) -> Outcome {
        // In a folder only this run sees, a new file is created under its name without a look.
        if createsNamedFiles, let outcome = createdWithoutLook(name, produce: produce) { return outcome }
        var existing: ExistingFile?
        switch self.existing(name, header: header) {
        case .refused(let outcome):
            return outcome
        case .file(let file):
            existing = file
        case .none:
            break
        }
        defer { existing?.close() }
        var comparisonError: FileSystemError?
        return replace(name, keepingExistingIf: { comparisonError == nil && existing?.holdsExactlyWhatWasCompared == true }) { write in
            withoutActuallyEscaping(write) { write in
                produce { piece in
                    if comparisonError == nil { comparisonError = existing?.compare(piece) }
                    write(piece)
                }
            }
        }
    }

    /// What is at an output name before it is written.
    private enum Existing {
        /// Nothing, or a symbolic link (replaced, never followed).
        case none
        /// A regular file starting with the header, opened to be compared.
        case file(ExistingFile)
        /// Something that must not be replaced or cannot be read: the outcome to report.
        case refused(Outcome)
    }

    /// What is at `name`, a regular file being controlspec's when it starts with `header`.
    private func existing(_ name: String, header: [UInt8]) -> Existing {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .none : .refused(.failed(FileSystemError(errno: errno).reason))
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            return .none
        case S_IFREG:
            let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard file >= 0 else { return .refused(.failed(FileSystemError(errno: errno).reason)) }
            let existing = ExistingFile(descriptor: file, size: Int(status.st_size))
            switch existing.startsWith(header) {
            case .success(true):
                return .file(existing)
            case .success(false):
                existing.close()
                return .refused(.refusedHandWritten)
            case .failure(let error):
                existing.close()
                return .refused(.failed(error.reason))
            }
        case S_IFDIR:
            return .refused(.failed("it is a folder"))
        default:
            return .refused(.failed("it is not a regular file"))
        }
    }

    /// Writes what `produce` hands to its `write` into a new temporary file and renames it to
    /// `name`; or, when `keepingExistingIf` says so once every byte is written, removes it and
    /// reports the file unchanged.
    private func replace(_ name: String, keepingExistingIf keepsExisting: () -> Bool,
                         produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> FileSystemError?) -> Outcome {
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<8 where file < 0 {
            temporary = TemporaryFileName.make(processID: getpid())
            file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if file < 0, errno != EEXIST { break }
        }
        guard file >= 0 else { return .folderUnwritable(FileSystemError(errno: errno).reason) }
        if let error = Self.writeAll(produce, to: file) {
            close(file)
            unlinkat(descriptor, temporary, 0)
            return .failed(error.reason)
        }
        if close(file) != 0 {
            let error = FileSystemError(errno: errno)
            unlinkat(descriptor, temporary, 0)
            return .failed(error.reason)
        }
        if keepsExisting() {
            unlinkat(descriptor, temporary, 0)
            return .unchanged(stamp(of: name))
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let error = FileSystemError(errno: errno)
            unlinkat(descriptor, temporary, 0)
            return .failed(error.reason)
        }
        return .written(stamp(of: name))
    }

    /// The outcome of the file `file`, complete at `name`: written, with its stamp read from the
    /// descriptor; or, when closing it fails (a write the file system could not keep), removed
    /// again and failed.
    func closeWritten(_ file: Int32, named name: String) -> Outcome {
        let stamp = FileStamp.of(open: file)
        if close(file) != 0 {
            let error = FileSystemError(errno: errno)
            unlinkat(descriptor, name, 0)
            return .failed(error.reason)
        }
        return .written(stamp)
    }

    /// A new temporary file in the folder, open for reading and writing and already unlinked,
    /// so that it goes away with the run however the run ends; `nil` when none can be made.
    func makeUnlinkedFile() -> Int32? {
        for _ in 0..<8 {
            let name = TemporaryFileName.make(processID: getpid())
            let file = openat(descriptor, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if file >= 0 {
                unlinkat(descriptor, name, 0)
                return file
            }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// The stamp of the regular file `name`, or `nil` when there is none.
    func stamp(of name: String) -> FileStamp? {
        FileStamp.of(name, in: descriptor)
    }

    /// The whole regular file `name`, not following a link, or `nil` when it cannot be read.
    func contents(of name: String) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        guard case .success(let count) = bytes.withUnsafeMutableBytes({ FileDescriptorIO.readFully(into: $0, from: file) }) else { return nil }
        return Array(bytes[..<count])
    }

    /// Writes every piece `produce` hands over to `file`, stopping at the first failed write;
    /// returns its error, or else the reason `produce` gave up on the file, if it did.
    static func writeAll(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> FileSystemError?, to file: Int32) -> FileSystemError? {
        var writeError: FileSystemError?
        let abandoned = produce { piece in
            if writeError == nil { writeError = FileDescriptorIO.writeAll(piece, to: file) }
        }
        return writeError ?? abandoned
    }

    /// Releases the folder's lock before the folder is closed.
    func unlock() {
        if locked { flock(descriptor, LOCK_UN) }
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
}

/// A regular file already at an output name, open for reading: it is compared with the bytes
/// to write, piece by piece, reading it alongside (an output can be tens of megabytes, and the
/// piece read is all that is held).
private struct ExistingFile {
    /// The open file.
    let descriptor: Int32
    /// Its size when it was opened.
    let size: Int
    /// How many of its bytes have been compared.
    private var offset = 0
    /// Whether every byte compared so far matched.
    private var matches = true
    /// The piece of the file read last.
    private var piece: [UInt8] = []

    /// Wraps the open file `descriptor` of `size` bytes.
    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    /// The outcome of writing `count` bytes over the file when it needs no writing: `.unchanged`,
    /// with its stamp, when it holds exactly the `count` bytes `compare` compares it with;
    /// `.failed` when it cannot be read; `nil` when it differs and is to be replaced.
    mutating func unchangedOutcome(count: Int, comparing compare: (inout ExistingFile) -> FileSystemError?) -> OutputFolderWriter.Outcome? {
        guard size == count else { return nil }
        if let error = compare(&self) { return .failed(error.reason) }
        return holdsExactlyWhatWasCompared ? .unchanged(FileStamp.of(open: descriptor)) : nil
    }

    /// Whether the file's first bytes are `header`.
    func startsWith(_ header: [UInt8]) -> Result<Bool, FileSystemError> {
        guard size >= header.count else { return .success(false) }
        var start = [UInt8](repeating: 0, count: header.count)
        // memcmp rather than a generic comparison: a debug build, as build plugins run, would
        // otherwise spend much of a run comparing bytes one by one.
        return start.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: descriptor, at: 0) }
            .map { filled in filled == header.count && memcmp(start, header, header.count) == 0 }
    }

    /// Compares the file's next `bytes.count` bytes with `bytes`, once earlier pieces matched.
    mutating func compare(_ bytes: UnsafeBufferPointer<UInt8>) -> FileSystemError? {
        guard matches else { return nil }
        guard offset + bytes.count <= size else {
            matches = false
            return nil
        }
        let pieceSize = min(1 << 16, bytes.count)
        if piece.count < pieceSize { piece = [UInt8](repeating: 0, count: pieceSize) }
        var done = 0
        while done < bytes.count && matches {
            let wanted = min(pieceSize, bytes.count - done)
            let filled: Int
            switch piece.withUnsafeMutableBytes({ FileDescriptorIO.readFully(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]),
                                                                             from: descriptor) }) {
            case .success(let count): filled = count
            case .failure(let error): return error
            }
            matches = filled == wanted && memcmp(piece, bytes.baseAddress! + done, wanted) == 0
            done += wanted
        }
        offset += done
        return nil
    }

    /// Whether the file holds exactly the bytes compared: each matched, and nothing follows.
    var holdsExactlyWhatWasCompared: Bool { matches && offset == size }

    /// Closes the file.
    func close() {
        closeDescriptor(descriptor)
    }
}

/// The C library's `close`, by a name `ExistingFile.close` does not hide.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
