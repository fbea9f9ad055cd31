import Foundation
import Testing

/// Output folders that cannot be written, as `compile` and `preview` report them.
@Suite struct OutputFolderCommandTests {
    @Test func aReadOnlyOrUncreatableOutputFolderIsAToolFailure() throws {
        guard let wrapper = CLIRunner.unprivilegedWrapper() else { return }
        let workspace = try CompileCommandTests.workspace()
        try workspace.makeDirectory("ReadOnly")
        try workspace.makeDirectory("Locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.path("ReadOnly"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.path("Locked"))
        let readOnly = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "ReadOnly", "--no-previews"], in: workspace, wrapper: wrapper)
        #expect(readOnly.status == 2)
        #expect(readOnly.stderr == "controlspec: error: cannot write into the output folder 'ReadOnly': Permission denied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("ReadOnly")) == [])
        let uncreatable = try CLIRunner.run(["preview", "Specs/Knob.control.yaml", "--output", "Locked/Previews"], in: workspace, wrapper: wrapper)
        #expect(uncreatable.status == 2)
        #expect(uncreatable.stderr == "controlspec: error: cannot create the output folder 'Locked/Previews': Permission denied\n")
    }

    @Test func anUpToDateReadOnlyFolderIsFine() throws {
        guard let wrapper = CLIRunner.unprivilegedWrapper() else { return }
        let workspace = try CompileCommandTests.workspace()
        #expect(try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "Out", "--no-previews"], in: workspace).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.path("Out"))
        let again = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--output", "Out", "--no-previews"], in: workspace, wrapper: wrapper)
        #expect(again.status == 0 && again.stderr == "", "\(again)")
    }

    @Test func aSymbolicLinkPlantedInTheOutputFolderIsReplacedNotFollowed() throws {
        let workspace = try CompileCommandTests.workspace()
        try workspace.write("// someone else's file\n", to: "victim.swift")
        try workspace.makeDirectory("Generated")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Generated/Knob.swift"), withDestinationPath: workspace.path("victim.swift"))
        let result = try CLIRunner.run(["compile", "Specs/Knob.control.yaml", "--no-previews"], in: workspace)
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(try String(contentsOfFile: workspace.path("victim.swift"), encoding: .utf8) == "// someone else's file\n")
        #expect(try String(contentsOfFile: workspace.path("Generated/Knob.swift"), encoding: .utf8) == PackagePaths.text(of: "Tests/Goldens/Generated/Knob.swift"))
        #expect(try FileManager.default.attributesOfItem(atPath: workspace.path("Generated/Knob.swift"))[.type] as? FileAttributeType == .typeRegular)
    }
}
