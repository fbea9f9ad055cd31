import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// What the generated knobs hold: one timing function over the whole `setValue` turn, no touch
/// event sent twice, and previews playing the kernel's motion. (Their configuration literal is
/// checked with the whole corpus by `GeneratedPortableCodeTests`.)
@Suite struct KnobGenerationTests {
    /// The generated files of every corpus knob.
    static func generated(access: GenerationOptions.AccessLevel = .internal) throws -> [(entry: SpecCorpus.Entry, source: GeneratedSource)] {
        let templates = try #require(TemplateSet.make().set)
        return SpecCorpus.kind("knob").map { entry in
            (entry, SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: access, specPath: entry.path), templates: templates))
        }
    }

    @Test func oneTimingFunctionPacesTheWholeTurn() throws {
        for (entry, source) in try Self.generated() {
            #expect(source.text.contains("animation.timingFunction = CAMediaTimingFunction(controlPoints:"), "\(entry.path)")
            #expect(!source.text.contains("timingFunctions"), "\(entry.path): no timing function per keyframe segment")
        }
    }

    @Test func touchEventsUIControlSendsItselfAreNotSentAgain() throws {
        let yaml = CleanSpecs.r(CleanSpecs.knob, "accessibility:", "interaction: { events: { begin: [touchDown, editingDidBegin], end: [touchUpInside, valueChanged] } }\naccessibility:")
        let spec = try #require(Linter.lint(Array(yaml.utf8)).spec)
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Dial.control.yaml"), templates: try #require(TemplateSet.make().set)).text
        #expect(!text.contains("sendActions(for: .touchDown)") && !text.contains("sendActions(for: .touchUpInside)"))
        #expect(text.contains("sendActions(for: .editingDidBegin)") && text.contains("sendActions(for: .valueChanged)"))
    }

    // MARK: - Previews

    /// The angle in degrees a SMIL `animateTransform` rotation shows at `fraction` of its
    /// duration, evaluated as SMIL defines `calcMode` `spline` and `discrete`.
    static func smilAngle(_ node: SVGNode, atFraction fraction: Double) throws -> Double {
        func attribute(_ name: String) throws -> String { try #require(node.attributes.first { $0.0 == name }?.1, "\(name)") }
        let values = try attribute("values").split(separator: ";").map { try #require(Double($0.split(separator: " ")[0])) }
        let keyTimes = try attribute("keyTimes").split(separator: ";").map { try #require(Double($0)) }
        guard fraction < 1 else { return values[values.count - 1] }
        var segment = 0
        while segment < keyTimes.count - 2, fraction >= keyTimes[segment + 1] { segment += 1 }
        if try attribute("calcMode") == "discrete" { return values[segment] }
        let splines = try attribute("keySplines").split(separator: ";").map { $0.split(separator: " ").compactMap { Double($0) } }
        let spline = splines[segment]
        let local = (fraction - keyTimes[segment]) / (keyTimes[segment + 1] - keyTimes[segment])
        let progress = TimingCurve.cubicBezier(spline[0], spline[1], spline[2], spline[3]).progress(local)
        return values[segment] + progress * (values[segment + 1] - values[segment])
    }

    @Test(arguments: SpecCorpus.kind("knob"))
    func thePreviewPlaysTheKernelsMotion(entry: SpecCorpus.Entry) throws {
        let knob = try #require(entry.spec.body as? KnobSpec)
        let kernel = KnobSVG.Kernel(spec: entry.spec, knob: knob)
        let node = KnobSVG.setValueAnimation(kernel, from: knob.value.min, to: knob.value.max)
        let start = kernel.model.rotation(for: knob.value.min), end = kernel.model.rotation(for: knob.value.max)
        for step in 0...40 {
            let fraction = Double(step) / 40
            let expected = kernel.model.setValueAnimation.angle(atFraction: fraction, from: start, to: end) * 180 / .pi
            let shown = try Self.smilAngle(node, atFraction: fraction)
            #expect(abs(shown - expected) < 1e-4, "\(entry.path) at \(fraction): the preview shows \(shown)°, Core Animation \(expected)°")
        }
    }
}
