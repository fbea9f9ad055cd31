import ControlKernel
import Foundation

extension ToggleSpec {
    /// The parts as the kernel defines them, in the kernel's order.
    var partDefinitions: [PartDefinition] {
        let flat = flatParts
        let names = partNames
        return flat.map { entry in
            PartDefinition(parent: entry.parent, mirrors: entry.part.mirrors.flatMap { names.ids[$0] },
                           size: ButtonSpec.declaredSize(of: entry.part).map { CGSize(width: $0.width, height: $0.height) },
                           horizontal: ButtonSpec.position(entry.part.horizontal), vertical: ButtonSpec.position(entry.part.vertical),
                           rotation: entry.part.rotation.radians, alpha: entry.part.alpha, outline: ButtonSpec.outline(of: entry.part.shape))
        }
    }

    /// The part indices of ids and groups.
    var partNames: PartNames {
        PartNames(flatParts.map { ($0.part.id, $0.part.group) })
    }

    /// The thumb's index in the kernel's order.
    var thumbIndex: Int {
        partNames.ids[thumb] ?? 0
    }

    /// The travel in a control of `size`: the spec's, or the symmetric travel.
    func travel(size: Size) -> Double {
        travel ?? symmetricTravel(size: size)
    }

    /// The symmetric travel of the thumb's rest frame in its parent (`ToggleAxis.symmetricTravel`)
    /// in a control of `size`, laid out left to right.
    func symmetricTravel(size: Size) -> Double {
        let layout = PartLayout(parts: partDefinitions, size: CGSize(width: size.width, height: size.height), direction: .leftToRight)
        let thumb = thumbIndex
        return orientation.symmetricTravel(thumbFrame: layout.rest[thumb].frame, parentSize: layout.parentSize(of: thumb, in: layout.rest))
    }

    /// The kernel's configuration of this toggle for a control of `size`: every number and choice
    /// the portable code needs, built once here for the previews and printed into generated code.
    /// Each animation is the button's timeline of the spec's animation (`ButtonSpec.timeline`)
    /// with the thumb's move added: to `travel × towardsOn` when turning on, to 0 when turning
    /// off, in the same `set` (a spring or curve moves it with the other values) or, for
    /// keyframes, as a first window over the whole duration eased in and out. An animation back to
    /// rest already returns the thumb.
    func kernelConfiguration(size: Size) -> ToggleConfiguration {
        let names = partNames
        let travel = travel(size: size)
        let thumb = thumbIndex
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
        return ToggleConfiguration(size: CGSize(width: size.width, height: size.height), parts: partDefinitions, thumb: thumb, axis: orientation,
                                   travel: travel, turnOn: withThumb(turnOn, at: travel * orientation.towardsOn), turnOff: withThumb(turnOff, at: 0),
                                   isOn: isOn, dragThreshold: dragThreshold)
    }
}
