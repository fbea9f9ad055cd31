import Foundation
import Testing
@testable import ControlSpec

/// Every generated file claims to compile wherever Foundation exists. The files generated from
/// `Specs/`, `Tests/VariantSpecs/` and the consumer package fixture type-check together, one
/// `swiftc -typecheck` per access level and platform configuration (Swift 6 mode, warnings as
/// errors): Foundation only (Linux), iOS (UIKit and SwiftUI stubs) and macOS (a SwiftUI stub
/// without UIKit); and once more on iOS with images loaded from `Bundle.module`. A failure names
/// the files the compiler complained about.
@Suite("Generated code type-checks in every platform configuration")
struct GeneratedCodeTypeCheckTests {
    /// The consumer package fixture's specs, besides the corpus.
    static let fixtureFolder = "Tests/Fixtures/ConsumerPackage/Sources/Controls"

    /// The lint options of the fixture package's own configuration, its design tokens among them,
    /// as its build plugin checks the specs with; every default when it cannot be loaded.
    static let fixtureOptions: LintOptions = {
        let package = PackagePaths.root.appendingPathComponent(fixtureFolder).deletingLastPathComponent().deletingLastPathComponent()
        guard case .loaded(let configuration) = RunConfiguration.load(explicitPath: nil, workingDirectory: package.path) else { return LintOptions() }
        return configuration.lintOptions
    }()

