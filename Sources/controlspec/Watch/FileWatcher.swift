#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Waits for files to change below a set of folders, without polling the tree: the platform's
/// notifications (`InotifyBackend` on Linux, `FSEventsBackend` on macOS) wake it, and it returns
/// once they have been quiet for a moment, so that an editor's burst of writes for one save
/// gives one answer.
final class FileWatcher {
    /// A folder to watch, and the changes in it that matter.
    struct Root: Hashable, Sendable {
        /// The folder, absolute, without `.`, `..` or symbolic links.
        var path: String
        /// Whether the folders below it are watched too (new ones included).
        var recursive: Bool
        /// Names that matter directly in the folder, hidden or not (a spec, an image, `.controlspec.yml`).
        var names: Set<String> = []
        /// Name endings that matter in the folder, or below it when recursive, outside hidden
        /// folders and files (`.control.yaml`, `.mustache`).
        var suffixes: [String] = []
        /// Folders below a recursive root that are not watched (the output folders).
        var excluded: Set<String> = []
    }

    /// The platform's notifications.
    private let backend: any FileWatchBackend
    /// The folders watched.
    let roots: [Root]
    /// Why some roots could not be watched, one message each.
    let failures: [String]

    /// Starts watching `roots`; throws when the platform's notifications cannot be set up at all
    /// (a root that cannot be watched is one of `failures`).
    init(roots: [Root]) throws(WatchFailure) {
        let backend = try Self.platformBackend()
        self.backend = backend
        self.roots = roots
        failures = roots.compactMap { root in backend.watch(root).map { "cannot watch '\(root.path)': \($0)" } }
    }

    /// The notifications of the platform this runs on.
    private static func platformBackend() throws(WatchFailure) -> any FileWatchBackend {
        #if os(Linux)
        return try InotifyBackend()
        #elseif os(macOS)
        return try FSEventsBackend()
        #else
        throw WatchFailure(message: "watching files is not supported on this platform")
        #endif
    }

    /// Whether a watched folder went away, so that the roots must be watched anew.
    var lostWatch: Bool { backend.lostWatch }

    /// Waits until a relevant file changes, then until no relevant change comes for `quiet`
    /// (at most `longest` in all), and returns the paths changed; `nil` as soon as `stop` is
    /// readable, or when waiting fails before any change. Changes that are not relevant (`isRelevant`)
    /// or that `ignoring` excludes are read and dropped: they neither end the wait nor prolong it.
    func waitForChanges(quiet: Duration, longest: Duration, stop: Int32, ignoring: (String) -> Bool) -> Set<String>? {
        var changed: Set<String> = []
        let clock = ContinuousClock()
        var first: ContinuousClock.Instant?
        var last = clock.now
        while true {
            var timeout: Int32 = -1
            if let first {
                let remaining = min(last + quiet, first + longest) - clock.now
                if remaining <= .zero { return changed }
                timeout = Int32(min((remaining / .milliseconds(1)).rounded(.up), Double(Int32.max)))
            }
            var descriptors = [pollfd(fd: backend.descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno != EINTR { return changed.isEmpty ? nil : changed }
            if descriptors[1].revents != 0 { return nil }
            guard descriptors[0].revents != 0 else { continue }
            for path in backend.changes() where isRelevant(path) && !ignoring(Self.unmarked(path)) {
                changed.insert(Self.unmarked(path))
                last = clock.now
                if first == nil { first = last }
            }
        }
    }

    /// Whether a change of `path` (a folder's path ends in `/`, as the backends report it)
    /// concerns a root: a root itself (it went away, or events were lost); a name the root
    /// names, directly in it; a name with one of the root's endings, directly in it or below a
    /// recursive root, outside hidden folders; a folder below a recursive root (it may have
    /// brought or taken specs), outside hidden and excluded folders.
    func isRelevant(_ path: String) -> Bool {
        let isFolder = path.count > 1 && path.hasSuffix("/")
        let path = Self.unmarked(path)
        return roots.contains { root in
            if path == root.path { return true }
            guard path.hasPrefix(root.path == "/" ? "/" : root.path + "/") else { return false }
            let below = path.dropFirst(root.path == "/" ? 1 : root.path.count + 1).split(separator: "/").map(String.init)
            guard let name = below.last, root.recursive || below.count == 1 else { return false }
            if below.count == 1 && root.names.contains(name) { return true }
            guard !below.contains(where: { $0.hasPrefix(".") }) else { return false }
            if isFolder {
                return root.recursive && !root.excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
            return root.suffixes.contains { name.hasSuffix($0) } && !root.excluded.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// `path` without the `/` that marks a folder.
    static func unmarked(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `path` (relative to the working directory or absolute) as roots and changes name it:
    /// absolute, with `.`, `..` and symbolic links resolved by `realpath` (which agrees with the
    /// paths FSEvents reports, `/private/var/...` on macOS); a path that does not exist is only
    /// made absolute and standardized.
    static func canonical(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardized.path
        guard let resolved = realpath(standardized, nil) else { return standardized }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why files cannot be watched.
struct WatchFailure: Error, Sendable {
    /// The message, lower-case.
    var message: String
}

/// A platform's file-change notifications, as `FileWatcher` uses them.
protocol FileWatchBackend: AnyObject {
    /// A descriptor that is readable while changes are waiting to be read.
    var descriptor: Int32 { get }
    /// Whether a watched folder went away since the watch began.
    var lostWatch: Bool { get }
    /// Starts watching the folder `root` (and, when recursive, the folders below it); returns why
    /// it cannot.
    func watch(_ root: FileWatcher.Root) -> String?
    /// The absolute paths changed since the last call, in no particular order, a folder's ending
    /// in `/`; empty when none.
    func changes() -> [String]
}
