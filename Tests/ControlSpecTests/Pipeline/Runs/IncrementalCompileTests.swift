import Foundation
import Testing
@testable import ControlSpec

/// A rerun keeps the files whose inputs did not change without rendering them, and never keeps a
/// stale one: after each input changes in turn, what the output folder holds is exactly what a
/// compile into an empty folder writes.
@Suite struct IncrementalCompileTests {
    /// Compiles into `out` (which keeps a manifest from run to run) and into a new empty folder,
    /// expects both to hold the same files, and returns the report of the compile into `out`.
    @discardableResult
    static func compileAndCompare(_ project: CompileProject, options: CompileOptions = CompileOptions(), toolIdentity: String = "test tool",
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RunReport {
        let report = try project.compile(into: "out", options: options, toolIdentity: toolIdentity)
        let fresh = "fresh-\(UUID().uuidString)"
        try project.compile(into: fresh, options: options, toolIdentity: toolIdentity)
        let kept = project.files(in: "out"), expected = project.files(in: fresh)
        #expect(kept.keys.sorted() == expected.keys.sorted(), sourceLocation: sourceLocation)
        for (path, bytes) in expected where kept[path] != bytes {
            Issue.record("out/\(path) differs from a compile into an empty folder", sourceLocation: sourceLocation)
        }
        return report
    }

    /// The shown paths of the files of spec `name` among `paths`.
    static func files(of name: String, in paths: some Sequence<String>) -> [String] {
        paths.filter { ($0 as NSString).lastPathComponent.hasPrefix(name + ".") || ($0 as NSString).lastPathComponent.hasPrefix(name + "-") }
    }

    @Test func aRerunOverUnchangedSpecsRendersNothing() throws {
        let project = try CompileProject()
        let first = try Self.compileAndCompare(project)
        #expect(first.writes.kept.isEmpty)
        #expect(first.writes.written.count > 10)
        let second = try Self.compileAndCompare(project)
        #expect(second.writes.written.isEmpty, "\(second.writes.written)")
        // The shared kernel, a copy of text the tool holds, is made again and found unchanged.
        let kernel = project.workspace.path("out/\(KernelEmitter.sharedFileName)")
        #expect(Array(second.writes.unchanged) == [kernel])
        #expect(Set(second.writes.kept).union([kernel]) == Set(first.writes.written))
        #expect(second.writes.kept.contains(project.workspace.path("out/Previews/\(GalleryPage.fileName)")))
        #expect(FileManager.default.fileExists(atPath: project.workspace.path(project.manifest(of: "out"))))
    }

    /// Watch mode's version file names the files a run kept as well as those it wrote, so a rerun
    /// that keeps every file leaves the version, and the page, as they were.
    @Test func aRerunThatKeepsEveryFileLeavesTheLiveReloadVersionAsItWas() throws {
        let project = try CompileProject()
        let options = CompileOptions(liveReload: true)
        try project.compile(into: "out", options: options)
        let versionFile = project.workspace.path("out/Previews/\(LiveReload.fileName)")
        let version = try String(contentsOfFile: versionFile, encoding: .utf8)
        let rerun = try project.compile(into: "out", options: options)
        #expect(!rerun.writes.kept.isEmpty && rerun.writes.written.isEmpty)
        #expect(try String(contentsOfFile: versionFile, encoding: .utf8) == version)
    }

    @Test func aChangedSpecIsRenderedAgainAndOnlyIt() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        let knob = project.workspace.path("specs/Knob.control.yaml")
        let text = try String(contentsOfFile: knob, encoding: .utf8)
        try text.replacingOccurrences(of: "label: ", with: "label: Gain ").write(toFile: knob, atomically: true, encoding: .utf8)
        let report = try Self.compileAndCompare(project)
        #expect(Self.files(of: "Knob", in: report.writes.kept).isEmpty, "\(report.writes.kept)")
        #expect(!Self.files(of: "Knob", in: report.writes.written).isEmpty)
        #expect(!Self.files(of: "RangeSlider", in: report.writes.kept).isEmpty)
    }

