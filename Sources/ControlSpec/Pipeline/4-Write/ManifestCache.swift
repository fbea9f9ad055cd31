import Foundation

/// Where the manifests of output folders are kept (`OutputManifest`): in a cache folder outside
/// them (`--cache DIR`), so that an output folder holds only the files generated into it and two
/// clean compiles of the same specs give the same bytes, while a rerun still finds each file's
/// stamp and keeps what did not change. Each output folder's manifest is in a folder of its own
/// in the cache, named by a key of the output folder's absolute path.
enum ManifestCache {
    /// The cache folder of a run that names none: `$XDG_CACHE_HOME/controlspec`, else
    /// `~/Library/Caches/controlspec` on macOS and `~/.cache/controlspec` elsewhere; `nil` without
    /// a home folder, and then no manifest is kept (every run renders every spec).
    static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/controlspec" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return home + "/Library/Caches/controlspec"
        #else
        return home + "/.cache/controlspec"
        #endif
    }

    /// The folder in the cache folder `cache` that holds the manifest of the output folder `folder`.
    static func folder(of folder: String, in cache: String) -> String {
        var key = InputKey()
        key.add(URL(fileURLWithPath: folder).standardized.path)
        return (cache as NSString).appendingPathComponent(key.description)
    }

    /// The path of the manifest of the output folder `folder` in the cache folder `cache`.
    static func manifestPath(of folder: String, in cache: String) -> String {
        (self.folder(of: folder, in: cache) as NSString).appendingPathComponent(OutputManifest.fileName)
    }
}
