import Foundation
import Testing
@testable import ControlSpec

/// Every toggle and button of the corpus (`Specs/`, `Tests/VariantSpecs/`) generated with
/// `--target swiftui`, each file carrying its own kernel, and with a module image bundle,
/// type-checked together against the interface stubs of every platform: no diagnostic at all.
@Suite("Toggle and button SwiftUI views type-check", .serialized)
struct PartsSwiftUITypeCheckTests {
    static let platforms = InterfaceStubs.Platform.allCases.filter { $0 != .foundationOnly }

    @Test(arguments: platforms)
    func typechecks(_ platform: InterfaceStubs.Platform) throws {
        let templates = try #require(TemplateSet.make().set)
        let entries = SpecCorpus.kind("toggle") + SpecCorpus.kind("button")
        let sources = entries.map { entry in
            SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, target: .swiftui), templates: templates)
        }
        let files = try GeneratedCodeHarness.write(sources)
        let result = try InterfaceStubs.typecheck(files, on: platform)
        #expect(result.status == 0 && result.output.isEmpty, "\(platform):\n\(result.output)")
    }

    @Test func typechecksWithTheModuleBundle() throws {
        let templates = try #require(TemplateSet.make().set)
        let entries = SpecCorpus.kind("button").filter { $0.spec.name == "StampButton" || $0.spec.name == "EveryPartButton" }
        #expect(entries.count == 2)
        let sources = entries.map { entry in
            SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: .public, imageBundle: .module, specPath: entry.path, target: .swiftui),
                                    templates: templates)
        }
        let files = try GeneratedCodeHarness.write(sources + [GeneratedSource(fileName: "BundleModule.swift", text: GeneratedCodeTypeCheckTests.moduleBundleAccessor)])
        let result = try InterfaceStubs.typecheck(files, on: .macOS)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
