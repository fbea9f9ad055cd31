import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder per test process for the files tests hand to other programs (`swiftc`,
/// `rsvg-convert`) and read back later, removed when the process exits. A helper that returns
/// such files to its caller cannot remove them itself, and without this every run of the suite
/// left hundreds of folders in the system's temporary folder.
enum TestScratch {
    /// The path of this process's folder.
    static let rootPath = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-test-scratch-\(getpid())").path

    /// This process's folder, made on first use; it is removed at exit.
    static let root: URL = {
        try? FileManager.default.createDirectory(atPath: rootPath, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.rootPath) }
        return URL(fileURLWithPath: rootPath, isDirectory: true)
    }()

    /// The environment of a program a test starts: this process's, with `TMPDIR` in this
    /// process's folder. The Swift driver leaves an empty `TemporaryDirectory.*` folder in the
    /// temporary folder for every `swiftc -typecheck` or `-parse` it runs; this way they go
    /// when the process exits.
    static let childEnvironment: [String: String] = {
        let temporary = root.appendingPathComponent("tmp", isDirectory: true).path
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        return ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
    }()

    /// The cache folder of the runs tests start (`XDG_CACHE_HOME` for the executable, the
    /// configuration's `cache` in the library), in this process's folder: the manifests of the
    /// tests' output folders go with it.
    static let cache = root.appendingPathComponent("cache", isDirectory: true)

    /// A new, empty folder in this process's folder, its name starting with `prefix`.
    static func folder(_ prefix: String) throws -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
