import ControlKernel
import Foundation

extension PartDefinition {
    /// `PartDefinition(parent: …, …)`, referring to other parts by `parts`, its rotation as the
    /// spec wrote it: `written` is the spec's angle this definition's rotation was made from.
    func swift(parts: CaseNames, rotation written: Angle) -> SwiftExpression {
        assert(written.radians == rotation)
        return .kernel("PartDefinition", [
            "parent": parent.map(parts.reference), "mirrors": mirrors.map(parts.reference), "size": size,
            "horizontal": horizontal, "vertical": vertical, "rotation": written, "alpha": alpha, "outline": outline,
        ])
    }
}

extension CGSize: SwiftExpressible {
    /// `CGSize(width: 52, height: 52)`.
    var swift: SwiftExpression { .plain("CGSize", ["width": Double(width), "height": Double(height)]) }
}

extension PartPosition: SwiftExpressible {
    /// `.centered`, `.center(24)`, `.start(2)` or `.end(11)`.
    var swift: SwiftExpression {
        switch self {
        case .centered: .member("centered")
        case .center(let value): .memberCall("center", value)
        case .start(let value): .memberCall("start", value)
        case .end(let value): .memberCall("end", value)
        }
    }
}

extension PartOutline: SwiftExpressible {
    /// `.rectangle(cornerRadius: 1)`, `.rounded` or `.line(width: 2)`.
    var swift: SwiftExpression {
        switch self {
        case .rectangle(let radius): .memberCall("rectangle", ["cornerRadius": radius])
        case .rounded: .member("rounded")
        case .line(let width): .memberCall("line", ["width": width])
        }
    }
}

extension PartTimeline {
    /// `PartTimeline(duration: …, timing: …, keyframes: […], …)`, referring to parts by `parts`.
    func swift(parts: CaseNames) -> SwiftExpression {
        .kernel("PartTimeline", [
            "duration": duration,
            "timing": timingSwift,
            "keyframes": keyframes.map { $0.swift(parts: parts) },
            "returnsToRest": returnsToRest,
            "beginsFromCurrentState": beginsFromCurrentState,
            "reduceMotion": reduceMotion,
        ])
    }

    /// `.curve(…)`, `.keyframes(.cubic)` or `.spring(SpringMotion(…))`; a spring given by its
    /// damping ratio is made again from the ratio and this timeline's duration.
    private var timingSwift: SwiftExpression {
        switch timing {
        case .curve(let curve):
            return .memberCall("curve", curve)
        case .keyframes(let mode):
            return .memberCall("keyframes", SwiftExpression.member(mode.rawValue))
        case .spring(let spring):
            guard let ratio = spring.dampingRatio else {
                return .memberCall("spring", SwiftExpression.kernel("SpringMotion", [
                    "mass": spring.mass, "stiffness": spring.stiffness, "damping": spring.damping, "initialVelocity": spring.initialVelocity,
                ]))
            }
            return .memberCall("spring", SwiftExpression.kernel("SpringMotion", [
                "dampingRatio": ratio, "initialVelocity": spring.initialVelocity, "duration": duration,
            ]))
        }
    }
}

extension PartKeyframe {
    /// `PartKeyframe(start: …, duration: …, easing: …, assignments: […])`.
    func swift(parts: CaseNames) -> SwiftExpression {
        .kernel("PartKeyframe", [
            "start": start, "duration": duration, "easing": easing,
            "assignments": assignments.map { assignment in
                SwiftExpression.kernel("PartAssignment", [
                    "part": parts.reference(assignment.part), "property": SwiftExpression.member(assignment.property.rawValue),
                    "value": assignment.value, "jitter": assignment.jitter,
                ])
            },
        ])
    }
}

extension ReduceMotion: SwiftExpressible {
    /// `.crossfade`, `.instant` or `.keep`.
    var swift: SwiftExpression { .member(rawValue) }
}
