import Foundation
import Testing

/// The plugins' planning, compiled into the tests through the `Shared` link: which files are
/// specs and templates, what each spec's output is called, and the command lines.
@Suite struct PluginPlanningTests {
    /// Files of a target at `/pkg/Sources/Controls`.
    static func files(_ names: [String]) -> [URL] {
        names.map { URL(fileURLWithPath: "/pkg/Sources/Controls/\($0)") }
    }

    @Test func outputsAreNamedAfterTheSpecFile() {
        #expect(GeneratedFileName.of(URL(fileURLWithPath: "/a/Knob.control.yaml")) == "Knob.swift")
        #expect(GeneratedFileName.of(URL(fileURLWithPath: "/a/Level.Slider.control.yml")) == "Level.Slider.swift")
    }

    @Test func twoSpecsWithOneOutputNameAreRefused() {
        let specs = Self.files(["Knob.control.yaml", "Old/Knob.control.yml"])
        #expect(throws: PluginFailure.self) { try GeneratedFileName.assign(specs, sources: []) }
        do {
            _ = try GeneratedFileName.assign(specs, sources: [])
        } catch {
            #expect("\(error)" == "specs /pkg/Sources/Controls/Knob.control.yaml and /pkg/Sources/Controls/Old/Knob.control.yml would both generate 'Knob.swift'; rename one spec file")
        }
    }

    @Test func anOutputNamedLikeASourceFileIsRefused() {
        let specs = Self.files(["Knob.control.yaml"])
        #expect(throws: PluginFailure.self) { try GeneratedFileName.assign(specs, sources: Self.files(["Generated/Knob.swift"])) }
        #expect((try? GeneratedFileName.assign(specs, sources: Self.files(["KnobExtras.swift"])))?.map(\.fileName) == ["Knob.swift"])
    }

    @Test func specsAndTemplatesAreSortedOutOfTheTargetsFiles() throws {
        let workspace = try Workspace()
        let inputs = try SpecInputs(
            files: Self.files(["b.control.yml", "a.control.yaml", "Model.swift", "T/knob.swift.mustache", "notes.yaml"]),
            root: workspace.url)
        #expect(inputs.specs.map(\.lastPathComponent) == ["a.control.yaml", "b.control.yml"])
        #expect(inputs.templateFolder?.path == "/pkg/Sources/Controls/T")
        #expect(inputs.configuration == nil, "no configuration in the root")
        #expect(inputs.sharedInputs.map(\.lastPathComponent) == ["knob.swift.mustache"])
    }

    @Test func theFilesTheConfigurationReadsAreInputsOfEverySpec() throws {
        let workspace = try Workspace()
        try workspace.write("tokens: [Design/theme.json]\n", to: ".controlspec.yml")
        let files = Self.files(["Knob.control.yaml", "Tokens/size.tokens.json", "data.json"])
        let listed = [URL(fileURLWithPath: "/pkg/Design/theme.json"), URL(fileURLWithPath: "/pkg/Design/base.json")]
        var asked: [URL] = []
        let inputs = try SpecInputs(files: files, root: workspace.url) { asked.append($0); return listed }
        #expect(asked == [workspace.url.appendingPathComponent(".controlspec.yml")])
        #expect(inputs.sharedInputs.map(\.path) == [asked[0].path, "/pkg/Design/base.json", "/pkg/Design/theme.json"])
    }

    @Test func withoutTheToolsListTheTargetsTokenFilesStandIn() throws {
        let workspace = try Workspace()
        let files = Self.files(["Knob.control.yaml", "Tokens/size.tokens.json", "Tokens/brand.tokens", "Tokens/theme.resolver.json", "data.json"])
        #expect(try SpecInputs(files: files, root: workspace.url) { _ in [] }.tokenFiles.isEmpty, "no configuration, no tokens")
        try workspace.write("tokens: [Tokens/theme.resolver.json]\n", to: ".controlspec.yml")
        let inputs = try SpecInputs(files: files, root: workspace.url) { _ in nil }
        #expect(inputs.tokenFiles.map(\.lastPathComponent) == ["brand.tokens", "size.tokens.json", "theme.resolver.json"])
    }

