import Foundation
import Testing
@testable import ControlSpec

/// `--watch` as a child process: a saved spec, template or configuration gives a new run that
/// prints only what changed; an invalid spec is reported and the watch goes on; Ctrl-C ends it
/// with status 0 and nothing half-written. Every wait polls the output with a generous timeout.
@Suite struct WatchCommandTests {
    /// The status line printed after each run, once the files are watched.
    static let watching = "watching for changes"

    /// The bundled Knob spec's text.
    static func knob() throws -> String {
        String(decoding: try PackagePaths.bytes("Specs/Knob.control.yaml"), as: UTF8.self)
    }

    /// Replaces the file at `relativePath` the way many editors save: a new hidden file (whose
    /// own changes are not watched) renamed over it.
    static func save(_ text: String, to relativePath: String, in workspace: Workspace) throws {
        let name = (relativePath as NSString).lastPathComponent
        let temporary = workspace.path((relativePath as NSString).deletingLastPathComponent + "/.\(name).saving")
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, workspace.path(relativePath)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func previewWatchRewritesTheChangedPreviewsSurvivesAnInvalidSpecAndStopsCleanly() throws {
        let workspace = try CompileCommandTests.workspace()
        let watch = try RunningCLI(["preview", "Specs", "--output", "Previews", "--watch"], in: workspace)
        watch.waitForStatus(Self.watching)
        #expect(watch.stdout.contains("wrote Previews/Knob-maximum.svg\n"), "\(watch.stdout)")
        let maximum = workspace.path("Previews/Knob-maximum.svg")
        #expect(try String(contentsOfFile: maximum, encoding: .utf8).contains("rotate(67.5 60 60)"))
        let gallery = workspace.path("Previews/index.html")
        #expect(try String(contentsOfFile: gallery, encoding: .utf8).contains("data-version-file=\"\(LiveReload.fileName)\""), "the watched gallery reloads itself")
        let version = try String(contentsOfFile: workspace.path("Previews/\(LiveReload.fileName)"), encoding: .utf8)
        let firstRun = watch.stdout.count

        try Self.save(try Self.knob().replacingOccurrences(of: "  end: 3/8pi", with: "  end: 1/2pi"), to: "Specs/Knob.control.yaml", in: workspace)
        watch.waitUntil("the new maximum preview") { (try? String(contentsOfFile: maximum, encoding: .utf8))?.contains("rotate(90 60 60)") == true }
        watch.waitForOutput("wrote Previews/Knob-maximum.svg\n", count: 2)
        watch.waitUntil("a new gallery version") { (try? String(contentsOfFile: workspace.path("Previews/\(LiveReload.fileName)"), encoding: .utf8)) != version }
        #expect(watch.stdout.dropFirst(firstRun) == """
            wrote Previews/Knob-minimum.svg
            wrote Previews/Knob-initial.svg
            wrote Previews/Knob-maximum.svg
            wrote Previews/Knob-disabled.svg
            wrote Previews/Knob-setValue-animated.svg
            wrote Previews/Knob-minimum-dark.svg
            wrote Previews/Knob-initial-dark.svg
            wrote Previews/Knob-maximum-dark.svg
            wrote Previews/Knob-disabled-dark.svg
            wrote Previews/Knob-setValue-animated-dark.svg

            """, "only the changed files are listed")
        #expect(!watch.stdout.contains(LiveReload.fileName), "the version file is not listed")

        try workspace.write("controlspec: 1\nname: Half\nkind: [knob\n", to: "Specs/Half.control.yaml")
        watch.waitForOutput("Specs/Half.control.yaml:")
        #expect(watch.stdout.contains("error:"), "\(watch.stdout)")
        #expect(watch.process.isRunning, "an invalid spec does not end the watch")

        try FileManager.default.removeItem(atPath: workspace.path("Specs/Half.control.yaml"))
        watch.waitForOutput("fixed: Specs/Half.control.yaml:")
        let rounds = watch.stderr.components(separatedBy: Self.watching).count - 1
        #expect(watch.stop() == 0, "Ctrl-C exits 0: \(watch.stderr)")
        #expect(watch.stderr.hasSuffix("controlspec: stopped watching\n"), "\(watch.stderr)")
        #expect(rounds >= 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Previews"))
        #expect(!files.contains { $0.hasPrefix(".controlspec-tmp-") }, "nothing half-written: \(files)")
        #expect(!files.contains(LiveReload.fileName), "the version file is removed when the watch stops")
        let normal = try CLIRunner.run(["preview", "Specs", "--output", "Normal"], in: workspace)
        #expect(normal.status == 0)
        #expect(try String(contentsOfFile: gallery, encoding: .utf8) == String(contentsOfFile: workspace.path("Normal/index.html"), encoding: .utf8),
                "the gallery is written without live reloading when the watch stops")
    }

    @Test func lintWatchPrintsOnlyNewAndFixedFindingsAndFollowsTheConfiguration() throws {
        let workspace = try CompileCommandTests.workspace()
        let knob = try Self.knob()
        let watch = try RunningCLI(["lint", "Specs", "--watch"], in: workspace)
        watch.waitForStatus(Self.watching)
        #expect(watch.stdout == "", "the specs are clean: \(watch.stdout)")

        try Self.save(knob.replacingOccurrences(of: "  lineWidth: 2\n  color: tint             # follows", with: "  lineWidht: 2\n  color: tint             # follows"),
                      to: "Specs/Knob.control.yaml", in: workspace)
        watch.waitForOutput("[unknown-key]")
        #expect(watch.stdout.hasPrefix("Specs/Knob.control.yaml:"), "\(watch.stdout)")

        try Self.save(knob, to: "Specs/Knob.control.yaml", in: workspace)
        watch.waitForOutput("fixed: Specs/Knob.control.yaml:")
        #expect(watch.stdout.components(separatedBy: "[unknown-key]").count - 1 == 2, "printed once when it appeared, once when fixed: \(watch.stdout)")

        let small = knob.replacingOccurrences(of: "size: 120x120", with: "size: 20x20")
        try Self.save(small, to: "Specs/Knob.control.yaml", in: workspace)
        watch.waitForOutput("warning:")
        #expect(watch.stdout.contains("[touch-target-size]"), "\(watch.stdout)")
        try workspace.write("rules:\n  touch-target-size: error\n", to: ".controlspec.yml")
        watch.waitForOutput("[touch-target-size]", count: 3)
        let lines = watch.stdout.split(separator: "\n").filter { $0.hasSuffix("[touch-target-size]") }
        #expect(lines.count == 3 && lines[1].contains(": error: ") && lines[2].hasPrefix("fixed: ") && lines[2].contains("warning:"), "\(lines)")
        #expect(watch.stop() == 0)
    }

    @Test func compileWatchFollowsTheTemplatesFolder() throws {
        let workspace = try CompileCommandTests.workspace()
        try workspace.makeDirectory("Templates")
        let watch = try RunningCLI(["compile", "Specs/Knob.control.yaml", "--templates", "Templates", "--no-previews", "--watch"], in: workspace)
        watch.waitForStatus(Self.watching)
        #expect(watch.stdout == "wrote Generated/Knob.swift\nwrote Generated/KnobView.swift\nwrote Generated/ControlKernel.swift\n", "\(watch.stdout)")
        let header = try #require(TemplateSource.bundled.first { $0.name == "header.swift" })
        try workspace.write(header.text + "// watched template\n", to: "Templates/header.swift.mustache")
        watch.waitUntil("the new template's output") {
            (try? String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8))?.contains("// watched template") == true
        }
        watch.waitForOutput("wrote Generated/Knob.swift\n", count: 2)
        try workspace.write("{{#broken}}\n", to: "Templates/header.swift.mustache")
        watch.waitForOutput("[template-syntax]")
        #expect(watch.process.isRunning)
        #expect(watch.stop(with: SIGTERM) == 0, "SIGTERM stops the watch as Ctrl-C does")
        #expect(try PreviewCommandTests.files(in: workspace.path("Generated")) == ["ControlKernel.swift", "Knob.swift", "KnobView.swift"])
    }

    /// Longer than the watch's quiet time (100 ms), for a change that must start no run: a run it
    /// started would have printed by then (a check that nothing happens cannot wait for output).
    static let settle: TimeInterval = 0.6

    @Test func filesThatAreNotInputsStartNoRunAndARunThatChangesNothingPrintsNothing() throws {
        let workspace = try CompileCommandTests.workspace()
        let knob = try Self.knob()
        let watch = try RunningCLI(["compile", "Specs/Knob.control.yaml", "--no-previews", "--watch"], in: workspace)
        watch.waitForStatus(Self.watching)
        let (stdout, stderr) = (watch.stdout, watch.stderr)
        #expect(stdout == "wrote Generated/Knob.swift\nwrote Generated/KnobView.swift\nwrote Generated/ControlKernel.swift\n", "\(stdout)")

        // A busy spec folder and working directory: the spec's siblings, a log being written,
        // another YAML file, files next to the output; and the spec touched without a change.
        for line in 0..<20 {
            try workspace.write("line \(line)\n", to: "Specs/build.log")
            try workspace.write("line \(line)\n", to: "activity-\(line).txt")
        }
        try workspace.write("name: Other\n", to: "Specs/Other.yaml")
        try workspace.write("// notes\n", to: "Generated/Notes.swift")
        try Self.save(knob, to: "Specs/Knob.control.yaml", in: workspace)
        Thread.sleep(forTimeInterval: Self.settle)
        #expect(watch.stdout == stdout, "nothing changed, nothing is printed")
        #expect(watch.stderr == stderr, "no status line without a change")

        try Self.save(knob.replacingOccurrences(of: "size: 120x120", with: "size: 130x130"), to: "Specs/Knob.control.yaml", in: workspace)
        watch.waitForStatus(Self.watching, count: 2)
        try workspace.write("line 21\n", to: "Specs/build.log")
        Thread.sleep(forTimeInterval: Self.settle)
        #expect(watch.stdout.dropFirst(stdout.count) == "wrote Generated/Knob.swift\nwrote Generated/KnobView.swift\n", "\(watch.stdout)")
        #expect(watch.stderr.components(separatedBy: Self.watching).count - 1 == 2, "one status line for the one change: \(watch.stderr)")
        #expect(watch.stop() == 0)
    }

    @Test func aFolderArgumentIsWatchedForSpecsAndTheImagesTheyName() throws {
        let workspace = try CompileCommandTests.workspace()
        let watch = try RunningCLI(["preview", "Specs", "--output", "Specs/Previews", "--watch"], in: workspace)
        watch.waitForStatus(Self.watching)
        let (stdout, stderr) = (watch.stdout, watch.stderr)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>\n"
        try workspace.write(svg, to: "Specs/Unnamed.svg")
        try workspace.write("notes\n", to: "Specs/Sub/notes.txt")
        try workspace.write("notes\n", to: "Specs/Previews/notes.txt")
        Thread.sleep(forTimeInterval: Self.settle)
        #expect(watch.stdout == stdout && watch.stderr == stderr, "an image no spec names, other files: \(watch.stdout)\(watch.stderr)")

        try workspace.write(svg, to: "Specs/RotaryKnobBackground.svg")
        watch.waitForStatus(Self.watching, count: 2)
        let written = watch.stdout.dropFirst(stdout.count).split(separator: "\n")
        #expect(written.contains { $0.hasPrefix("wrote Specs/Previews/RotaryKnob-") }, "the previews show the image: \(written)")
        #expect(!written.contains { $0.hasPrefix("wrote Specs/Previews/Knob-") }, "\(written)")

        try workspace.write(try Self.knob().replacingOccurrences(of: "name: Knob", with: "name: LaterKnob"), to: "Specs/Sub/Later.control.yaml")
        watch.waitForOutput("wrote Specs/Previews/LaterKnob-initial.svg\n")
        #expect(watch.stop() == 0)
    }

    @Test func watchPrintsTextOnly() throws {
        let workspace = try CompileCommandTests.workspace()
        let result = try CLIRunner.run(["lint", "Specs", "--watch", "--format", "json"], in: workspace)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--watch prints text"), "\(result.stderr)")
    }
}
