import Foundation
import Testing
@_spi(Benchmark) @testable import ControlSpec

/// The write stage on real folders: names that would leave the folder, symbolic links, files in
/// the way, leftovers of killed runs, and files controlspec did not write.
@Suite struct WriteStageTests {
    /// A generated Swift file `name` in `folder` with `body` after the header.
    static func file(_ folder: String, _ name: String, _ body: String = "struct A {}\n") -> OutputFile {
        OutputFile(folder: folder, name: name, text: GeneratedSource.headerPrefix + "a.control.yaml. Do not edit.\n" + body, headerPrefix: GeneratedSource.headerPrefix)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test(arguments: ["", ".", "..", "../Escaped.swift", "sub/Knob.swift", "/tmp/Knob.swift", "a\u{0}b.swift",
                      String(repeating: "K", count: 250) + ".swift", ".controlspec-tmp-1-2"])
    func aNameThatIsNotOneFileInTheFolderIsRefusedAndNothingIsWritten(name: String) throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let report = Pipeline.write([Self.file(out, name)])
        #expect(report.written.isEmpty)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.message.hasPrefix("cannot write '") == true, "\(report.failures)")
        #expect(!FileManager.default.fileExists(atPath: out), "not even the folder is created")
        #expect(try Self.entries(workspace.url.path) == [])
    }

