import Foundation
import Testing
@testable import ControlSpec

/// The UIKit and SwiftUI parts of the generated knobs type-check against the interface stubs in
/// Swift 6 mode with no error and no warning.
@Suite struct KnobUIKitTypeCheckTests {
    @Test(arguments: [GenerationOptions.AccessLevel.internal, .public])
    func generatedKnobsTypeCheckAgainstUIKit(access: GenerationOptions.AccessLevel) throws {
        let sources = try GeneratedCodeHarness.generatedFromBundledSpecs(access: access).filter { ["Knob.swift", "RotaryKnob.swift"].contains($0.fileName) }
        #expect(sources.count == 2)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
