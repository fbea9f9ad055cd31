#if os(macOS)
import CoreServices
import Darwin
import Foundation

/// File-change notifications on macOS: one FSEvents stream with file-level events over every
/// root (FSEvents always watches whole trees; `FileWatcher` keeps the changes a root asks for).
/// The stream calls back on a private queue, which stores the paths and wakes the watcher through
/// a pipe, so the watcher can wait for the notifications and Ctrl-C with one `poll`.
///
/// Written for macOS and not run on Linux, where the project's tests run; its tests are the same
/// child-process tests of `--watch` as on Linux.
final class FSEventsBackend: FileWatchBackend, @unchecked Sendable {
    /// The pipe's read end: readable while changes are waiting.
    let descriptor: Int32
    /// The pipe's write end, written one byte per callback.
    private let wakeUp: Int32
    /// The queue the stream calls back on.
    private let queue = DispatchQueue(label: "controlspec.watch.fsevents")
    /// Guards `pending` and `rootGone`, which the callback fills.
    private let lock = NSLock()
    /// The paths reported and not yet taken.
    private var pending: [String] = []
    /// Whether a root was removed, renamed or replaced.
    private var rootGone = false
    /// The folders the stream watches.
    private var folders: [String] = []
    /// The running stream, once a root is watched.
    private var stream: FSEventStreamRef?

    /// A backend with its wake-up pipe, or why there is none.
    init() throws(WatchFailure) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw WatchFailure(message: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        descriptor = ends[0]
        wakeUp = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
    }

    /// Stops the stream, waits for a callback in progress, and closes the pipe.
    deinit {
        if let stream {
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
        }
        queue.sync {}
        close(descriptor)
        close(wakeUp)
    }

    /// Whether a root was removed, renamed or replaced.
    var lostWatch: Bool {
        lock.lock()
        defer { lock.unlock() }
        return rootGone
    }

    /// Adds `root.path` to the folders watched and starts the stream over them.
    func watch(_ root: FileWatcher.Root) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "not a folder"
        }
        folders.append(root.path)
        return restart()
    }

    /// The paths reported since the last call.
    func changes() -> [String] {
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) > 0 {}
        lock.lock()
        defer {
            pending = []
            lock.unlock()
        }
        return pending
    }

    /// Replaces the stream by one over every folder; returns why it cannot start.
    private func restart() -> String? {
        if let stream {
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
        }
        var context = FSEventStreamContext(version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil)
        let flags = FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer
                                             | kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagWatchRoot)
        // The callback is a C function: it captures nothing and finds the backend in `info`. With
        // `kFSEventStreamCreateFlagUseCFTypes` the paths are a `CFArray` of `CFString`s.
        let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
            guard let info else { return }
            let backend = Unmanaged<FSEventsBackend>.fromOpaque(info).takeUnretainedValue()
            let list = (Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray).enumerated().compactMap { index, path in
                // A folder's path ends in `/`, as `FileWatchBackend.changes()` says.
                (path as? String).map { index < count && flags[index] & FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir) != 0 ? $0 + "/" : $0 }
            }
            let gone = (0..<count).contains { flags[$0] & FSEventStreamEventFlags(kFSEventStreamEventFlagRootChanged) != 0 }
            backend.receive(list, rootGone: gone)
        }
        guard let created = FSEventStreamCreate(kCFAllocatorDefault, callback, &context, folders as CFArray,
                                                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.02, flags) else {
            return "cannot create an FSEvents stream"
        }
        FSEventStreamSetDispatchQueue(created, queue)
        guard FSEventStreamStart(created) else {
            FSEventStreamInvalidate(created)
            FSEventStreamRelease(created)
            return "cannot start an FSEvents stream"
        }
        stream = created
        return nil
    }

    /// Stores the reported paths and wakes the watcher.
    private func receive(_ paths: [String], rootGone gone: Bool) {
        lock.lock()
        pending += paths
        rootGone = rootGone || gone
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(wakeUp, &byte, 1)
    }
}
#endif
