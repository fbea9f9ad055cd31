import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI views of every slider and range slider of `Specs/` and
/// `Tests/VariantSpecs/`, generated for the SwiftUI target as one output folder (their shared
/// kernel included) with a probe that makes each view through each of its initialisers,
/// type-check on every Apple platform's stubs in Swift 6 mode with warnings as errors.
@Suite struct NativeSliderViewTypeCheckTests {
    /// The specs: every slider and range slider of the corpus.
    static let entries = SpecCorpus.kind(SliderSpec.kindName) + SpecCorpus.kind(RangeSliderSpec.kindName)

    /// A view that makes every view of `entries` with each initialiser it has, bound to state.
    static func probe() throws -> String {
        var views: [String] = []
        for entry in entries {
            let name = entry.spec.name
            if let slider = entry.spec.body as? SliderSpec {
                views.append("\(name)View(values: $values)")
                if slider.value.values.count == 1 { views.append("\(name)View(value: $value, onEditingChanged: { _ in })") }
            } else {
                views.append("\(name)View(values: $range)")
                views.append("\(name)View(lowerValue: $lower, upperValue: $upper, onEditingChanged: { _ in })")
            }
        }
        return """
            import SwiftUI

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
            struct SliderProbe: View {
                @State private var values: [Double] = [0]
                @State private var value = 0.0
                @State private var range = 0.0...1.0
                @State private var lower = 0.0
                @State private var upper = 1.0

                var body: some View {
                    ZStack {
            \(views.map { "            " + $0 }.joined(separator: "\n"))
                    }
                }
            }

            """
    }

    @Test("The sliders' native views type-check", arguments: InterfaceStubs.Platform.allCases.filter { $0 != .foundationOnly })
    func typechecks(platform: InterfaceStubs.Platform) throws {
        let templates = try #require(TemplateSet.make().set)
        let sources = try GeneratedCodeHarness.folder(of: Self.entries.map { ($0.path, $0.spec) }, target: .swiftui, templates: templates)
        #expect(sources.allSatisfy { !$0.text.contains("import UIKit") })
        let files = try GeneratedCodeHarness.write(sources + [GeneratedSource(fileName: "SliderProbe.swift", text: try Self.probe())])
        let result = try InterfaceStubs.typecheck(files, on: platform)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test("Without SwiftUI the files keep their portable part")
    func foundationOnly() throws {
        let templates = try #require(TemplateSet.make().set)
        let sources = try GeneratedCodeHarness.folder(of: Self.entries.map { ($0.path, $0.spec) }, target: .swiftui, templates: templates)
        let result = try InterfaceStubs.typecheck(try GeneratedCodeHarness.write(sources), on: .foundationOnly)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}
