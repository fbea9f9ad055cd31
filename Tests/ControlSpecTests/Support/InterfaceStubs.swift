import Foundation
import Synchronization

/// Type-checks generated code with `swiftc` in the module configurations of the platforms it
/// claims to compile on, using the test-only interface stubs under `Tests/InterfaceStubs/` for
/// Apple's frameworks (see `Tests/InterfaceStubs/README.md`). The stubs never ship.
enum InterfaceStubs {
    /// A platform's set of importable modules, as `canImport` sees it, and the compilation flag its
    /// stubs are built with (declarations Apple does not ship there are inside `#if` on the flags).
    enum Platform: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Foundation only, as on Linux: plain `swiftc`, no stub module on the search path.
        case foundationOnly
        /// iOS: CoreGraphics, QuartzCore, UIKit, Accessibility and SwiftUI (with `UIViewRepresentable`).
        case iOS
        /// macOS: CoreGraphics, QuartzCore, AppKit, Accessibility and SwiftUI (re-exporting AppKit), without UIKit.
        case macOS
        /// tvOS: as iOS, but UIKit without the feedback generators and SwiftUI without drag gestures.
        case tvOS
        /// watchOS: CoreGraphics, a UIKit without views or controls, Accessibility and SwiftUI without
        /// `UIViewRepresentable`; no QuartzCore.
        case watchOS
        /// visionOS: as iOS, but UIKit without the feedback generators.
        case visionOS

        /// The Apple platform, as `os(...)` and the documentation's availability lists name it;
        /// `nil` for the Foundation-only configuration.
        var osName: String? {
            switch self {
            case .foundationOnly: nil
            case .iOS: "iOS"
            case .macOS: "macOS"
            case .tvOS: "tvOS"
            case .watchOS: "watchOS"
            case .visionOS: "visionOS"
            }
        }

        /// The configurations whose UIKit has views and controls, where the UIKit control compiles.
        static let withUIKitControls: [Platform] = [.iOS, .tvOS, .visionOS]

        /// The compilation flag the platform's stubs are built with (`-D STUB_IOS`), or `nil`.
        var flag: String? { osName.map { "STUB_\($0.uppercased())" } }

        /// The stub modules in dependency order, each with the folders of `Tests/InterfaceStubs/`
        /// its sources come from.
        var modules: [(name: String, folders: [String])] {
            let core: [(name: String, folders: [String])] = [("CoreGraphics", ["CoreGraphics"])]
            let accessibility: (name: String, folders: [String]) = ("Accessibility", ["Accessibility"])
            switch self {
            case .foundationOnly:
                return []
            case .iOS, .tvOS, .visionOS:
                return core + [("QuartzCore", ["QuartzCore"]), ("UIKit", ["UIKit"]), accessibility,
                               ("SwiftUI", ["SwiftUI", "SwiftUI-UIKit"])]
            case .macOS:
                return core + [("QuartzCore", ["QuartzCore"]), ("AppKit", ["AppKit"]), accessibility, ("SwiftUI", ["SwiftUI", "SwiftUI-AppKit"])]
            case .watchOS:
                return core + [("UIKit", ["UIKit-watchOS"]), accessibility, ("SwiftUI", ["SwiftUI"])]
            }
        }

        /// The configurations that build the stub folder `folder`.
        static func building(folder: String) -> [Platform] {
            allCases.filter { platform in platform.modules.contains { $0.folders.contains(folder) } }
        }

        /// The configuration's name, for test names.
        var description: String {
            switch self {
            case .foundationOnly: "Foundation only"
            case .iOS: "iOS (UIKit, SwiftUI)"
            case .macOS: "macOS (SwiftUI, no UIKit)"
            case .tvOS: "tvOS (UIKit, SwiftUI)"
            case .watchOS: "watchOS (SwiftUI, UIKit without views)"
            case .visionOS: "visionOS (UIKit, SwiftUI)"
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
        let platforms = Platform.allCases.filter { !$0.modules.isEmpty }
        let results = Mutex<[Platform: Result<Build, Failure>]>([:])
        DispatchQueue.concurrentPerform(iterations: platforms.count) { index in
            let platform = platforms[index]
            let result = Result { try build(platform, in: root.appendingPathComponent(platform.rawValue)) }
                .mapError { ($0 as? Failure) ?? Failure(description: "\($0)") }
            results.withLock { $0[platform] = result }
        }
        return results.withLock { $0 }
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
            ] + (platform.flag.map { ["-D", $0] } ?? []) + [
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
    /// (`-wmo`): separate processes would each parse every file again. Linux's compiler cannot
    /// evaluate `os(...)` for another platform, so it checks copies of the files in which each
    /// `os(X)` and `targetEnvironment(macCatalyst)` of a `#if`/`#elseif` line is the literal the
    /// platform gives it (`platformConditions(in:for:)`).
    static func typecheck(_ files: [URL], on platform: Platform) throws -> Outcome {
        let searchPath = try build(of: platform).map { ["-I", $0.directory.path] } ?? []
        let folder = TestScratch.root.appendingPathComponent("typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var copies: [URL] = []
        for (index, file) in files.enumerated() {
            let subfolder = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            let copy = subfolder.appendingPathComponent(file.lastPathComponent)
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data(platformConditions(in: text, for: platform).utf8).write(to: copy)
            copies.append(copy)
        }
        return try run(["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors"] + searchPath + copies.map(\.path), in: folder)
    }

    /// `text` with every `os(X)` and `targetEnvironment(macCatalyst)` on its `#if` and `#elseif`
    /// lines replaced by `true` or `false` as on `platform`: `os(X)` is `true` only for the
    /// platform's own name (`OSX` for `macOS` too), `targetEnvironment(macCatalyst)` is `false`
    /// (no configuration is Mac Catalyst), and on the Foundation-only configuration every `os(X)`
    /// is `false`. Other lines and other conditions (`canImport`, `arch`, ...) are left alone.
    static func platformConditions(in text: String, for platform: Platform) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#if!")
                    || trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#elseif(") || trimmed.hasPrefix("#elseif!") else {
                return String(line)
            }
            var result = String(line).replacing(/targetEnvironment\(\s*macCatalyst\s*\)/) { _ in "false" }
            result = result.replacing(/\bos\(\s*(\w+)\s*\)/) { match in
                let name = String(match.1)
                let isOwn = name == platform.osName || (platform == .macOS && name == "OSX")
                return isOwn ? "true" : "false"
            }
            return result
        }
        return lines.joined(separator: "\n")
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
