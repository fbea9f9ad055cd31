import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The portable part of the Swift generated from every range slider spec of the corpus compiles
/// on Linux in one module (Swift 6, warnings as errors), and holds the library's numbers: its
/// configuration literal reads back as the very value the previews and tests use.
@Suite struct SliderGeneratedCodeTests {
    /// What the driver prints for one spec, by key (`configuration`, `values`, `accessibility`).
    typealias Printed = [String: String]

    /// Compiles the generated files with a driver that prints, per spec, its kernel
    /// configuration, its model's values and its accessibility value; runs it once per process.
    static let run: Result<[String: Printed], any Error> = Result {
        guard let templates = TemplateSet.make().set else { throw GeneratedCodeHarness.HarnessError(description: "the bundled templates do not parse") }
        let entries = SliderSpecs.all
        let sources = entries.map { SwiftGenerator.generate($0.spec, options: GenerationOptions(specPath: $0.path), templates: templates) }
        let files = try GeneratedCodeHarness.write(sources)
        let folder = files[0].deletingLastPathComponent()
        let driver = entries.map(\.spec.name).map { name in
            """
            print("\(name)|configuration|\\(String(reflecting: \(name)Kernel.configuration))")
            print("\(name)|values|\\(\(name)Model().values)")
            print("\(name)|accessibility|\\(\(name)Model().accessibilityValue)")
            """
        }.joined(separator: "\n")
        let main = folder.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: main)
        let binary = folder.appendingPathComponent("sliders").path
        let compile = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "SliderDriver", "-o", binary] + files.map(\.path) + [main.path])
        guard compile.status == 0 else { throw GeneratedCodeHarness.HarnessError(description: "compiling the sliders failed:\n\(compile.output)") }
        let output = try GeneratedCodeHarness.run(binary, [])
        var printed: [String: Printed] = [:]
        for line in output.output.split(separator: "\n") {
            let fields = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if fields.count == 3 { printed[fields[0], default: [:]][fields[1]] = fields[2] }
        }
        return printed
    }

    @Test(arguments: SliderSpecs.all)
    func theConfigurationLiteralIsTheLibrarysValue(entry: SpecCorpus.Entry) throws {
        let printed = try #require(try Self.run.get()[entry.spec.name], "the driver printed nothing for \(entry.path)")
        let slider = try #require(entry.spec.body as? RangeSliderSpec)
        let library = String(reflecting: slider.kernelConfiguration(accessibility: entry.spec.accessibility))
            .replacingOccurrences(of: "ControlKernel.", with: "")
        let generated = try #require(printed["configuration"]).replacingOccurrences(of: "SliderDriver.\(entry.spec.name)Kernel.", with: "")
        #expect(generated == library)
        #expect(printed["values"] == "\([slider.value.lower, slider.value.upper])")
    }

    @Test func theAccessibilityValueFollowsTheSpecsTemplate() throws {
        let printed = try Self.run.get()
        #expect(printed["RangeSlider"]?["accessibility"] == "2 to 8")
        #expect(printed["NegativeRange"]?["accessibility"] == "-20 to 30 degrees")
        #expect(printed["SteppedGap"]?["accessibility"] == "20.0 – 60.0 dollars")
        #expect(printed["PlainRange"]?["accessibility"] == "-1 to 1")
        #expect(printed["ChangeEvents"]?["accessibility"] == "0.25 to 0.75")
    }
}
