import ControlKernel
import Foundation

extension ToggleSpec {
    /// The parts as the kernel defines them, in the kernel's order.
    var partDefinitions: [PartDefinition] { kernelParts.definitions }

    /// The part indices of ids and groups.
    var partNames: PartNames {
        PartNames(flatParts.map { ($0.part.id, $0.part.group) })
    }

    /// The thumb's index in the kernel's order.
    var thumbIndex: Int {
        partNames.ids[thumb] ?? 0
    }

    /// The parts as the kernel defines them, their names and the thumb's index, worked out once
    /// for what needs several of them: the configuration needed each three or four times, each
    /// flattening the parts' tree again.
    struct KernelParts {
        /// `partDefinitions`.
        let definitions: [PartDefinition]
        /// `partNames`.
        let names: PartNames
        /// `thumbIndex`.
        let thumb: Int
    }

    /// The parts, their names and the thumb's index (`KernelParts`).
    var kernelParts: KernelParts {
        let flat = flatParts
        let names = PartNames(flat.map { ($0.part.id, $0.part.group) })
        return KernelParts(definitions: ButtonSpec.partDefinitions(of: flat, names: names), names: names, thumb: names.ids[thumb] ?? 0)
    }

    /// The travel in a control of `size`: the spec's, or the symmetric travel.
    func travel(size: Size) -> Double {
        travel ?? symmetricTravel(size: size)
    }

    /// The symmetric travel of the thumb's rest frame in its parent (`ToggleAxis.symmetricTravel`)
    /// in a control of `size`, laid out left to right.
    func symmetricTravel(size: Size) -> Double {
        symmetricTravel(size: size, parts: kernelParts)
    }

    /// `symmetricTravel(size:)` of the toggle whose `kernelParts` are `parts`.
    private func symmetricTravel(size: Size, parts: KernelParts) -> Double {
        let layout = PartLayout(parts: parts.definitions, size: CGSize(width: size.width, height: size.height), direction: .leftToRight)
        return orientation.symmetricTravel(thumbFrame: layout.rest[parts.thumb].frame, parentSize: layout.parentSize(of: parts.thumb, in: layout.rest))
    }

    /// The kernel's configuration of this toggle for a control of `size`: every number and choice
    /// the portable code needs, built once here for the previews and printed into generated code.
    /// Each animation is the button's timeline of the spec's animation (`ButtonSpec.timeline`)
    /// with the thumb's move added: to `travel × towardsOn` when turning on, to 0 when turning
    /// off, in the same `set` (a spring or curve moves it with the other values) or, for
    /// keyframes, as a first window over the whole duration eased in and out. An animation back to
    /// rest already returns the thumb.
    func kernelConfiguration(size: Size) -> ToggleConfiguration {
        let parts = kernelParts
        let names = parts.names, thumb = parts.thumb
        let travel = self.travel ?? symmetricTravel(size: size, parts: parts)
        func withThumb(_ animation: PartAnimation, at value: Double) -> PartTimeline {
            var timeline = ButtonSpec.timeline(of: animation, names: names)
            guard !timeline.returnsToRest else { return timeline }
            let move = PartAssignment(part: thumb, property: orientation.property, value: value)
            if case .keyframes = timeline.timing {
                timeline.keyframes.insert(PartKeyframe(start: 0, duration: 1, easing: .easeInEaseOut, assignments: [move]), at: 0)
            } else if timeline.keyframes.isEmpty {
                timeline.keyframes = [PartKeyframe(start: 0, duration: 1, easing: .linear, assignments: [move])]
            } else {
                timeline.keyframes[0].assignments.append(move)
            }
            return timeline
        }
        return ToggleConfiguration(size: CGSize(width: size.width, height: size.height), parts: parts.definitions, thumb: thumb, axis: orientation,
                                   travel: travel, turnOn: withThumb(turnOn, at: travel * orientation.towardsOn), turnOff: withThumb(turnOff, at: 0),
                                   isOn: isOn, dragThreshold: dragThreshold)
    }
}
