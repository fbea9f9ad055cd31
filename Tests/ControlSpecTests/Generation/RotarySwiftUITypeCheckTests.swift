import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI views of every knob and circular slider of `Specs/` and
/// `Tests/VariantSpecs/`, generated with `--target swiftui`, type-check on every platform's stubs
/// (Swift 6 mode, warnings as errors), with the images of image knobs loaded from the code's bundle
/// or from `Bundle.module`.
@Suite struct RotarySwiftUITypeCheckTests {
    /// The specs of the two kinds.
    static let specs: [(path: String, spec: ControlSpecification)] = (SpecCorpus.kind("knob") + SpecCorpus.kind(CircularSliderSpec.kindName))
        .map { ($0.path, $0.spec) }

    /// A platform and where images load from.
    struct Batch: Sendable, CustomTestStringConvertible {
        /// The platform configuration.
        var platform: InterfaceStubs.Platform
        /// Where the image knobs load their images from.
        var imageBundle: GenerationOptions.ImageBundle

        /// `watchOS, images from module`.
        var testDescription: String { "\(platform), images from \(imageBundle)" }
    }

    /// Every platform with images from the code's bundle, and iOS and macOS from `Bundle.module`.
    static let batches = InterfaceStubs.Platform.allCases.map { Batch(platform: $0, imageBundle: .type) }
        + [.iOS, .macOS].map { Batch(platform: $0, imageBundle: .module) }

    @Test("The knob and circular slider views type-check with --target swiftui", arguments: batches)
    func typechecks(_ batch: Batch) throws {
        #expect(Self.specs.count >= 18)
        let templates = try #require(TemplateSet.make().set)
        var sources = try GeneratedCodeHarness.folder(of: Self.specs, imageBundle: batch.imageBundle, target: .swiftui, templates: templates)
        if batch.platform != .foundationOnly {
            let views = Self.specs.map { "\($0.spec.name)View.self" }.joined(separator: ", ")
            sources.append(GeneratedSource(fileName: "Probe.swift", text: "import SwiftUI\n\n@MainActor func probe() {\n"
                                           + "    let views: [any View.Type] = [\(views)]; _ = views\n}\n"))
        }
        if batch.imageBundle == .module {
            sources.append(GeneratedSource(fileName: "BundleModule.swift", text: GeneratedCodeTypeCheckTests.moduleBundleAccessor))
        }
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources), on: batch.platform)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
