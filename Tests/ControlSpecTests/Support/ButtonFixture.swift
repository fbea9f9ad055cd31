import ControlKernel
import Foundation
@testable import ControlSpec

/// A button of the spec corpus with its kernel configuration, and its parts and states by name.
struct ButtonFixture {
    /// The checked spec.
    let spec: ControlSpecification
    /// The button's model.
    let button: ButtonSpec
    /// The kernel's configuration, as the previews and the generated code use it.
    let configuration: ButtonConfiguration

    /// The corpus button named `name` (`Specs/` or `Tests/VariantSpecs/button/`).
    init(_ name: String) {
        guard let entry = SpecCorpus.kind("button").first(where: { $0.spec.name == name }), let button = entry.spec.body as? ButtonSpec else {
            preconditionFailure("no button '\(name)' in the spec corpus")
        }
        spec = entry.spec
        self.button = button
        configuration = button.kernelConfiguration(size: spec.size)
    }

    /// The kernel index of the part `id`.
    func part(_ id: String) -> Int {
        guard let index = button.flatParts.firstIndex(where: { $0.part.id == id }) else { preconditionFailure("no part '\(id)'") }
        return index
    }

    /// The kernel index of the state `name`.
    func state(_ name: String) -> Int {
        guard let index = button.states.firstIndex(where: { $0.name == name }) else { preconditionFailure("no state '\(name)'") }
        return index
    }

    /// The animation of the state `name`.
    func timeline(_ name: String) -> PartTimeline {
        guard let timeline = configuration.states[state(name)].animation else { preconditionFailure("state '\(name)' has no animation") }
        return timeline
    }

    /// The rest layout in `direction`.
    func layout(_ direction: PartLayoutDirection = .leftToRight) -> PartLayout {
        configuration.layout(direction: direction)
    }
}

/// Reference formulas the kernel tests derive their numbers from, written independently of the
/// kernel's code.
enum Formula {
    /// The cubic Bézier timing curve through (x1, y1), (x2, y2) at `x`: y at the parameter where
    /// x(s) = `x`, found by bisection.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    /// Core Animation's ease-in curve at `x`.
    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }
    /// Core Animation's ease-out curve at `x`.
    static func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }
    /// Core Animation's ease-in-ease-out curve at `x`.
    static func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }

    /// The uniform Catmull-Rom segment from `p1` to `p2` with neighbours `p0` and `p3` at `s`.
    static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, at s: Double) -> Double {
        0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s * s)
    }

    /// A damped oscillator from 0 towards 1 with natural frequency `omega`, damping ratio `zeta`
    /// and initial velocity `v`, at `t` (the textbook solutions of x'' + 2ζωx' + ω²(x − 1) = 0).
    static func spring(omega: Double, zeta: Double, velocity v: Double, at t: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v) / damped * sin(damped * t))
        }
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + (omega - v) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (v + r2) / (r1 - r2), b = -1 - a
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }
}
