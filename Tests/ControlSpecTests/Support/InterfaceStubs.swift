import Foundation

/// Type-checks generated code with `swiftc` in the module configurations of the platforms it
/// claims to compile on, using the test-only interface stubs under `Tests/InterfaceStubs/` for
/// Apple's frameworks (see `Tests/InterfaceStubs/README.md`). The stubs never ship.
enum InterfaceStubs {
    /// A platform's set of importable modules, as `canImport` sees it.
    enum Platform: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Foundation only, as on Linux: plain `swiftc`, no stub module on the search path.
        case foundationOnly
        /// iOS: CoreGraphics, QuartzCore, UIKit and SwiftUI (with `UIViewRepresentable`).
        case iOS
        /// macOS: CoreGraphics and SwiftUI, without UIKit.
        case macOS

        /// The stub modules in dependency order, each with the folders of `Tests/InterfaceStubs/`
        /// its sources come from.
        var modules: [(name: String, folders: [String])] {
            switch self {
            case .foundationOnly: []
            case .iOS: [("CoreGraphics", ["CoreGraphics"]), ("QuartzCore", ["QuartzCore"]), ("UIKit", ["UIKit"]),
                        ("SwiftUI", ["SwiftUI", "SwiftUI-UIKit"])]
            case .macOS: [("CoreGraphics", ["CoreGraphics"]), ("SwiftUI", ["SwiftUI"])]
            }
        }

        /// The configuration's name, for test names.
        var description: String {
            switch self {
            case .foundationOnly: "Foundation only"
            case .iOS: "iOS (UIKit, SwiftUI)"
            case .macOS: "macOS (SwiftUI, no UIKit)"
            }
        }
    }

    /// A failed stub build.
    struct Failure: Error, CustomStringConvertible {
        /// The compiler's output.
        let description: String
    }

    /// The result of running `swiftc`.
    struct Outcome: Sendable {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error together.
        var output: String
    }

    /// The folder holding the stub sources.
    static var sourceRoot: URL { PackagePaths.root.appendingPathComponent("Tests/InterfaceStubs") }

    /// `swiftc` next to the running toolchain: `$SWIFTC`, else the first `swiftc` on `PATH`,
    /// else `/opt/swift/usr/bin/swiftc`.
    static let swiftc: String = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { return explicit }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/bin/swiftc"
    }()

    /// The only warning a stub build may print: the stubs are built with library evolution (so
    /// that Apple's enumerations are non-frozen, as imported ones are) and re-export Linux's
    /// Foundation, which was built without it.
    static let foundationEvolutionWarning = "was not compiled with library evolution support"

    /// A stub module build: its module directory and the compiler's output per module.
    struct Build: Sendable {
        /// The directory holding the `.swiftmodule`s, for `-I`.
        var directory: URL
        /// What `swiftc` printed for each module.
        var output: [String: String]
    }

    /// Every platform's stub modules, built once per process (a static `let` is initialised exactly
    /// once, even under parallel tests).
    private static let builds: [Platform: Result<Build, Failure>] = {
        let root = TestScratch.root.appendingPathComponent("interface-stubs-\(UUID().uuidString)")
        var builds: [Platform: Result<Build, Failure>] = [:]
        for platform in Platform.allCases where !platform.modules.isEmpty {
            builds[platform] = Result { try build(platform, in: root.appendingPathComponent(platform.rawValue)) }
                .mapError { ($0 as? Failure) ?? Failure(description: "\($0)") }
        }
        return builds
    }()

    /// The stub build of `platform`, or `nil` for the Foundation-only configuration.
    static func build(of platform: Platform) throws -> Build? {
        try builds[platform]?.get()
    }

    private static func build(_ platform: Platform, in directory: URL) throws -> Build {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var outputs: [String: String] = [:]
        for (module, folders) in platform.modules {
            let sources = try folders.flatMap { folder in
                try FileManager.default
                    .contentsOfDirectory(at: sourceRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "swift" }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            }
            let result = try run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-enable-library-evolution",
                "-module-name", module, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            ] + sources.map(\.path), in: directory)
            outputs[module] = result.output
            let warnings = result.output.split(separator: "\n")
                .filter { $0.contains("warning:") && !$0.contains(foundationEvolutionWarning) }
            guard result.status == 0, warnings.isEmpty else {
                throw Failure(description: "building the \(platform) stub module \(module) failed:\n\(result.output)")
            }
        }
        return Build(directory: directory, output: outputs)
    }

    /// Type-checks `files` together in Swift 6 mode with warnings as errors, with `platform`'s
    /// stub modules (if any) on the module search path. As one module in one compiler process
    /// (`-wmo`): separate processes would each parse every file again.
    static func typecheck(_ files: [URL], on platform: Platform) throws -> Outcome {
        let searchPath = try build(of: platform).map { ["-I", $0.directory.path] } ?? []
        let directory = files.first?.deletingLastPathComponent() ?? FileManager.default.temporaryDirectory
        return try run(["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors"] + searchPath + files.map(\.path), in: directory)
    }

    /// Type-checks `source` (written to a temporary file named `name`) on `platform`.
    static func typecheck(source: String, name: String = "Sample.swift", on platform: Platform = .iOS) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        return try typecheck([file], on: platform)
    }

    private static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        process.environment = TestScratch.childEnvironment
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
