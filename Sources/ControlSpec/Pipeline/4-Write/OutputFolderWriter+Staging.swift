import Foundation

/// Staged output folders (docs/decisions.md, "Writing files"; Linux only): an output folder that
/// holds nothing when a run locks it is made anew in a hidden folder beside it, where each file is
/// created under its name, and that folder is renamed over the output folder once every file is
/// written (`publish()`). The hidden folder is named as a temporary file is and locked by its run
/// while the run lasts, so that a later run removes one a killed run left (its lock free).
extension OutputFolderWriter {
    /// What a staged folder takes the place of once complete.
    struct Staging {
        /// The folder above both, open.
        let parent: Int32
        /// The staged folder's hidden name in `parent` (`TemporaryFileName`).
        let name: String
        /// The output folder itself, open, locked and empty, until the staged folder takes its place.
        let final: OutputFolderWriter
    }

    /// A writer of this folder made anew beside it, to take its place when `publish()` is called;
    /// `nil` when the folder cannot be staged, and is written in place: unless it is locked, held
    /// nothing (`heldNothing`), is at its own name in the folder above (not reached through a
    /// link, nor `.`), is this user's, has no extended attributes (an access list, a security
    /// label) and the folder above takes a new folder on its file system (not a mount point). The
    /// hidden folders of killed runs beside it are removed first.
    func staged() -> OutputFolderWriter? {
        #if os(Linux)
        let finalName = PathName.name(of: path), parentPath = PathName.folder(of: path)
        guard !createsNamedFiles, !["", ".", "..", "/"].contains(finalName) else { return nil }
        let parent = open(parentPath.isEmpty ? "." : parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var staging: Staging?
        // The folder above stays open only with the staged folder, which renames itself in it.
        defer { if staging == nil && parent >= 0 { close(parent) } }
        guard parent >= 0, Self.isEntry(finalName, in: parent, folder: descriptor) else { return nil }
        // Removes the hidden folders killed runs left beside it: those whose lock is free.
        for (name, isFolder) in Self.entries(of: parent, startingWith: TemporaryFileName.prefix) where isFolder {
            let abandoned = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard abandoned >= 0 else { continue }
            if flock(abandoned, LOCK_EX | LOCK_NB) == 0 { Self.removeTree(name, in: parent) }
            close(abandoned)
        }
        var folder = stat(), staged = stat()
        guard locked, heldNothing, fstat(descriptor, &folder) == 0, folder.st_uid == geteuid(), Self.hasNoExtendedAttributes(descriptor),
              let (name, _) = Self.makeTemporary({ mkdirat(parent, $0, 0o700) }) else { return nil }
        let made = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        // Locked and still there (a run removing abandoned folders may have taken it first), with
        // the folder's group and permissions, on its file system (not beside a mount point), where
        // a rename can put it in place.
        guard made >= 0, Self.lock(made), fstat(made, &staged) == 0, staged.st_nlink > 0, staged.st_dev == folder.st_dev,
              staged.st_gid == folder.st_gid || fchown(made, uid_t.max, folder.st_gid) == 0, fchmod(made, folder.st_mode & 0o7777) == 0 else {
            if made >= 0 { close(made) }
            unlinkat(parent, name, AT_REMOVEDIR)
            return nil
        }
        let writer = OutputFolderWriter(path: path, descriptor: made, private: true)
        staging = Staging(parent: parent, name: name, final: self)
        writer.staging = staging
        return writer
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// `flistxattr(fd, list, size)`, looked up when first used (Swift's C library module does not
    /// declare it); `nil` where the C library has none.
    private static let listAttributes = dlsym(nil, "flistxattr").map {
        unsafeBitCast($0, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int).self)
    }

    /// Whether the open file `file` has no extended attributes (as flistxattr(2) lists them): no
    /// access list, no security label.
    private static func hasNoExtendedAttributes(_ file: Int32) -> Bool {
        listAttributes.map { $0(file, nil, 0) == 0 } ?? false
    }
    #endif

    /// A writer of the folder `relative` (its names one by one) inside this folder, made if
    /// missing, shown as `path`, when this folder is one only this run sees (a staged folder, or
    /// one inside it); `nil` otherwise or when it cannot be made.
    func privateSubfolder(_ relative: [String], shownAs path: String) -> OutputFolderWriter? {
        guard createsNamedFiles, !relative.isEmpty else { return nil }
        var folder = dup(descriptor)
        for name in relative {
            guard folder >= 0 else { return nil }
            guard OutputName.problem(with: name) == nil, mkdirat(folder, name, 0o777) == 0 || errno == EEXIST else {
                close(folder)
                return nil
            }
            let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(folder)
            folder = inner
        }
        return folder >= 0 ? OutputFolderWriter(path: path, descriptor: folder, private: true) : nil
    }

    /// Puts a staged folder in the place of its output folder, in one step (renamed over the
    /// output folder, which goes as it is empty), and gives the failures, if any. Should the output
    /// folder no longer be the one locked and empty (another program put something into it, or
    /// moved it), the staged files are moved into whatever folder is at the output's name one by
    /// one instead (`move(contentsOf:into:report:)`), and the staged folder is removed. Nothing to
    /// do for a folder not staged; done once.
    func publish() -> WriteReport {
        guard let staging else { return WriteReport() }
        self.staging = nil
        defer { close(staging.parent) }
        let finalName = PathName.name(of: path)
        let inPlace = Self.isEntry(finalName, in: staging.parent, folder: staging.final.descriptor)
        if inPlace, renameat(staging.parent, staging.name, staging.parent, finalName) == 0 { return WriteReport() }
        var report = WriteReport()
        var target = staging.final
        if !inPlace {
            // The folder locked is no longer at the name: its lock goes, so that the folder now
            // there is locked afresh even should it be the same one reached another way.
            if staging.final.locked { flock(staging.final.descriptor, LOCK_UN) }
            switch Self.lockedFolder(path) {
            case .success(let opened):
                opened.survey()
                target = opened
            case .failure(let failure):
                report.addFolderFailure(ToolFailure("\(failure.description); the files made for it are in '\(staging.name)' beside it"))
                return report
            }
        }
        Self.move(contentsOf: descriptor, into: target, report: &report)
        Self.removeTree(staging.name, in: staging.parent)
        return report
    }

    /// Writes each file of the folder `folder` into `target` by the rules of every write (left
    /// alone where a file controlspec did not write is in the way, kept where one holds the same
    /// bytes), and each folder into the folder of its name in `target`; adds the failures to
    /// `report` (the files were reported written when they were staged).
    private static func move(contentsOf folder: Int32, into target: OutputFolderWriter, report: inout WriteReport) {
        for (name, isFolder) in entries(of: folder) {
            let shownPath = (target.path as NSString).appendingPathComponent(name)
            let file = openat(folder, name, (isFolder ? O_DIRECTORY : 0) | O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            defer { if file >= 0 { close(file) } }
            if isFolder {
                guard file >= 0 else { continue }
                switch lockedFolder(shownPath) {
                case .success(let inner):
                    inner.survey()
                    move(contentsOf: file, into: inner, report: &report)
                case .failure(let failure):
                    report.addFolderFailure(failure)
                }
                continue
            }
            var status = stat()
            guard file >= 0, fstat(file, &status) == 0 else {
                report.failures.append(ToolFailure("cannot write '\(shownPath)': \(FileSystemError(errno: errno).reason)"))
                continue
            }
            var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
            let read = bytes.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: file) }
            guard case .success(bytes.count) = read, let header = generatedHeaders.first(where: { bytes.starts(with: $0) }) else {
                report.failures.append(ToolFailure("cannot write '\(shownPath)': its staged copy does not read back"))
                continue
            }
            switch bytes.withUnsafeBufferPointer({ bytes in target.write(name, header: header, size: bytes.count) { $0(bytes); return nil } }) {
            case .written, .unchanged: break
            case let failure: _ = report.add(failure, shownPath: shownPath, folder: target.path)
            }
        }
    }

