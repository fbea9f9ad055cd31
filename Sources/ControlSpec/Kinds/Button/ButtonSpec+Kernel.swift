import ControlKernel
import Foundation

extension ButtonSpec {
    /// One part in the kernel's order: drawing order, each part after its parent.
    struct FlatPart: Sendable {
        /// The part.
        var part: Part
        /// The index of its parent, or `nil` for a part of the control.
        var parent: Int?
    }

    /// The kernel's configuration of this button for a control of `size`: every number and choice
    /// the portable code needs, built once here for the previews and printed into generated code.
    func kernelConfiguration(size: Size) -> ButtonConfiguration {
        let flat = flatParts
        let names = PartNames(flat.map { ($0.part.id, $0.part.group) })
        let parts = Self.partDefinitions(of: flat, names: names)
        let indexOfState = Dictionary(states.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let definitions = states.map { state in
            TouchStateDefinition(triggers: state.triggers, sources: state.from.map { $0.compactMap { indexOfState[$0] } },
                                 next: state.then.flatMap { indexOfState[$0] }, resetsParts: state.resetsParts,
                                 animation: state.animation.map { Self.timeline(of: $0, names: names) })
        }
        return ButtonConfiguration(size: CGSize(width: size.width, height: size.height), parts: parts, states: definitions,
                                   initialState: states.firstIndex(where: \.isInitial) ?? 0, touchSlop: touchSlop,
                                   isInterruptible: interruptsAnimations)
    }

    /// The parts of `flat` (a spec's parts in the kernel's order, the button's or the toggle's) as
    /// the kernel defines them, their mirrors found in `names`.
    static func partDefinitions(of flat: [FlatPart], names: PartNames) -> [PartDefinition] {
        flat.map { entry in
            PartDefinition(parent: entry.parent, mirrors: entry.part.mirrors.flatMap { names.ids[$0] },
                           size: declaredSize(of: entry.part).map { CGSize(width: $0.width, height: $0.height) },
                           horizontal: position(entry.part.horizontal), vertical: position(entry.part.vertical),
                           rotation: entry.part.rotation.radians, alpha: entry.part.alpha, outline: outline(of: entry.part.shape))
        }
    }

    /// The size a part declares: its size, or a symbol's point size as a square.
    static func declaredSize(of part: Part) -> Size? {
        if let size = part.size { return size }
        if case .symbol(_, let pointSize, _) = part.shape { return Size(width: pointSize, height: pointSize) }
        return nil
    }

    /// The kernel's position of a horizontal position.
    static func position(_ position: Part.HorizontalPosition) -> PartPosition {
        switch position {
        case .centered: .centered
        case .centerX(let x): .center(x)
        case .leading(let x): .start(x)
        case .trailing(let x): .end(x)
        }
    }

    /// The kernel's position of a vertical position.
    static func position(_ position: Part.VerticalPosition) -> PartPosition {
        switch position {
        case .centered: .centered
        case .centerY(let y): .center(y)
        case .top(let y): .start(y)
        case .bottom(let y): .end(y)
        }
    }

    /// How a shape's view is sized and rounded.
    static func outline(of shape: Part.Shape) -> PartOutline {
        switch shape {
        case .circle, .capsule: .rounded
        case .roundedRect(let radius): .rectangle(cornerRadius: radius)
        case .line(let width): .line(width: width)
        case .symbol, .image: .rectangle(cornerRadius: 0)
        }
    }

    /// The kernel's timeline of `animation`; `names` gives the part indices of ids and groups.
    /// A `set` is one linear window over the whole duration; keyframes keep their source order
    /// among equal starts.
    static func timeline(of animation: PartAnimation, names: PartNames) -> PartTimeline {
        func assignments(_ list: [Assignment]) -> [PartAssignment] {
            list.flatMap { assignment in
                (names.members(of: assignment.target) ?? []).map {
                    PartAssignment(part: $0, property: assignment.property, value: assignment.value.value, jitter: assignment.value.jitter)
                }
            }
        }
        let timing: PartTiming
        let duration: Double
        switch animation.timing {
        case .spring(.dampingRatio(let ratio, let velocity)):
            duration = animation.duration ?? 0
            timing = .spring(SpringMotionCache.spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration))
        case .spring(.physical(let mass, let stiffness, let damping, let velocity)):
            let spring = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            duration = animation.duration ?? spring.settlingDuration
            timing = .spring(spring)
        case .curve(let easing):
            duration = animation.duration ?? 0
            if case .keyframes(_, let mode) = animation.changes { timing = .keyframes(mode) } else { timing = .curve(easing) }
        }
        let keyframes: [PartKeyframe]
        switch animation.changes {
        case .rest:
            keyframes = []
        case .set(let list):
            keyframes = [PartKeyframe(start: 0, duration: 1, easing: .linear, assignments: assignments(list))]
        case .keyframes(let frames, _):
            keyframes = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { _, frame in
                PartKeyframe(start: frame.start, duration: frame.duration, easing: frame.easing, assignments: assignments(frame.assignments))
            }
        }
        let returnsToRest: Bool = if case .rest = animation.changes { true } else { false }
        return PartTimeline(duration: duration, timing: timing, keyframes: keyframes, returnsToRest: returnsToRest,
                            beginsFromCurrentState: animation.beginsFromCurrentState, reduceMotion: animation.reduceMotion)
    }
}
