import Foundation
@testable import ControlSpec

/// The portable part of every file generated from the spec corpus into one output folder (the
/// controls' files and the kernel they share), compiled on Linux into one executable (Swift 6 mode, warnings as errors) with a driver that prints, for each spec, what
/// the tests read back: its configuration as the generated literal makes it, and what only the
/// generated file adds to the kernel (the model's starting values, the accessibility value in
/// the spec's wording, the button's conveniences). Compiled and run once per test process.
enum GeneratedCorpusRun {
    /// The module the corpus is compiled as; reflected type names start with it.
    static let moduleName = "Corpus"

    /// What the driver printed, by type name, then by key.
    typealias Printed = [String: [String: String]]

    /// The driver's output, or why there is none.
    static let printed: Result<Printed, any Error> = Result { try compileAndRun() }

    /// The value printed for `key` of the control `typeName`.
    static func value(_ key: String, of typeName: String) throws -> String {
        guard let value = try printed.get()[typeName]?[key] else {
            throw GeneratedCodeHarness.HarnessError(description: "the corpus driver printed no '\(key)' for \(typeName)")
        }
        return value
    }

    /// `String(reflecting:)` of a configuration without module and namespace prefixes, so the
    /// generated literal's value and the library's compare as text.
    static func normalized(_ reflection: String, typeName: String) -> String {
        reflection
            .replacingOccurrences(of: "\(moduleName).\(KernelEmitter.sharedNamespaceName).", with: "")
            .replacingOccurrences(of: "\(moduleName).\(typeName)Kernel.", with: "")
            .replacingOccurrences(of: "ControlKernel.", with: "")
    }

    /// The kernel configuration the library makes of a corpus spec, as the previews and the
    /// in-process tests use it, reflected and normalized; `nil` for a kind without test facts.
    static func libraryConfiguration(of entry: SpecCorpus.Entry) -> String? {
        KindTestFacts.named(entry.spec.kindName)?.libraryConfiguration(entry.spec).map { normalized($0, typeName: entry.spec.name) }
    }

    /// A driver line printing `expression` as `key` of `typeName`.
    static func probe(_ typeName: String, _ key: String, _ expression: String) -> String {
        "print(\"\(typeName)|\(key)|\\(\(expression))\")"
    }

    /// The driver lines of one spec: its configuration, and the probes of its kind's test facts.
    static func probes(of entry: SpecCorpus.Entry) -> [String] {
        let name = entry.spec.name
        let probes = KindTestFacts.named(entry.spec.kindName)?.probes ?? []
        return [probe(name, "configuration", "String(reflecting: \(name)Kernel.configuration)")]
            + probes.map { probe(name, $0.key, $0.expression(name)) }
    }

