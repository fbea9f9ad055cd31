import Foundation
import Testing
@testable import ControlSpec

/// The UIKit and SwiftUI parts generated for the button specs type-check against the interface
/// stubs in Swift 6 mode with zero errors and zero warnings.
@Suite("Button UIKit type-check")
struct ButtonUIKitTypeCheckTests {
    @Test("FastCartButton.swift type-checks against the UIKit stubs", arguments: GenerationOptions.AccessLevel.allCases)
    func fastCartButtonTypechecks(access: GenerationOptions.AccessLevel) throws {
        let sources = try GeneratedCodeHarness.generatedFromBundledSpecs(access: access).filter { $0.fileName == "FastCartButton.swift" }
        #expect(sources.count == 1)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
