import Foundation
import Testing
@testable import ControlSpec

/// The UIKit and SwiftUI parts of the generated `RangeSlider` type-check against the interface
/// stubs in Swift 6 mode with zero errors and zero warnings, for both access levels.
@Suite("RangeSlider UIKit type-check")
struct RangeSliderUIKitTypeCheckTests {
    @Test("Specs/RangeSlider.control.yaml type-checks against the stubs", arguments: GenerationOptions.AccessLevel.allCases)
    func generatedSliderTypechecks(access: GenerationOptions.AccessLevel) throws {
        let sources = try GeneratedCodeHarness.generatedFromBundledSpecs(access: access).filter { $0.fileName == "RangeSlider.swift" }
        #expect(sources.count == 1)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