    /// The end-to-end check that the generated portable part runs: a touch at the top of the
    /// reference knob (120 × 120 points, 0…1 from −11π/8 to 3π/8) sets the generated model to 0.5,
    /// which VoiceOver reads in the spec's words; a tap on the reference slider (300 × 68, 28-point
    /// thumbs, 0…100) in a right-to-left layout at x = 300 − (272 × 0.25 + 14) moves its thumb to 25.
    /// A touch at the bottom of the reference circular
    /// slider (200 × 200 points, 0…60 round a full circle from 12 o'clock) sets 30. The generated
    /// gauge's animated change from 20 to 140 (−135°…135° from 12 o'clock, 0.4 s) shows 80 at
    /// 0.2 s, drawn at 12 o'clock (−90° on screen), and its fill at 20 is empty.
    static let endToEnd = #"""
        var knob = KnobModel(configuration: KnobKernel.configuration)
        _ = knob.beginTouch(at: CGPoint(x: 60, y: 0), around: CGPoint(x: 60, y: 60))
        print("Knob|touchAtTheTop|\(knob.value) \(KnobKernel.accessibilityValue(of: knob))")
        var volume = VolumeSliderModel(configuration: VolumeSliderKernel.configuration)
        let volumeLayout = ControlKernel.MultiSliderLayout(
            configuration: VolumeSliderKernel.configuration, size: CGSize(width: 300, height: 68),
            minimumValue: volume.minimumValue, maximumValue: volume.maximumValue, isRightToLeftLayout: true)
        let sliderTap = ControlKernel.MultiSliderDrag(at: CGPoint(x: 218, y: 34), model: &volume, layout: volumeLayout, movesNearestThumbOnTap: true)
        print("VolumeSlider|tapMirrored|\(sliderTap?.thumb ?? -1) \(volume.value) \(VolumeSliderKernel.accessibilityValue(ofThumb: 0, in: volume))")
        var pill = PillToggleModel(configuration: PillToggleKernel.configuration)
        _ = pill.beginTouch(at: CGPoint(x: 30, y: 22), direction: .leftToRight)
        let tap = pill.endTouch(at: CGPoint(x: 31, y: 22))
        _ = pill.beginTouch(at: CGPoint(x: 30, y: 22), direction: .leftToRight)
        let drag = pill.endTouch(at: CGPoint(x: 20, y: 22))
        print("PillToggle|tapThenDragBackHalfway|\(tap?.changed == true) \(drag?.changed == true) \(pill.isOn) \(pill.accessibilityValue)")
        var timer = CircularSliderModel(configuration: CircularSliderKernel.configuration)
        let timerConfiguration = CircularSliderKernel.configuration
        let timerGeometry = CircularSliderGeometry(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), lineWidth: timerConfiguration.lineWidth,
                                                   thumbRadius: timerConfiguration.thumbRadius, thumbOutlineWidth: timerConfiguration.thumbOutlineWidth)
        _ = timer.beginTouch(at: CGPoint(x: 100, y: 200), in: timerGeometry)
        print("CircularSlider|touchAtTheBottom|\(timer.value) \(CircularSliderKernel.accessibilityValue(ofThumb: 0, in: timer))")
        let gauge = ButtGaugeModel(configuration: ButtGaugeKernel.configuration)
        let gaugeChange = ControlKernel.SliderValueTransition(from: [20], to: [140], duration: ButtGaugeKernel.configuration.animationDuration)
        let gaugeHalfway = gaugeChange.values(at: 0.2)[0]
        let gaugeAngle = gauge.screenAngle(of: gaugeHalfway) * 180 / .pi
        print("ButtGauge|transitionHalfway|\(String(format: "%.6f %.6f", gaugeHalfway, gaugeAngle)) \(gauge.fillScreenAngles(for: [20]) == nil) \(gaugeChange.values(at: 0.4))")
        """#

    private static func compileAndRun() throws -> Printed {
        guard let templates = TemplateSet.make().set else {
            throw GeneratedCodeHarness.HarnessError(description: "the bundled templates do not parse")
        }
        let entries = SpecCorpus.all
        let sources = try GeneratedCodeHarness.folder(of: entries.map { ($0.path, $0.spec) }, templates: templates)
        let driver = (["import Foundation"] + entries.flatMap(probes) + [endToEnd]).joined(separator: "\n") + "\n"
        let files = try GeneratedCodeHarness.write(sources + [GeneratedSource(fileName: "main.swift", text: driver)])
        let binary = files[0].deletingLastPathComponent().appendingPathComponent("corpus").path
        let compile = try GeneratedCodeHarness.run(GeneratedCodeHarness.swiftc, ["-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName, "-o", binary] + files.map(\.path))
        guard compile.status == 0 else {
            throw GeneratedCodeHarness.HarnessError(description: "the portable part of the corpus does not compile on Linux:\n\(compile.output)")
        }
        let run = try GeneratedCodeHarness.run(binary, [])
        guard run.status == 0 else {
            throw GeneratedCodeHarness.HarnessError(description: "the corpus driver failed (\(run.status)):\n\(run.output)")
        }
        var printed: Printed = [:]
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if fields.count == 3 { printed[fields[0], default: [:]][fields[1]] = fields[2] }
        }
        return printed
    }
}
