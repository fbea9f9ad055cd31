import Foundation
import Testing

/// A package that depends on controlspec, with specs in a target using `ControlSpecPlugin` and a
/// configuration naming a design token file, built and tested with `swift` as its users would. One test, so the package is built once per
/// run; each step reuses the previous step's build.
@Suite struct ConsumerPackageTests {
    /// The spec files of the fixture's `Controls` target, relative to the package.
    static let knobSpec = "Sources/Controls/Knob.control.yaml"

    @Test func buildsRegeneratesOnlyWhatChangedLocatesErrorsAndRunsItsTests() throws {
        guard ConsumerPackage.isAvailable() else { return }
        let package = try ConsumerPackage()

        let first = try package.swift("build")
        try #require(first.status == 0, "swift build of the consumer package failed:\n\(first.output)")
        let knob = try package.generatedFile("Knob.swift")
        let slider = try package.generatedFile("LevelSlider.swift")
        let kernel = try String(contentsOf: try package.generatedFile("ControlKernel.swift"), encoding: .utf8)
        #expect(kernel.contains("\nenum ControlKernel {\n") && kernel.contains("struct RotaryModel") && kernel.contains("struct SliderModel"),
                "the target's controls share one kernel of their two kinds")
        #expect(try !String(contentsOf: knob, encoding: .utf8).contains("struct RotaryModel"), "a control's file holds no kernel of its own")
        let sliderDate = try ConsumerPackage.modificationDate(slider)
        let knobDate = try ConsumerPackage.modificationDate(knob)

        // SwiftPM 6.3 relinks a plugin's tool on the second build after a clean one, so every
        // spec's command may run again here; controlspec then writes nothing, as the bytes match.
        let settled = try package.swift("build")
        try #require(settled.status == 0, "\(settled.output)")
        #expect(try ConsumerPackage.modificationDate(knob) == knobDate, "an unchanged file is not rewritten")
        #expect(try ConsumerPackage.modificationDate(slider) == sliderDate)

        try package.edit(Self.knobSpec, replacing: "label: Level", with: "label: Gain")
        let edited = try package.swift("build")
        try #require(edited.status == 0, "\(edited.output)")
        #expect(edited.output.contains("controlspec compile Knob.control.yaml"), "\(edited.output)")
        #expect(!edited.output.contains("controlspec compile LevelSlider.control.yaml"), "only the edited spec's command runs:\n\(edited.output)")
        #expect(try String(contentsOf: knob, encoding: .utf8).contains("\"Gain\""))
        #expect(try ConsumerPackage.modificationDate(knob) != knobDate)
        #expect(try ConsumerPackage.modificationDate(slider) == sliderDate, "the other spec's file is not rewritten")

        let knobEditedDate = try ConsumerPackage.modificationDate(knob)
        let unchanged = try package.swift("build", ["-v"])
        try #require(unchanged.status == 0, "\(unchanged.output)")
        #expect(!unchanged.output.contains("--output-file"), "no controlspec command runs when nothing changed:\n\(unchanged.output)")
        #expect(try ConsumerPackage.modificationDate(knob) == knobEditedDate)
        #expect(try ConsumerPackage.modificationDate(slider) == sliderDate)

        // The configuration's token file lies outside the target under a name the plugin does not
        // look for: the build reruns because `controlspec config inputs` lists it.
        try package.edit("Design/sizes.json", replacing: "\"value\": 6,", with: "\"value\": 9,")
        let retokened = try package.swift("build")
        try #require(retokened.status == 0, "\(retokened.output)")
        #expect(retokened.output.contains("controlspec compile Knob.control.yaml"), "a changed token file reruns the specs:\n\(retokened.output)")
        #expect(try String(contentsOf: knob, encoding: .utf8).contains("pointerLength: 9,"), "the knob takes the token's new value")
        #expect(try ConsumerPackage.modificationDate(slider) == sliderDate, "a spec not using the token keeps its file")

        try package.edit(Self.knobSpec, replacing: "max: 1\n", with: "max: -1\n")
        let broken = try package.swift("build")
        #expect(broken.status != 0)
        let located = package.path(Self.knobSpec) + ":14:8: error: 'max' (-1) must be greater than 'min' (0) [value-range]"
        #expect(broken.output.contains(located), "swift build shows the spec's error at its line:\n\(broken.output)")
        let lint = try package.swift("package", ["lint-control-specs", "--target", "Controls"])
        #expect(lint.status != 0)
        #expect(lint.output.contains(Self.knobSpec + ":14:8: error: 'max' (-1)"), "\(lint.output)")
        try package.edit(Self.knobSpec, replacing: "max: -1\n", with: "max: 1\n")

        let tests = try package.swift("test")
        #expect(tests.status == 0, "the consumer's tests of the generated code fail:\n\(tests.output)")
        #expect(tests.output.contains("Test run with 4 tests"), "\(tests.output)")

        let generate = try package.swift("package", ["--allow-writing-to-package-directory", "generate-control-code"])
        #expect(generate.status == 0, "\(generate.output)")
        let committed = try String(contentsOfFile: package.path("Sources/Controls/Generated/LevelSlider.swift"), encoding: .utf8)
        #expect(committed.hasPrefix("// Generated by controlspec from Sources/Controls/LevelSlider.control.yaml."))
        // The record of what was written stays in the plugin's work folder, not in the package.
        #expect(try FileManager.default.contentsOfDirectory(atPath: package.path("Sources/Controls/Generated")).sorted()
            == ["ControlKernel.swift", "Knob.swift", "KnobView.swift", "LevelSlider.swift", "LevelSliderView.swift", "MixerFaders.swift",
                "MixerFadersView.swift", "MuteSwitch.swift", "MuteSwitchView.swift", "SendButton.swift", "SendButtonView.swift", "SleepWindow.swift",
                "SleepWindowView.swift"])
    }
}
