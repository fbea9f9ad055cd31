import ControlKernel
import Foundation
@testable import ControlSpec

/// The knobs of the spec corpus as the kernel sees them: each spec's configuration, model and
/// layout, built exactly as the previews and the generated code build them.
enum KnobCorpus {
    /// The knob specs of the corpus by name.
    static let specs: [String: (spec: ControlSpecification, knob: KnobSpec)] = {
        var specs: [String: (ControlSpecification, KnobSpec)] = [:]
        for entry in SpecCorpus.kind("knob") {
            if let knob = entry.spec.body as? KnobSpec { specs[entry.spec.name] = (entry.spec, knob) }
        }
        return specs
    }()

    /// The configuration of the corpus knob `name`.
    static func configuration(_ name: String) -> RotaryConfiguration {
        guard let (spec, knob) = specs[name] else { preconditionFailure("no knob named \(name) in the corpus") }
        return knob.kernelConfiguration(accessibility: spec.accessibility)
    }

    /// A model of the corpus knob `name`, at its initial value.
    static func model(_ name: String) -> RotaryModel {
        RotaryModel(configuration: configuration(name))
    }

    /// The layout of the corpus knob `name` at its spec's size.
    static func layout(_ name: String) -> RotaryLayout {
        guard let (spec, _) = specs[name] else { preconditionFailure("no knob named \(name) in the corpus") }
        return RotaryLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height), drawing: configuration(name).drawing)
    }

    /// Degrees in radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// The point `distance` from `center` at `degrees` on screen (0 right, clockwise).
    static func point(atDegrees degrees: Double, distance: Double, around center: CGPoint) -> CGPoint {
        CGPoint(x: Double(center.x) + distance * cos(radians(degrees)), y: Double(center.y) + distance * sin(radians(degrees)))
    }
}