    /// The header of every file a run writes, one of which starts each staged file: a file moved
    /// out of a staged folder replaces only a file that starts with the same.
    private static let generatedHeaders = [GeneratedSource.headerPrefix, PreviewHeader.prefix, OutputManifest.signature, LiveReload.headerPrefix]
        .map { Array($0.utf8) }

    /// Whether the entry `name` of `parent` is the open folder `folder` itself (not a symbolic
    /// link to it).
    static func isEntry(_ name: String, in parent: Int32, folder: Int32) -> Bool {
        var entry = stat(), opened = stat()
        return fstatat(parent, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 && fstat(folder, &opened) == 0
            && entry.st_mode & S_IFMT == S_IFDIR && entry.st_dev == opened.st_dev && entry.st_ino == opened.st_ino
    }

    /// Removes the folder `name` of `parent` and everything in it, following no symbolic link.
    /// `name` must be one name of `parent` itself: `.`, `..` or a path is refused, so that no
    /// listing could ever lead the removal out of the folder it was given.
    static func removeTree(_ name: String, in parent: Int32) {
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")) else { return }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder >= 0 {
            for (inner, isFolder) in entries(of: folder) {
                if isFolder { removeTree(inner, in: folder) } else { unlinkat(folder, inner, 0) }
            }
            close(folder)
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