    @Test func aFileIsWrittenOnlyWhenItsBytesChange() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        #expect(Pipeline.write([Self.file(out, "A.swift")]).written == [out + "/A.swift"])
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: out + "/A.swift")
        let again = Pipeline.write([Self.file(out, "A.swift")])
        #expect(again.unchanged == [out + "/A.swift"] && again.written.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: out + "/A.swift")[.modificationDate] as? Date == old)
        #expect(Pipeline.write([Self.file(out, "A.swift", "struct B {}\n")]).written == [out + "/A.swift"])
        #expect(try Self.text(out + "/A.swift").hasSuffix("struct B {}\n"))
        #expect(try Self.entries(out) == ["A.swift"], "no temporary file is left")
    }

    @Test func aFileControlspecDidNotWriteIsNeverReplaced() throws {
        let workspace = try Workspace()
        try workspace.write("// mine\n", to: "Out/A.swift")
        let report = Pipeline.write([Self.file(workspace.path("Out"), "A.swift"), Self.file(workspace.path("Out"), "B.swift")])
        #expect(report.failures.map(\.message) == ["refusing to overwrite '\(workspace.path("Out/A.swift"))': it does not start with controlspec's generated header, so it was not written by controlspec"])
        #expect(try Self.text(workspace.path("Out/A.swift")) == "// mine\n")
        #expect(report.written == [workspace.path("Out/B.swift")], "the other files are still written")
    }

    /// A symbolic link at an output name is replaced by the file; its target, inside or outside
    /// the folder, generated-looking or not, is neither read nor written.
    @Test(arguments: ["// mine\n", GeneratedSource.headerPrefix + "x. Do not edit.\n"])
    func aSymbolicLinkInTheFolderIsReplacedAndNeverFollowed(targetText: String) throws {
        let workspace = try Workspace()
        try workspace.write(targetText, to: "victim.swift")
        try workspace.makeDirectory("Out")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Out/A.swift"), withDestinationPath: workspace.path("victim.swift"))
        let report = Pipeline.write([Self.file(workspace.path("Out"), "A.swift")])
        #expect(report.failures.isEmpty && report.written == [workspace.path("Out/A.swift")], "\(report.failures)")
        #expect(try Self.text(workspace.path("victim.swift")) == targetText)
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.path("Out/A.swift"))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try Self.text(workspace.path("Out/A.swift")) == Self.file("", "A.swift").text)
    }

    @Test func anOutputFolderThatIsASymbolicLinkToAFolderIsFollowed() throws {
        let workspace = try Workspace()
        try workspace.makeDirectory("Real")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Out"), withDestinationPath: workspace.path("Real"))
        let report = Pipeline.write([Self.file(workspace.path("Out"), "A.swift")])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(try Self.entries(workspace.path("Real")) == ["A.swift"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Out")) == workspace.path("Real"), "the link stays")
    }

    @Test func anOutputFolderThatCannotBeAFolderIsAClearFailure() throws {
        let workspace = try Workspace()
        try workspace.write("x\n", to: "File")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Dangling"), withDestinationPath: workspace.path("Nowhere"))
        let report = Pipeline.write([Self.file(workspace.path("File"), "A.swift"), Self.file(workspace.path("File/Sub"), "A.swift"), Self.file(workspace.path("Dangling"), "A.swift")])
        #expect(report.failures.map(\.message) == [
            "cannot create the output folder '\(workspace.path("File"))': a file that is not a folder is in the way",
            "cannot create the output folder '\(workspace.path("File/Sub"))': a file that is not a folder is in the way",
            "cannot create the output folder '\(workspace.path("Dangling"))': it is a symbolic link that leads to no folder",
        ])
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Nowhere")))
    }

    @Test func aMissingFolderIsCreatedWithTheFoldersAboveIt() throws {
        let workspace = try Workspace()
        let report = Pipeline.write([Self.file(workspace.path("a/b/c"), "A.swift")])
        #expect(report.failures.isEmpty && report.written == [workspace.path("a/b/c/A.swift")])
    }

    @Test func aFolderOrASpecialFileAtTheNameIsAFailure() throws {
        let workspace = try Workspace()
        try workspace.makeDirectory("Out/A.swift")
        #expect(mkfifo(workspace.path("Out/B.swift"), 0o644) == 0)
        let report = Pipeline.write([Self.file(workspace.path("Out"), "A.swift"), Self.file(workspace.path("Out"), "B.swift")])
        #expect(report.failures.map(\.message) == [
            "cannot write '\(workspace.path("Out/A.swift"))': it is a folder",
            "cannot write '\(workspace.path("Out/B.swift"))': it is not a regular file",
        ])
    }

    @Test func temporaryFilesAKilledRunLeftAreRemovedAndOthersKept() throws {
        let workspace = try Workspace()
        try workspace.write("half", to: "Out/.controlspec-tmp-123-abc")
        try workspace.write("x", to: "Out/.hidden")
        try workspace.write("x", to: "Out/notes.txt")
        #expect(Pipeline.write([Self.file(workspace.path("Out"), "A.swift")]).failures.isEmpty)
        #expect(try Self.entries(workspace.path("Out")) == [".hidden", "A.swift", "notes.txt"])
    }

    /// A new file is written under a temporary name and renamed to its name once complete; should
    /// a file appear at the name meanwhile (another program, or a run without the lock), the new
    /// file still replaces it whole, and nothing else is left.
    @Test func aFileThatAppearsAtTheNameWhileANewFileIsWrittenIsReplaced() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out"), path = out + "/index.html"
        let header = GeneratedSource.headerPrefix + "a. Do not edit.\n"
        let report = OutputSession().write("index.html", in: out, headerPrefix: GeneratedSource.headerPrefix) { write in
            func piece(_ text: String) { Array(text.utf8).withUnsafeBufferPointer(write) }
            piece(header)
            // The name was looked at before the first piece: nothing was there.
            _ = FileManager.default.createFile(atPath: path, contents: Data((header + "the other\n").utf8))
            piece("body\n")
            return nil
        }.report
        #expect(report.written == [path], "\(report.failures)")
        #expect(try Self.text(path) == header + "body\n")
        #expect(try Self.entries(out) == ["index.html"], "no temporary file is left")
    }

    #if os(Linux)
    /// A folder is looked through when it is locked: a killed run's temporary files are removed,
    /// and a folder that held nothing else can be staged (`heldNothing`).
    @Test func aFolderIsSurveyedWhenItIsLocked() throws {
        let workspace = try Workspace()
        try workspace.write("half", to: "Empty/.controlspec-tmp-123-abc")
        try workspace.makeDirectory("WithFolder/Previews")
        for file in ["notes.txt", ".hidden"] { try workspace.write("x", to: "Full\(file)/" + file) }
        let surveyed = { (folder: String) in
            let writer = try OutputFolderWriter.lockedFolder(workspace.path(folder)).get()
            writer.survey()
            return writer.heldNothing
        }
        #expect(try surveyed("Empty") && surveyed("New"))
        #expect(try Self.entries(workspace.path("Empty")) == [], "the leftover is removed")
        #expect(try !surveyed("WithFolder") && !surveyed("Fullnotes.txt") && !surveyed("Full.hidden"))
    }

    /// In a folder that held no file when it was locked, a file that appears at a name before the
    /// run writes it is still refused, kept or replaced as any file found there.
    @Test func aFileThatAppearsInAFolderThatHeldNoFileIsTreatedAsAnyOther() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let session = OutputSession()
        #expect(session.stamp(of: "A.swift", in: out) == nil, "the folder is made, locked and surveyed empty")
        let same = Self.file(out, "Same.swift"), other = Self.file(out, "Other.swift", "struct B {}\n")
        try workspace.write(same.text, to: "Out/Same.swift")
        try workspace.write(Self.file(out, "Other.swift").text, to: "Out/Other.swift")
        try workspace.write("// mine\n", to: "Out/Mine.swift")
        try workspace.write("// target\n", to: "target.txt")
        #expect(symlink(workspace.path("target.txt"), out + "/Link.swift") == 0)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: out + "/Same.swift")
        let sameStamp = try #require(session.stamp(of: "Same.swift", in: out))
        let written = session.writeStamped([same, other, Self.file(out, "Mine.swift"), Self.file(out, "Link.swift"), Self.file(out, "New.swift")])
        #expect(written.report.unchanged == [out + "/Same.swift"])
        #expect(written.report.written == [out + "/Other.swift", out + "/Link.swift", out + "/New.swift"])
        #expect(written.report.failures.map(\.message) == ["refusing to overwrite '\(out)/Mine.swift': it does not start with controlspec's generated header, so it was not written by controlspec"])
        #expect(written.stamps[0] == sameStamp)
        #expect(try FileManager.default.attributesOfItem(atPath: out + "/Same.swift")[.modificationDate] as? Date == old)
        #expect(try Self.text(out + "/Other.swift") == other.text)
        #expect(try Self.text(out + "/Mine.swift") == "// mine\n")
        #expect(try Self.text(workspace.path("target.txt")) == "// target\n", "the link is replaced, not followed")
        #expect(try FileManager.default.attributesOfItem(atPath: out + "/Link.swift")[.type] as? FileAttributeType == .typeRegular)
        let header = GeneratedSource.headerPrefix + "a. Do not edit.\n"
        let body = (0..<3).map { String(repeating: Character(UnicodeScalar(0x61 + $0)!), count: 70_000) }
        try workspace.write(header + body.joined(), to: "Out/index.html")
        let pieces = { (body: [String]) in
            session.write("index.html", in: out, headerPrefix: GeneratedSource.headerPrefix) { write in
                for text in [header] + body { Array(text.utf8).withUnsafeBufferPointer(write) }
                return nil
            }.report
        }
        #expect(pieces(body).unchanged == [out + "/index.html"], "read back past its first 64 KB")
        #expect(pieces(body.reversed()).written == [out + "/index.html"])
        #expect(try Self.text(out + "/index.html") == header + body.reversed().joined())
        #expect(try Self.entries(out) == ["Link.swift", "Mine.swift", "New.swift", "Other.swift", "Same.swift", "index.html"], "no temporary file is left")
    }

    #endif

    /// The stamp the manifest records for each file is the file's as it is on disk right after it
    /// was written or found unchanged, read from the writer's descriptor where it holds one:
    /// whichever way the file was written (created, renamed over an old one, or left).
    @Test func eachFileWrittenOrFoundUnchangedIsStampedAsItIsOnDisk() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out")
        let session = OutputSession()
        func onDisk(_ name: String) -> FileStamp? { session.stamp(of: name, in: out) }
        let new = session.writeStamped([Self.file(out, "A.swift"), Self.file(out, "B.swift")])
        #expect(new.report.written.count == 2)
        #expect(new.stamps == [onDisk("A.swift"), onDisk("B.swift")] && !new.stamps.contains(nil))
        let same = session.writeStamped([Self.file(out, "A.swift")])
        #expect(same.report.unchanged.count == 1)
        #expect(same.stamps == new.stamps.prefix(1).map { $0 }, "an unchanged file keeps its stamp")
        let changed = session.writeStamped([Self.file(out, "A.swift", "struct C {}\n")])
        #expect(changed.report.written.count == 1)
        #expect(changed.stamps == [onDisk("A.swift")] && changed.stamps[0] != new.stamps[0],
                "a replaced file is a new file, renamed over the old one")
        try workspace.write("// mine\n", to: "Out/D.swift")
        let refused = session.writeStamped([Self.file(out, "D.swift"), Self.file(out, "B.swift")])
        #expect(refused.stamps == [nil, new.stamps[1]], "a file not written has no stamp")
    }

    @Test func foldersAreWrittenInTheOrderTheyFirstAppear() throws {
        let workspace = try Workspace()
        let a = workspace.path("A"), b = workspace.path("B")
        let report = Pipeline.write([Self.file(a, "1.swift"), Self.file(b, "2.swift"), Self.file(a, "3.swift")])
        #expect(report.written == [a + "/1.swift", a + "/3.swift", b + "/2.swift"])
    }

    /// Writes `pieces` as the file `name` of `folder` the way the gallery and the manifest are
    /// written: piece by piece, never held whole.
    static func writeInPieces(_ pieces: [String], as name: String, in folder: String, givingUpWith reason: String? = nil) -> WriteReport {
        OutputSession().write(name, in: folder, headerPrefix: GeneratedSource.headerPrefix) { write in
            for text in pieces { Array(text.utf8).withUnsafeBufferPointer(write) }
            return reason.map { FileSystemError(reason: $0) }
        }.report
    }

    /// A file written in pieces is compared with the existing one as the pieces come: left
    /// untouched (its date kept) when it holds exactly them, replaced when any piece differs,
    /// when it is longer or shorter, and never replaced when controlspec did not write it.
    @Test func aFileWrittenInPiecesIsWrittenOnlyWhenItsBytesChange() throws {
        let workspace = try Workspace()
        let out = workspace.path("Out"), path = out + "/index.html"
        let header = GeneratedSource.headerPrefix + "a. Do not edit.\n"
        let body = (0..<3).map { String(repeating: Character(UnicodeScalar(0x61 + $0)!), count: 70_000) }
        #expect(Self.writeInPieces([header] + body, as: "index.html", in: out).written == [path])
        #expect(try Self.text(path) == header + body.joined())
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        let again = Self.writeInPieces([header + body[0].prefix(10), String(body[0].dropFirst(10)) + body[1], body[2]], as: "index.html", in: out)
        #expect(again.unchanged == [path] && again.written.isEmpty, "the same bytes in other pieces")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == old)
        for changed in [[header, body[0], "x" + body[1].dropFirst(), body[2]], [header] + body + ["more"], [header, body[0], body[1]], [header] + body] {
            #expect(Self.writeInPieces(changed, as: "index.html", in: out).written == [path])
            #expect(try Self.text(path) == changed.joined())
        }
        #expect(try Self.entries(out) == ["index.html"], "no temporary file is left")
        try workspace.write("<!-- mine -->\n", to: "Out/mine.html")
        let refused = Self.writeInPieces([header, "x"], as: "mine.html", in: out)
        #expect(refused.failures.map(\.message) == ["refusing to overwrite '\(out)/mine.html': it does not start with controlspec's generated header, so it was not written by controlspec"])
        #expect(try Self.text(out + "/mine.html") == "<!-- mine -->\n")
        #expect(try Self.entries(out) == ["index.html", "mine.html"], "no temporary file is left")
    }

    /// A file written in pieces whose maker gives up after handing some over is not written: the
    /// file at its name stays as it was (or absent, in a new folder and in one with other files),
    /// no temporary file is left, and the failure gives the maker's reason.
    @Test func aFileWhoseMakerGivesUpIsNotWritten() throws {
        let workspace = try Workspace()
        let header = GeneratedSource.headerPrefix + "a. Do not edit.\n"
        for folder in ["New", "Other", "Existing"] {
            let out = workspace.path(folder)
            if folder == "Other" { try workspace.write("x", to: "Other/notes.txt") }
            if folder == "Existing" {
                #expect(Self.writeInPieces([header, "old"], as: "index.html", in: out).written == [out + "/index.html"])
            }
            let before = folder == "New" ? [] : try Self.entries(out)
            let report = Self.writeInPieces([header, String(repeating: "new ", count: 30_000)], as: "index.html", in: out, givingUpWith: "the previews of a spec do not read")
            #expect(report.written.isEmpty && report.unchanged.isEmpty, "\(folder)")
            #expect(report.failures.map(\.message) == ["cannot write '\(out)/index.html': the previews of a spec do not read"], "\(folder)")
            #expect(try Self.entries(out) == before, "\(folder): nothing new, no temporary file")
            if folder == "Existing" { #expect(try Self.text(out + "/index.html") == header + "old") }
        }
    }
}