    /// The fixture's specs, relative to the package root, in name order.
    static let fixturePaths: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent(fixtureFolder).path)) ?? [])
        .filter { $0.hasSuffix(".control.yaml") }
        .sorted()
        .map { "\(fixtureFolder)/\($0)" }

    /// One batch: every file generated with one access level and image bundle, type-checked on one
    /// platform.
    struct Batch: Sendable, CustomTestStringConvertible {
        /// The access level the code is generated with.
        var access: GenerationOptions.AccessLevel
        /// Where the generated controls load their images from.
        var imageBundle: GenerationOptions.ImageBundle
        /// The platform configuration.
        var platform: InterfaceStubs.Platform
        /// Where the kernel is: the output folder's shared file, or each control's own file.
        var kernel: GenerationOptions.KernelPlacement = .shared
        /// Which code the files hold.
        var target: GenerationOptions.Target = .both
        /// Whether each control is one file (`--output-file`) rather than the folder's two
        /// (`<Name>.swift`, `<Name>View.swift`); with the shared kernel, always two.
        var singleFiles = true

        /// `public, images from type, iOS (UIKit, SwiftUI), kernel shared, target both`.
        var testDescription: String {
            "\(access), images from \(imageBundle), \(platform), kernel \(kernel)\(kernel == .embedded && !singleFiles ? " in folder files" : ""), target \(target)"
        }
    }

    /// The default target (`both`: the UIKit control where UIKit has controls, the native SwiftUI
    /// view everywhere) in every configuration, as an output folder writes it (one shared kernel),
    /// and public on the two platforms whose code differs most (iOS with the control, macOS
    /// without); `Bundle.module` images where UIKit compiles; each file standing alone with its own
    /// kernel (`--output-file`), all of them in one module, so that no two clash, and the same
    /// kernels in a folder's two files a control (`--kernel embedded --output`); the UIKit target
    /// with its wrapper wherever UIKit has controls (iOS, tvOS, visionOS); and the SwiftUI target, with no UIKit at all, on iOS and watchOS
    /// (where `canImport(UIKit)` holds without `UIControl`).
    static let batches: [Batch] = InterfaceStubs.Platform.allCases.map { Batch(access: .internal, imageBundle: .type, platform: $0) }
        + [.iOS, .macOS].map { Batch(access: .public, imageBundle: .type, platform: $0) }
        + [Batch(access: .internal, imageBundle: .module, platform: .iOS)]
        + GenerationOptions.AccessLevel.allCases.map { Batch(access: $0, imageBundle: .type, platform: .iOS, kernel: .embedded) }
        + [Batch(access: .internal, imageBundle: .type, platform: .iOS, kernel: .embedded, singleFiles: false)]
        + InterfaceStubs.Platform.withUIKitControls.map { Batch(access: .internal, imageBundle: .type, platform: $0, target: .uikit) }
        + [.iOS, .watchOS].map { Batch(access: .internal, imageBundle: .type, platform: $0, target: .swiftui) }

    /// The specs of a batch: the corpus, then each fixture spec whose type the corpus does not
    /// declare (`fixtureSpecsAddNothingTheCorpusHas` checks that the others add nothing).
    static func specs() throws -> [(path: String, spec: ControlSpecification)] {
        let corpus = SpecCorpus.all.map { ($0.path, $0.spec) }
        let names = Set(corpus.map(\.1.name))
        let fixtures = try fixturePaths.map { path in
            (path, try #require(Linter.lint(try PackagePaths.bytes(path), options: fixtureOptions).spec, "\(path) lints without errors"))
        }
        return corpus + fixtures.filter { !names.contains($0.1.name) }
    }

    /// A file that uses every control the target makes: the UIKit controls where UIKit has
    /// controls (iOS, tvOS, visionOS), with their
    /// wrappers for the UIKit target, and the native views wherever SwiftUI is, so that a
    /// configuration fails when a guard leaves one out. `nil` where there is nothing to use.
    static func probe(typeNames: [String], uikitTypeNames: [String]? = nil, target: GenerationOptions.Target, platform: InterfaceStubs.Platform) -> String? {
        let list = { (suffix: String) in typeNames.map { $0 + suffix }.joined(separator: ", ") }
        let uikitList = { (suffix: String) in (uikitTypeNames ?? typeNames).map { $0 + suffix }.joined(separator: ", ") }
        var imports: [String] = [], uses: [String] = []
        if target.generatesUIKit && InterfaceStubs.Platform.withUIKitControls.contains(platform) {
            imports.append("import UIKit")
            uses.append("let controls: [UIControl] = [\(uikitList("(frame: .zero)"))]; _ = controls")
        }
        if platform != .foundationOnly {
            imports.append("import SwiftUI")
            if target == .uikit {
                if InterfaceStubs.Platform.withUIKitControls.contains(platform) {
                    uses.append("let wrappers: [any UIViewRepresentable.Type] = [\(uikitList("View.self"))]; _ = wrappers")
                }
            } else {
                uses.append("let views: [any View.Type] = [\(list("View.self"))]; _ = views")
            }
        }
        guard !uses.isEmpty else { return nil }
        return imports.joined(separator: "\n") + "\n\n@MainActor func probe() {\n" + uses.map { "    \($0)\n" }.joined() + "}\n"
    }

    /// What SwiftPM generates for a target with resources, `Bundle.module` (a bundle accessor),
    /// standing in for it.
    static let moduleBundleAccessor = """
        import Foundation

        extension Bundle {
            static var module: Bundle { Bundle.main }
        }

        """

    /// The files `swiftc` reported a diagnostic in, named by their spec: the generated files of
    /// the spec at `specPaths[Name]` (as `SwiftGenerator.fileName` names them), or the file's own name.
    static func filesWithDiagnostics(in output: String, specPaths: [String: String]) -> [String] {
        var specOfFile: [String: String] = [:]
        for (name, spec) in specPaths {
            for contents in [GenerationOptions.FileContents.control, .view] {
                specOfFile[SwiftGenerator.fileName(of: name, contents: contents)] = spec
            }
        }
        var files: Set<String> = []
        for line in output.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^(\S+\.swift):\d+:\d+: (error|warning)/) else { continue }
            let file = URL(fileURLWithPath: String(match.1)).lastPathComponent
            files.insert(specOfFile[file] ?? file)
        }
        return files.sorted()
    }

    @Test("The spec folders hold the specs this suite checks")
    func specsAreFound() throws {
        let paths = try Self.specs().map(\.path)
        for folder in ["Specs", "Tests/VariantSpecs", Self.fixtureFolder] {
            #expect(paths.contains { $0.hasPrefix(folder + "/") }, "no spec found in \(folder)")
        }
        #expect(paths.contains("Tests/VariantSpecs/button/EveryPartButton.control.yaml"))
    }

    /// The batches compile every file in one module, so no two specs of the corpus may declare one
    /// type name.
    @Test("Type names are unique across the corpus")
    func typeNamesAreUnique() {
        let names = SpecCorpus.all.map(\.spec.name)
        let repeated = Dictionary(grouping: names, by: \.self).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "declared more than once: \(repeated)")
    }

    /// A fixture spec declaring a type the corpus declares is left out of the batches: it must
    /// generate the very code the corpus spec does (but for the header naming the spec).
    @Test("A fixture spec sharing a corpus type name generates the corpus spec's code")
    func fixtureSpecsAddNothingTheCorpusHas() throws {
        let templates = try #require(TemplateSet.make().set)
        for path in Self.fixturePaths {
            let spec = try #require(Linter.lint(try PackagePaths.bytes(path), options: Self.fixtureOptions).spec)
            guard let twin = SpecCorpus.all.first(where: { $0.spec.name == spec.name }) else { continue }
            func body(_ spec: ControlSpecification) -> Substring {
                SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "spec"), templates: templates).text.drop { $0 != "\n" }
            }
            #expect(body(spec) == body(twin.spec), "\(path) and \(twin.path) both declare \(spec.name) but generate different code")
        }
    }

    @Test("Failures are reported by spec")
    func failuresNameTheirSpecs() {
        let output = """
            /tmp/x/Knob.swift:12:5: error: cannot find 'x' in scope
               12 |     x
            /tmp/x/Probe.swift:3:1: warning: unused
            /tmp/x/Knob.swift:40:1: error: another
            /tmp/x/DialView.swift:8:2: error: in the view file
            """
        let specPaths = ["Knob": "Specs/Knob.control.yaml", "Dial": "Specs/Dial.control.yaml"]
        #expect(Self.filesWithDiagnostics(in: output, specPaths: specPaths) == ["Probe.swift", "Specs/Dial.control.yaml", "Specs/Knob.control.yaml"])
    }

    @Test("The generated files type-check together", arguments: batches)
    func typechecks(_ batch: Batch) throws {
        let templates = try #require(TemplateSet.make().set)
        let specs = try Self.specs()
        let sources = switch batch.kernel {
        case .shared:
            try GeneratedCodeHarness.folder(of: specs, access: batch.access, imageBundle: batch.imageBundle, target: batch.target, templates: templates)
        case .embedded:
            specs.flatMap { path, spec in
                let options = GenerationOptions(access: batch.access, imageBundle: batch.imageBundle, specPath: path, target: batch.target)
                return batch.singleFiles ? [SwiftGenerator.generate(spec, options: options, templates: templates)]
                    : SwiftGenerator.files(of: spec, options: options, templates: templates)
            }
        }
        var extra: [GeneratedSource] = []
        // Every spec's UIKit control compiles wherever UIKit has controls, tvOS included.
        let uikitTypeNames = InterfaceStubs.Platform.withUIKitControls.contains(batch.platform) ? specs.map(\.spec.name) : []
        if let probe = Self.probe(typeNames: specs.map(\.spec.name), uikitTypeNames: uikitTypeNames, target: batch.target, platform: batch.platform) {
            extra.append(GeneratedSource(fileName: "Probe.swift", text: probe))
        }
        if batch.imageBundle == .module {
            extra.append(GeneratedSource(fileName: "BundleModule.swift", text: Self.moduleBundleAccessor))
        }
        let files = try GeneratedCodeHarness.write(sources + extra)
        let result = try InterfaceStubs.typecheck(files, on: batch.platform)
        let specPaths = Dictionary(uniqueKeysWithValues: specs.map { ($0.spec.name, $0.path) })
        let failed = Self.filesWithDiagnostics(in: result.output, specPaths: specPaths)
        #expect(result.status == 0 && result.output.isEmpty, "diagnostics in \(failed):\n\(result.output)")
    }
}
