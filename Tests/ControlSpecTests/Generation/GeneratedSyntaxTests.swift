import Foundation
import Testing
@testable import ControlSpec

/// Every generated file parses as Swift, in every `#if` branch, for both access levels.
///
/// `swiftc -parse` runs the toolchain's parser without type-checking, and parses inactive `#if`
/// branches too, so it also checks the UIKit and SwiftUI code that Linux never compiles. The
/// swift-syntax package would give the same verdict but add minutes to every clean build.
@Suite struct GeneratedSyntaxTests {
    @Test(arguments: [GenerationOptions.AccessLevel.internal, .public])
    func generatedFilesParse(access: GenerationOptions.AccessLevel) throws {
        let files = try GeneratedCodeHarness.write(try GeneratedCodeHarness.generatedFromBundledSpecs(access: access))
        let result = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-parse", "-swift-version", "6"] + files.map(\.path))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test func aBrokenFileDoesNotParse() throws {
        let broken = try GeneratedCodeHarness.write([GeneratedSource(fileName: "Broken.swift", text: "#if canImport(UIKit)\nlet = 3\n#endif\n")])
        let result = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-parse", "-swift-version", "6"] + broken.map(\.path))
        #expect(result.status != 0)
    }
}
