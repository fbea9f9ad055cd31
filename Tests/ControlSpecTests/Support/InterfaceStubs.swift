import Foundation

/// Builds the test-only interface stubs under `Tests/InterfaceStubs/` (CoreGraphics, QuartzCore, UIKit,
/// SwiftUI) into Swift modules and type-checks generated UIKit code against them with `swiftc`.
/// The stubs copy Apple's published signatures; they never ship (see `Tests/InterfaceStubs/README.md`).
enum InterfaceStubs {
    /// The stub modules in dependency order.
    static let modules = ["CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]

    struct Failure: Error, CustomStringConvertible {
        let description: String
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

    /// Built once per process (a static `let` is initialised exactly once, even under parallel tests).
    private static let built: Result<URL, Failure> = Result { try buildModules() }.mapError {
        ($0 as? Failure) ?? Failure(description: "\($0)")
    }

    /// The directory holding the built `.swiftmodule`s, for `-I`.
    static func moduleDirectory() throws -> URL { try built.get() }

    /// Output of building each stub module (empty when clean); kept for the zero-warnings test.
    nonisolated(unsafe) private(set) static var buildOutput: [String: String] = [:]

    private static func buildModules() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("controlspec-interface-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var outputs: [String: String] = [:]
        for module in modules {
            let sources = try FileManager.default
                .contentsOfDirectory(at: sourceRoot.appendingPathComponent(module), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            let result = try run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", module, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            ] + sources.map(\.path), in: directory)
            outputs[module] = result.output
            guard result.status == 0 else {
                throw Failure(description: "building stub module \(module) failed:\n\(result.output)")
            }
        }
        buildOutput = outputs
        return directory
    }

    /// Type-checks `files` in Swift 6 mode with warnings as errors against the stub modules.
    static func typecheck(_ files: [URL]) throws -> (status: Int32, output: String) {
        let directory = try moduleDirectory()
        return try run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path] + files.map(\.path),
                       in: directory)
    }

    /// Type-checks `source` (written to a temporary file named `name`).
    static func typecheck(source: String, name: String = "Sample.swift") throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        return try typecheck([file])
    }

    private static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