    /// The plugin's own run of the built tool: token files outside the target and under any name,
    /// a listed file that is missing, and the files a resolver names.
    @Test func theToolListsTheConfigurationsTokenFiles() throws {
        let workspace = try TokenFixtures.workspace()
        try workspace.write("tokens: [tokens/theme.resolver.json, ../shared/colors.json]\n", to: "App/.controlspec.yml")
        try workspace.write(TokenFixtures.base, to: "shared/colors.json")
        try workspace.write(TokenFixtures.resolver, to: "App/tokens/theme.resolver.json")
        try workspace.write(TokenFixtures.base, to: "App/tokens/base.tokens.json")
        try workspace.write(TokenFixtures.dark, to: "App/tokens/dark.tokens.json")
        var warnings: [String] = []
        let configuration = workspace.url.appendingPathComponent("App/.controlspec.yml")
        let listed = SpecInputs.configurationInputs(tool: try CLIRunner.executable(), configuration: configuration) { warnings.append($0) }
        let root = workspace.url.path
        #expect(listed?.map { $0.path.replacingOccurrences(of: root, with: "") }
            == ["/App/tokens/base.tokens.json", "/App/tokens/dark.tokens.json", "/App/tokens/theme.resolver.json", "/shared/colors.json"])
        #expect(warnings.isEmpty)
        try workspace.write("tokens: 3\n", to: "App/.controlspec.yml")
        #expect(SpecInputs.configurationInputs(tool: try CLIRunner.executable(), configuration: configuration) { warnings.append($0) } == nil)
        #expect(warnings.count == 1)
    }

    @Test func templatesInTwoFoldersAreRefused() throws {
        let workspace = try Workspace()
        #expect(throws: PluginFailure.self) {
            try SpecInputs(files: Self.files(["A/knob.swift.mustache", "B/header.swift.mustache"]), root: workspace.url)
        }
    }

    @Test func theBuildCommandWritesOneFileAndPassesTheConfigurationAndTemplates() throws {
        let workspace = try Workspace()
        try workspace.write("rules: {}\n", to: ".controlspec.yml")
        let inputs = try SpecInputs(files: Self.files(["Knob.control.yaml", "T/header.swift.mustache"]), root: workspace.url)
        #expect(inputs.sharedInputs == [workspace.url.appendingPathComponent(".controlspec.yml")] + Self.files(["T/header.swift.mustache"]))
        let arguments = ControlSpecArguments.buildCompile(
            spec: Self.files(["Knob.control.yaml"])[0], outputFile: URL(fileURLWithPath: "/work/GeneratedSources/Knob.swift"), inputs: inputs)
        #expect(arguments == [
            "compile", "/pkg/Sources/Controls/Knob.control.yaml", "--output-file", "/work/GeneratedSources/Knob.swift", "--kernel", "shared",
            "--absolute-paths", "--config", workspace.path(".controlspec.yml"), "--templates", "/pkg/Sources/Controls/T",
        ] + ControlSpecArguments.withoutPreviews)
    }

    /// The target's controls share one kernel, written by one command from every spec.
    @Test func theKernelCommandReadsEverySpecAndTheConfiguration() throws {
        let workspace = try Workspace()
        try workspace.write("access: public\n", to: ".controlspec.yml")
        let specs = Self.files(["Knob.control.yaml", "Slider.control.yaml"])
        let inputs = try SpecInputs(files: specs, root: workspace.url)
        let arguments = ControlSpecArguments.buildKernel(specs: specs, outputFile: URL(fileURLWithPath: "/work/GeneratedSources/ControlKernel.swift"), inputs: inputs)
        #expect(arguments == [
            "kernel", "/pkg/Sources/Controls/Knob.control.yaml", "/pkg/Sources/Controls/Slider.control.yaml",
            "--output-file", "/work/GeneratedSources/ControlKernel.swift", "--absolute-paths", "--config", workspace.path(".controlspec.yml"),
        ])
    }

    @Test func nothingMayTakeTheKernelsFileName() {
        #expect(throws: PluginFailure.self) { try GeneratedFileName.assign(Self.files(["ControlKernel.control.yaml"]), sources: []) }
        do {
            _ = try GeneratedFileName.assign(Self.files(["Knob.control.yaml"]), sources: Self.files(["ControlKernel.swift"]))
        } catch {
            #expect("\(error)" == "/pkg/Sources/Controls/ControlKernel.swift takes 'ControlKernel.swift', the file of the kernel the target's controls share; rename it")
        }
        #expect(throws: PluginFailure.self) { try GeneratedFileName.assign(Self.files(["Knob.control.yaml"]), sources: Self.files(["ControlKernel.swift"])) }
        #expect((try? GeneratedFileName.assign([], sources: Self.files(["ControlKernel.swift"])))?.isEmpty == true)
    }

    /// A package target with resources has `Bundle.module`, where its images are; other targets
    /// load images from the bundle of the generated type's code, `controlspec`'s default.
    @Test func aTargetWithResourcesLoadsImagesFromItsModuleBundle() throws {
        let workspace = try Workspace()
        let spec = Self.files(["Knob.control.yaml"])
        let output = URL(fileURLWithPath: "/work/GeneratedSources/Knob.swift")
        let withResources = try SpecInputs(files: spec, root: workspace.url, declaresResources: true)
        let without = try SpecInputs(files: spec, root: workspace.url)
        #expect(ControlSpecArguments.buildCompile(spec: spec[0], outputFile: output, inputs: withResources).suffix(3) == ["--image-bundle", "module"] + ControlSpecArguments.withoutPreviews)
        #expect(!ControlSpecArguments.buildCompile(spec: spec[0], outputFile: output, inputs: without).contains("--image-bundle"))
        #expect(ControlSpecArguments.shared(withResources, relativeTo: workspace.url) == ["--image-bundle", "module"])
    }

    @Test func commandPluginsShowPathsRelativeToThePackage() {
        let root = URL(fileURLWithPath: "/pkg")
        #expect(ControlSpecArguments.shown(URL(fileURLWithPath: "/pkg/Sources/Knob.control.yaml"), relativeTo: root) == "Sources/Knob.control.yaml")
        #expect(ControlSpecArguments.shown(URL(fileURLWithPath: "/pkg2/Knob.control.yaml"), relativeTo: root) == "/pkg2/Knob.control.yaml")
        #expect(ControlSpecArguments.shown(URL(fileURLWithPath: "/pkg/Knob.control.yaml"), relativeTo: nil) == "/pkg/Knob.control.yaml")
    }

    /// The source-built plugins find the tool under its executable target's name, the prebuilt
    /// ones under the artifact's name; a context with neither gives its own error.
    @Test func theToolIsFoundUnderTheSourceOrTheArtifactName() throws {
        struct NotFound: Error, Equatable { let name: String }
        func lookup(knowing known: Set<String>) -> (String) throws -> URL {
            { name in
                guard known.contains(name) else { throw NotFound(name: name) }
                return URL(fileURLWithPath: "/tools/\(name)")
            }
        }
        #expect(try ControlSpecArguments.tool(lookup(knowing: ["ControlSpecCLI"])).path == "/tools/ControlSpecCLI")
        #expect(try ControlSpecArguments.tool(lookup(knowing: ["controlspec"])).path == "/tools/controlspec")
        #expect(try ControlSpecArguments.tool(lookup(knowing: ["controlspec", "ControlSpecCLI"])).path == "/tools/ControlSpecCLI")
        #expect(throws: NotFound(name: "controlspec")) { try ControlSpecArguments.tool(lookup(knowing: [])) }
    }
}
