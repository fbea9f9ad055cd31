import Foundation
import Testing
@testable import ControlSpec

/// Every generated file claims to compile wherever Foundation exists. Each file generated from
/// `Specs/`, `Tests/VariantSpecs/` and the consumer package fixture, with either access level,
/// type-checks in Swift 6 mode with warnings as errors in each platform configuration:
/// Foundation only (Linux), iOS (UIKit and SwiftUI stubs) and macOS (a SwiftUI stub without UIKit).
@Suite("Generated code type-checks in every platform configuration")
struct GeneratedCodeTypeCheckTests {
    /// The consumer package fixture's specs, besides the corpus.
    static let fixtureFolder = "Tests/Fixtures/ConsumerPackage/Sources/Controls"

    /// Every spec of the corpus (`Specs/`, `Tests/VariantSpecs/`) and of the fixture, relative to
    /// the package root, in a stable order.
    static let specPaths: [String] = SpecCorpus.all.map(\.path) + ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent(fixtureFolder).path)) ?? [])
        .filter { $0.hasSuffix(".control.yaml") }
        .sorted()
        .map { "\(fixtureFolder)/\($0)" }

    /// One file, access level and platform configuration.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The spec's path.
        var specPath: String
        /// The access level the code is generated with.
        var access: GenerationOptions.AccessLevel
        /// The platform configuration.
        var platform: InterfaceStubs.Platform

        /// `Specs/Knob.control.yaml, public, iOS (UIKit, SwiftUI)`.
        var testDescription: String { "\(specPath), \(access), \(platform)" }
    }

    /// Every spec with both access levels in every configuration.
    static let cases: [Case] = specPaths.flatMap { path in
        GenerationOptions.AccessLevel.allCases.flatMap { access in
            InterfaceStubs.Platform.allCases.map { Case(specPath: path, access: access, platform: $0) }
        }
    }

    /// A file that uses the control and its SwiftUI wrapper, so that the iOS configuration fails
    /// when a guard leaves either out.
    static func iOSProbe(typeName: String) -> String {
        """
        import UIKit
        import SwiftUI

        @MainActor func probe() {
            let control: UIControl = \(typeName)(frame: .zero)
            let wrapper: any UIViewRepresentable.Type = \(typeName)View.self
            _ = (control, wrapper)
        }
        """
    }

    @Test("The spec folders hold the specs this suite checks")
    func specsAreFound() {
        for folder in ["Specs", "Tests/VariantSpecs", Self.fixtureFolder] {
            #expect(Self.specPaths.contains { $0.hasPrefix(folder + "/") }, "no spec found in \(folder)")
        }
        #expect(Self.specPaths.contains("Tests/VariantSpecs/button/EveryPartButton.control.yaml"))
    }

    @Test("A generated file type-checks", arguments: cases)
    func typechecks(_ check: Case) throws {
        let source = try GeneratedCodeHarness.generated(fromSpecAt: check.specPath, access: check.access)
        var files = try GeneratedCodeHarness.write([source])
        if check.platform == .iOS {
            let typeName = String(source.fileName.dropLast(".swift".count))
            let probe = files[0].deletingLastPathComponent().appendingPathComponent("Probe.swift")
            try Data(Self.iOSProbe(typeName: typeName).utf8).write(to: probe)
            files.append(probe)
        }
        let result = try InterfaceStubs.typecheck(files, on: check.platform)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
