import Foundation
@testable import ControlSpec

/// Generates Swift from specs, writes it and runs `swiftc` and what it builds.
enum GeneratedCodeHarness {
    /// The Swift `compile Specs` writes into its output folder: the file of every spec in `Specs/`,
    /// then the kernel they share, `ControlKernel.swift`.
    static func generatedFromBundledSpecs(access: GenerationOptions.AccessLevel = .internal) throws -> [GeneratedSource] {
        let templates = try unwrap(TemplateSet.make().set, "the bundled templates parse")
        let specs = try ReferenceSpecNames.all.map { name in
            let path = "Specs/\(name).control.yaml"
            return (path, try unwrap(Linter.lint(try PackagePaths.bytes(path)).spec, "\(path) lints without errors"))
        }
        return try folder(of: specs, access: access, templates: templates)
    }

    /// The files an output folder gets for `specs` (path, checked spec): each control's files
    /// (`SwiftGenerator.files`), with the kernel in the folder's shared file, then that file.
    static func folder(of specs: [(path: String, spec: ControlSpecification)], access: GenerationOptions.AccessLevel = .internal,
                       imageBundle: GenerationOptions.ImageBundle = .type, target: GenerationOptions.Target = .both,
                       templates: TemplateSet) throws -> [GeneratedSource] {
        let controls = specs.flatMap { path, spec in
            SwiftGenerator.files(of: spec, options: GenerationOptions(access: access, imageBundle: imageBundle, specPath: path, kernel: .shared, target: target),
                                 templates: templates)
        }
        let kernel = try unwrap(SwiftGenerator.kernelFile(kindNames: specs.map(\.spec.kind.name), access: access, target: target), "a kernel for the folder")
        return controls + [kernel]
    }

    /// Writes `sources` into a new folder of the test process's scratch folder; returns the files.
    static func write(_ sources: [GeneratedSource]) throws -> [URL] {
        let folder = try TestScratch.folder("generated")
        return try sources.map { source in
            let url = folder.appendingPathComponent(source.fileName)
            try Data(source.text.utf8).write(to: url)
            return url
        }
    }

    /// The result of running a process.
    struct Outcome: Sendable {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error together.
        var output: String
    }

    /// The Swift compiler of the running toolchain.
    static var swiftc: String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }

    /// Runs `executable` with `arguments`, collecting its output.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = TestScratch.childEnvironment
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-run-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
        try? FileManager.default.removeItem(at: outputFile)
        return Outcome(status: process.terminationStatus, output: output)
    }

    private static func unwrap<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw HarnessError(description: "expected: \(what)") }
        return value
    }

    /// A failed precondition of the harness.
    struct HarnessError: Error, CustomStringConvertible {
        /// What was expected.
        var description: String
    }
}

/// The names of the bundled reference specs.
enum ReferenceSpecNames {
    /// `Knob`, `RangeSlider`, `FastCartButton`, `RotaryKnob`, `VolumeSlider`, `PillToggle`, `CircularSlider`.
    static let all = ["Knob", "RangeSlider", "FastCartButton", "RotaryKnob", "VolumeSlider", "PillToggle", "CircularSlider"]
}
