import Foundation
import Testing
@testable import ControlSpec

/// The UIKit and SwiftUI parts of every generated knob of the corpus (`Specs/` and
/// `Tests/VariantSpecs/knob/`) type-check against the interface stubs in Swift 6 mode with no
/// error and no warning, all in one module.
@Suite struct KnobUIKitTypeCheckTests {
    @Test(arguments: [GenerationOptions.AccessLevel.internal, .public])
    func generatedKnobsTypeCheckAgainstUIKit(access: GenerationOptions.AccessLevel) throws {
        let templates = try #require(TemplateSet.make().set)
        let sources = SpecCorpus.kind("knob").map { entry in
            SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: access, specPath: entry.path), templates: templates)
        }
        #expect(sources.count >= 7)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