    @Test func aTemplateOverrideRendersTheSwiftFilesAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        let bundled = try #require(TemplateSource.bundled.first { $0.name == "knob.swift" })
        try project.workspace.write(bundled.text + "\n// A custom knob template.\n", to: "templates/knob.swift.mustache")
        let report = try Self.compileAndCompare(project, options: CompileOptions(templates: "templates"))
        #expect(Self.files(of: "Knob", in: report.writes.written).contains { (path: String) in path.hasSuffix(".swift") })
        #expect(try String(contentsOfFile: project.workspace.path("out/Knob.swift"), encoding: .utf8).contains("// A custom knob template."))
        let keptKnob = Self.files(of: "Knob", in: report.writes.kept)
        #expect(!keptKnob.isEmpty && keptKnob.allSatisfy { (path: String) in path.hasSuffix(".svg") }, "the previews do not use templates")
        try Self.compileAndCompare(project)
        #expect(!(try String(contentsOfFile: project.workspace.path("out/Knob.swift"), encoding: .utf8).contains("// A custom knob template.")))
    }

    @Test func theAccessLevelRendersTheSwiftFilesAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        try Self.compileAndCompare(project, options: CompileOptions(access: .public))
        #expect(try String(contentsOfFile: project.workspace.path("out/Knob.swift"), encoding: .utf8).contains("public final class Knob"))
        try Self.compileAndCompare(project)
    }

    @Test func theImageBundleRendersTheSwiftFilesAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        try Self.compileAndCompare(project, options: CompileOptions(imageBundle: .module))
        #expect(try String(contentsOfFile: project.workspace.path("out/ImageKnob.swift"), encoding: .utf8).contains("Bundle.module"))
        try Self.compileAndCompare(project)
        #expect(!(try String(contentsOfFile: project.workspace.path("out/ImageKnob.swift"), encoding: .utf8).contains("Bundle.module")))
    }

    @Test func previewsFollowWhenTurnedOnAndOff() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project, options: CompileOptions(noPreviews: true))
        let on = try Self.compileAndCompare(project)
        let swiftOnly = on.writes.kept.allSatisfy { (path: String) in path.hasSuffix(".swift") }
        // Two Swift files a spec, `<Name>.swift` and `<Name>View.swift`.
        let swiftFiles = (ReferenceSpecTests.names.count + 1) * 2
        #expect(swiftOnly && on.writes.kept.count == swiftFiles, "\(on.writes.kept)")
        let off = try project.compile(into: "out", options: CompileOptions(noPreviews: true))
        #expect(off.writes.written.isEmpty && off.writes.kept.count == swiftFiles)
    }

    @Test func aNewToolRendersEverythingAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        let report = try Self.compileAndCompare(project, toolIdentity: "another build of the tool")
        #expect(report.writes.kept.isEmpty)
    }

    @Test func anImageNextToASpecRendersItsPreviewsAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        try project.workspace.write([0x89, 0x50, 0x4E, 0x47, 1, 2, 3], to: "specs/Dial.png")
        let added = try Self.compileAndCompare(project)
        #expect(Self.files(of: "ImageKnob", in: added.writes.written).contains { (path: String) in path.hasSuffix(".svg") })
        #expect(Self.files(of: "ImageKnob", in: added.writes.kept) == [project.workspace.path("out/ImageKnob.swift")])
        try project.workspace.write([0x89, 0x50, 0x4E, 0x47, 9, 9], to: "specs/Dial.png")
        let changed = try Self.compileAndCompare(project)
        #expect(Self.files(of: "ImageKnob", in: changed.writes.written).contains { (path: String) in path.hasSuffix(".svg") })
    }

    @Test func theConfigurationRendersWhatItChanges() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        try project.workspace.write("access: public\n", to: ".controlspec.yml")
        let report = try Self.compileAndCompare(project)
        let previewsOnly = report.writes.kept.allSatisfy { (path: String) in path.hasSuffix(".svg") || path.hasSuffix(GalleryPage.fileName) }
        #expect(previewsOnly && !report.writes.kept.isEmpty)
        #expect(try String(contentsOfFile: project.workspace.path("out/Knob.swift"), encoding: .utf8).contains("public final class Knob"))
    }

    @Test func anEditedRemovedOrReplacedOutputIsWrittenAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        let knob = project.workspace.path("out/Knob.swift")
        let original = try String(contentsOfFile: knob, encoding: .utf8)
        // Same size, same header, the modification time set back: only the status change time tells.
        let edited = original.replacingOccurrences(of: "final class Knob", with: "final class Knoc")
        let date = try FileManager.default.attributesOfItem(atPath: knob)[.modificationDate] as! Date
        let handle = try #require(FileHandle(forWritingAtPath: knob))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: knob)
        try FileManager.default.removeItem(atPath: project.workspace.path("out/Previews/RangeSlider-rest.svg"))
        let report = try Self.compileAndCompare(project)
        #expect(report.writes.written.contains(knob))
        #expect(report.writes.written.contains(project.workspace.path("out/Previews/RangeSlider-rest.svg")))
    }

    @Test func anUnreadableManifestRendersEverythingAgain() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        try project.workspace.write("controlspec manifest 1\nspec\tnot a record\n", to: project.manifest(of: "out"))
        let report = try Self.compileAndCompare(project)
        let keptSwift = report.writes.kept.filter { (path: String) in path.hasSuffix(".swift") }
        #expect(keptSwift.isEmpty)
    }

    /// The line `OutputManifest.appendLine` makes of `fields`, as text.
    static func line(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        OutputManifest.appendLine(fields, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aManifestLineEscapesWhatWouldSplitItAndNothingElse() {
        #expect(Self.line(["a\tb", "c\\", "", "é\n\r✓", "plain"]) == "a\\tb\tc\\\\\t\té\\n\\r✓\tplain\n")
        #expect(Self.line([]) == "\n" && Self.line(["\\\\"]) == "\\\\\\\\\n")
        for field in ["a\tb", "c\\", "", "é\n\r✓", "\\t", "x\r\n"] {
            let line = Self.line([field])
            #expect(OutputManifest.unescaped(ArraySlice(line.utf8.dropLast())) == field)
        }
    }

    @Test(arguments: [
        FileStamp(size: 0, inode: 0, modified: 0, modifiedNanoseconds: 0, changed: 0, changedNanoseconds: 0),
        FileStamp(size: 9, inode: 10, modified: 99, modifiedNanoseconds: 100, changed: 1_764_201_600, changedNanoseconds: 999_999_999),
        FileStamp(size: .max, inode: .max, modified: .min, modifiedNanoseconds: -1, changed: -1_234_567_890, changedNanoseconds: 7),
    ])
    func aStampIsWrittenAsThirtyTwoHexadecimalDigitsAndReadBack(stamp: FileStamp) {
        #expect(stamp.text.count == 32 && stamp.text.allSatisfy(\.isHexDigit))
        #expect(FileStamp(utf8: stamp.text.utf8) == stamp)
    }

    @Test func stampsOfFilesDifferingInAnyNumberDiffer() {
        let numbers: [Int64] = [1, 2, 3, 4, 5, 6]
        func stamp(_ numbers: [Int64]) -> FileStamp {
            FileStamp(size: numbers[0], inode: UInt64(numbers[1]), modified: numbers[2], modifiedNanoseconds: numbers[3],
                      changed: numbers[4], changedNanoseconds: numbers[5])
        }
        var stamps: Set<FileStamp> = [stamp(numbers)]
        for index in numbers.indices {
            var changed = numbers
            changed[index] += 1
            stamps.insert(stamp(changed))
        }
        #expect(stamps.count == numbers.count + 1)
    }

    @Test func aKeyIsWrittenAsThirtyTwoHexadecimalDigitsAndReadBack() {
        var keys = [InputKey()]
        for text in ["", "a", "tab\there", String(repeating: "z", count: 1_000)] {
            var key = InputKey()
            key.add(text)
            keys.append(key)
        }
        var small = InputKey()
        small.high = 0
        small.low = 0xF
        keys.append(small)
        for key in keys {
            let high = String(key.high, radix: 16), low = String(key.low, radix: 16)
            let plain = String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
            #expect(key.description == plain)
            #expect(InputKey(key.description) == key)
        }
        #expect(small.description == "0000000000000000000000000000000f")
    }

    @Test func theManifestReadsBackWhatItWrote() {
        var manifest = OutputManifest()
        var key = InputKey()
        key.add("tab\there")
        let stamp = FileStamp(size: 3, inode: 4, modified: 5, modifiedNanoseconds: 6, changed: 7, changedNanoseconds: 8)
        let previews = ControlPreviews(name: "K", summary: "a\tb\\c\nd\re", size: Size(width: 0.1, height: 3), specPath: "dir/K.control.yaml",
                                       images: [PreviewImage(state: "s", caption: "c\t", animationDuration: 0.3, fileName: "K-s.svg", svg: "", appearance: .light),
                                                PreviewImage(state: "t", caption: "", animationDuration: nil, fileName: "K-t-dark.svg", svg: "", appearance: .dark)])
        let span = SourceSpan(start: SourceLocation(line: 2, column: 7), end: SourceLocation(line: 12, column: 30))
        let findings = [
            Diagnostic(severity: .warning, message: "contrast\tis 1.2:1", ruleID: "track-contrast", span: span, keyPath: "track.color",
                       notes: [DiagnosticNote("at its own place", at: span), DiagnosticNote("at the finding's")], fixIt: FixIt(replacing: span, with: "a\nb")),
            Diagnostic(severity: .note, message: "", ruleID: "long-animation", span: .fileStart, keyPath: ""),
            Diagnostic(severity: .error, message: "m", ruleID: "r", span: span),
        ]
        let check = CheckSummary(key: key, name: "K", nameSpan: span, kind: "knob", assetNames: ["Dial", "Dial Background"], diagnostics: findings)
        manifest.records["dir/K\n.control.yaml"] = OutputManifest.Record(key: key, files: [("K-s.svg", stamp)], previews: previews, check: check)
        manifest.records["L.control.yaml"] = OutputManifest.Record(key: key, files: [], previews: nil,
                                                                   check: CheckSummary(key: key, name: "L", nameSpan: nil, kind: "button", assetNames: [], diagnostics: []))
        manifest.gallery = (key, stamp)
        let read = OutputManifest(parsing: Array(manifest.text.utf8))
        let record = read.records["dir/K\n.control.yaml"]
        #expect(record?.key == key)
        let files = record?.files
        #expect(files?.map(\.name) == ["K-s.svg"] && files?.first?.stamp == stamp)
        #expect(record?.listing == previews)
        #expect(record?.check == check)
        #expect(read.text == manifest.text, "recorded listings are written back as they were read")
        #expect(read.records["L.control.yaml"]?.check?.nameSpan == nil && read.records["L.control.yaml"]?.check?.name == "L")
        #expect(read.gallery?.key == key && read.gallery?.stamp == stamp)
        #expect(InputKey(key.description) == key && InputKey(String(repeating: "f", count: 32))?.low == .max)
        #expect(InputKey("0g" + String(repeating: "0", count: 30)) == nil && InputKey(String(repeating: "0", count: 31)) == nil)
        #expect(FileStamp(utf8: String(repeating: "0", count: 32).utf8) != nil && FileStamp(utf8: "1 2 3 4 5 6".utf8) == nil)
        #expect(FileStamp(utf8: String(repeating: "0", count: 33).utf8) == nil)
    }

    @Test func aRecordedListingThatDoesNotReadWritesNoGallery() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        let manifestPath = project.workspace.path(project.manifest(of: "out/Previews"))
        var text = try String(contentsOfFile: manifestPath, encoding: .utf8)
        // A listing whose size is not a number: the manifest reads, the listing does not.
        let control = try #require(text.range(of: "\ncontrol\tKnob\t"))
        let lineEnd = try #require(text[control.upperBound...].firstIndex(of: "\n"))
        var fields = text[control.lowerBound..<lineEnd].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[4] = "wide"
        text.replaceSubrange(control.lowerBound..<lineEnd, with: fields.joined(separator: "\t"))
        try project.workspace.write(text, to: project.manifest(of: "out/Previews"))
        // Another spec changes, so the gallery must be made again from every listing.
        let slider = project.workspace.path("specs/RangeSlider.control.yaml")
        try (try String(contentsOfFile: slider, encoding: .utf8)).replacingOccurrences(of: "summary: ", with: "summary: Edited. ").write(toFile: slider, atomically: true, encoding: .utf8)
        let gallery = project.workspace.path("out/Previews/\(GalleryPage.fileName)")
        let before = try Data(contentsOf: URL(fileURLWithPath: gallery))
        let report = Pipeline.compile([project.workspace.path(CompileProject.specs)], configuration: try project.configuration(),
                                      options: CompileOptions(output: project.workspace.path("out")))
        #expect(report.failures.contains { $0.message.contains("recorded for the gallery do not read") }, "\(report.failures)")
        #expect(report.failures.contains { $0.message.hasSuffix("\(GalleryPage.fileName)': the previews of a spec do not read") }, "\(report.failures)")
        #expect(report.exitStatus(failSeverity: .error) == .toolFailure)
        #expect(try Data(contentsOf: URL(fileURLWithPath: gallery)) == before)
        #expect(try Self.compileAndCompare(project).failures.isEmpty, "the next run reads its own manifest")
    }

    /// The specs of the project and one more with a design warning and a note, compiled once.
    static func projectWithFindings() throws -> CompileProject {
        let project = try CompileProject()
        try project.workspace.write(Rule.accessibilityLabel.triggering[0].bytes, to: "specs/Unlabelled.control.yaml")
        return project
    }

    @Test func aRerunReportsTheRecordedFindingsWithoutCheckingUnchangedSpecs() throws {
        let project = try Self.projectWithFindings()
        let first = try Self.compileAndCompare(project)
        #expect(first.findings.contains { $0.diagnostic.ruleID == Rule.accessibilityLabel.id })
        let second = try project.compile(into: "out")
        #expect(second.findings == first.findings)
        // Checked against what the output folders recorded, no spec is checked again.
        let configuration = try project.configuration()
        let read = Pipeline.read([project.workspace.path("specs")], configuration: configuration)
        let recorded = Pipeline.recordedOutputs([project.workspace.path("out"), project.workspace.path("out/Previews")], cache: project.cache)
        let checked = Pipeline.check(read.files, options: configuration.lintOptions,
                                     recorded: RecordedChecks(toolIdentity: configuration.toolIdentity, manifests: recorded.map(\.manifest)))
        #expect(!checked.accepted.isEmpty && checked.accepted.allSatisfy { $0.spec == nil })
        #expect(checked.findings.map(\.diagnostic) == Pipeline.check(read.files, options: configuration.lintOptions).findings.map(\.diagnostic))
    }

    @Test func otherRuleSeveritiesCheckEverySpecAgain() throws {
        let project = try Self.projectWithFindings()
        try Self.compileAndCompare(project)
        try project.workspace.write("rules:\n  accessibility-label: note\n", to: ".controlspec.yml")
        let report = try Self.compileAndCompare(project)
        let finding = try #require(report.findings.first { $0.diagnostic.ruleID == Rule.accessibilityLabel.id })
        #expect(finding.diagnostic.severity == .note)
    }

    @Test func aSpecRecordedCleanThatNoLongerChecksIsNeitherTrustedNorWritten() throws {
        let project = try CompileProject()
        try Self.compileAndCompare(project)
        // A manifest that claims the broken spec's bytes were checked without errors: its files
        // must be rendered, so the spec is checked then, and nothing is written for it.
        let path = project.workspace.path("specs/Knob.control.yaml")
        let broken = Array(try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "kind: knob", with: "kind: knob\nsize: big").utf8)
        try project.workspace.write(broken, to: "specs/Knob.control.yaml")
        let configuration = try project.configuration()
        let manifestPath = project.workspace.path(project.manifest(of: "out"))
        var manifest = OutputManifest(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: manifestPath))))
        let shown = try #require(manifest.records.keys.first { ($0 as NSString).lastPathComponent == "Knob.control.yaml" })
        manifest.records[shown]?.check?.key = CheckSummary.key(of: broken, options: configuration.lintOptions, toolIdentity: configuration.toolIdentity)
        try project.workspace.write(manifest.text, to: project.manifest(of: "out"))
        let before = try Data(contentsOf: URL(fileURLWithPath: project.workspace.path("out/Knob.swift")))
        let report = Pipeline.compile([project.workspace.path(CompileProject.specs)], configuration: configuration,
                                      options: CompileOptions(output: project.workspace.path("out")))
        #expect(report.failures.contains { $0.message.contains("recorded it as checked without errors") }, "\(report.failures)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.workspace.path("out/Knob.swift"))) == before)
        #expect(report.exitStatus(failSeverity: .error) == .toolFailure)
    }
}

extension OutputManifest {
    /// The manifest as the write stage writes it, as text: the gallery's line first, then the
    /// specs in path order.
    var text: String {
        var bytes: [UInt8] = []
        Self.write(records: records.keys.sorted().lazy.map { Self.text(path: $0, record: records[$0]!) }, gallery: gallery) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
