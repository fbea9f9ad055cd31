#if os(Linux)
import Glibc
import Foundation

/// File-change notifications on Linux: one inotify watch per folder (inotify does not watch
/// trees), added for every folder below a recursive root, and for each new folder as it appears.
/// Hidden folders, symbolic links to folders and a root's excluded folders are not descended into.
final class InotifyBackend: FileWatchBackend {
    /// The events that mean a name in a folder changed. A file being written is reported once it
    /// is closed (`IN_CLOSE_WRITE`), not at every write (`IN_MODIFY`): a log written to in a
    /// watched folder wakes the watcher only when it is closed.
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                                     | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    /// The inotify instance.
    let descriptor: Int32
    /// Each watch's folder, whether new folders in it are watched too, and whether it is a root.
    private var folders: [Int32: (path: String, recursive: Bool, isRoot: Bool)] = [:]
    /// Whether a root was removed or moved away.
    private(set) var lostWatch = false
    /// The folders not descended into (`FileWatcher.Root.excluded`).
    private var excluded: Set<String> = []

    /// A new inotify instance, or why there is none.
    init() throws(WatchFailure) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchFailure(message: "cannot start inotify: \(String(cString: strerror(errno)))") }
    }

    /// Closes the instance, which ends every watch.
    deinit {
        close(descriptor)
    }

    /// Watches `root.path` and, when recursive, every folder below it.
    func watch(_ root: FileWatcher.Root) -> String? {
        excluded.formUnion(root.excluded)
        return add(root.path, recursive: root.recursive, isRoot: true)
    }

    /// Adds the watch of one folder (and the folders below it); returns why the first one failed.
    @discardableResult
    private func add(_ path: String, recursive: Bool, isRoot: Bool = false) -> String? {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else { return String(cString: strerror(errno)) }
        // Two roots may share a folder (a file's folder inside a folder argument): the watch is one.
        folders[watch] = (path, recursive || folders[watch]?.recursive == true, isRoot || folders[watch]?.isRoot == true)
        if recursive {
            for folder in Self.subfolders(of: path) where !excluded.contains(folder) { add(folder, recursive: true) }
        }
        return nil
    }

    /// Reads every waiting event; a new folder in a recursive watch is watched at once, and the
    /// files already in it count as changed (they may have been written before its watch began).
    func changes() -> [String] {
        var paths: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                offset = nameStart + Int(event.len)
                paths += handle(event, name: String(decoding: nameBytes, as: UTF8.self))
            }
        }
        return paths
    }

    /// The paths one event reports, a folder's ending in `/`.
    private func handle(_ event: inotify_event, name: String) -> [String] {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            return folders.values.map { $0.path + "/" }
        }
        guard let folder = folders[event.wd] else { return [] }
        if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
            lostWatch = lostWatch || folder.isRoot
            return [folder.path + "/"]
        }
        guard !name.isEmpty else { return [] }
        let path = folder.path == "/" ? "/" + name : folder.path + "/" + name
        guard event.mask & UInt32(IN_ISDIR) != 0 else { return [path] }
        if folder.recursive, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix("."), !excluded.contains(path) {
            add(path, recursive: true)
            return [path + "/"] + Self.files(below: path)
        }
        return [path + "/"]
    }

    /// The folders directly in `path` that a recursive watch descends into: not hidden, not
    /// symbolic links.
    private static func subfolders(of path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path == "/" ? "/" + $0 : path + "/" + $0 }.filter { folder in
            var status = stat()
            return lstat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// Every file below `path`, in the folders a recursive watch descends into.
    private static func files(below path: String) -> [String] {
        var found: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let subfolders = Set(subfolders(of: folder))
            for name in names where !name.hasPrefix(".") {
                let child = folder + "/" + name
                if subfolders.contains(child) { pending.append(child) } else { found.append(child) }
            }
        }
        return found
    }
}
#endif
