import ControlKernel

/// Checks a toggle spec's meaning and builds its model: the parts (as a button's), the thumb and
/// its travel, the on colours and the two animations.
struct ToggleSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the toggle from its checked top-level object; `nil` when its parts, thumb or
    /// animations are missing or invalid (which is reported).
    func build(_ top: SpecObject<ToggleKeys>) -> ToggleSpec? {
        let diagnostics = context.diagnostics
        let roots = top[ToggleKeys.parts] ?? []
        let index = PartIndex(roots, diagnostics: diagnostics)
        let parts = PartSemantics(context: context).parts(roots)
        let thumb = top[ToggleKeys.thumb]
        let axis = top[ToggleKeys.orientation]
        var thumbIsValid = false
        if let thumb {
            if index.names.ids[thumb] == nil {
                diagnostics.emit(.unknownReference, "unknown part '\(thumb)'\(Suggestion.suffix(for: thumb, in: index.names.ids.keys.sorted()))",
                                 at: top.span(of: ToggleKeys.thumb), keyPath: top.path(ToggleKeys.thumb))
            } else if let mirrored = index.mirrored(by: thumb) {
                diagnostics.emit(.partLayout, "the thumb '\(thumb)' mirrors '\(mirrored)'", at: top.span(of: ToggleKeys.thumb),
                                 keyPath: top.path(ToggleKeys.thumb),
                                 notes: [DiagnosticNote("a mirror follows the part it mirrors and cannot travel; make '\(mirrored)' the thumb")])
            } else {
                thumbIsValid = true
            }
        }
        var onColors: [ToggleSpec.OnColor] = []
        for entry in top[ToggleKeys.onColors] {
            guard index.names.ids[entry.name] != nil else {
                diagnostics.emit(.unknownReference, "unknown part '\(entry.name)'\(Suggestion.suffix(for: entry.name, in: index.names.ids.keys.sorted()))",
                                 at: entry.keySpan, keyPath: entry.keyPath)
                continue
            }
            onColors.append(ToggleSpec.OnColor(part: entry.name, color: entry.value))
        }
        let animations = AnimationSemantics(context: context, index: index)
        let turnOn = top[ToggleKeys.turnOn].flatMap { object in
            reportThumbTravel(in: object, thumb: thumb, axis: axis, index: index)
            if case .rest? = object[AnimationKeys.set] {
                diagnostics.emit(.animationForm, "'turnOn' cannot be 'set: rest'", at: object.span(of: AnimationKeys.set),
                                 keyPath: object.path(AnimationKeys.set),
                                 notes: [DiagnosticNote("the parts at rest are the off look; 'turnOn' says what changes when the toggle turns on")])
            }
            return animations.animation(object)
        }
        let turnOff = top[ToggleKeys.turnOff].flatMap { object in
            reportThumbTravel(in: object, thumb: thumb, axis: axis, index: index)
            return animations.animation(object)
        }
        let interaction = top[ToggleKeys.interaction]
        guard top.gives(ToggleKeys.parts), let thumb, thumbIsValid, let turnOn, let turnOff else { return nil }
        let spec = ToggleSpec(isOn: top[ToggleKeys.isOn], parts: parts, thumb: thumb, orientation: axis, travel: top[ToggleKeys.travel],
                              onColors: onColors, turnOn: turnOn, turnOff: turnOff,
                              dragThreshold: interaction[ToggleInteractionKeys.dragThreshold], haptic: top[ToggleKeys.haptic])
        // A thumb whose part was left out (its own error is reported) has nothing to lay out.
        guard spec.partNames.ids[thumb] != nil else { return nil }
        guard let size = context.size else { return spec }
        let travel = spec.travel(size: size)
        if !(travel > 0) {
            diagnostics.emit(.partLayout, "the thumb '\(thumb)' has no room to travel: its symmetric travel is \(travel.shortText) pt",
                             at: top.span(of: ToggleKeys.thumb), keyPath: top.path(ToggleKeys.thumb),
                             notes: [DiagnosticNote("make the thumb shorter than its parent along the \(axis.rawValue) axis, or give 'travel'")])
            return nil
        }
        return spec
    }

    /// Reports an animation that moves the thumb along its axis itself, by any of the axis's
    /// position properties (`ToggleAxis.positionProperties`): the toggle does that, and a thumb
    /// moved by both would end away from where the travel leaves it, outside its track.
    private func reportThumbTravel(in object: SpecObject<AnimationKeys>, thumb: String?, axis: ToggleAxis, index: PartIndex) {
        guard let thumb else { return }
        var raw: [RawAssignment] = []
        if case .entries(let entries)? = object[AnimationKeys.set] { raw += entries }
        for keyframe in object[AnimationKeys.keyframes] ?? [] {
            if case .entries(let entries)? = keyframe[KeyframeKeys.set] { raw += entries }
        }
        let moving = Set(axis.positionProperties.map(\.rawValue))
        for entry in raw where moving.contains(entry.property) && (index.members(of: entry.target) ?? []).contains(thumb) {
            context.diagnostics.emit(.inapplicableKey, "'\(entry.target).\(entry.property)' is moved by the toggle itself", at: entry.keySpan,
                                     keyPath: entry.keyPath,
                                     notes: [DiagnosticNote("the thumb '\(thumb)' travels along '\(axis.property.rawValue)' by 'travel' when the toggle " +
                                                            "turns on, and back when it turns off; leave its position along that axis to the toggle")])
        }
    }
}

extension ToggleAxis {
    /// The part properties that move a part along the axis: the travel's own (`x` or `y`) and
    /// the keys that place a part along it (`PartKeys.horizontalKeys` or `verticalKeys`).
    var positionProperties: [PartProperty] {
        let placing = self == .horizontal ? PartKeys.horizontalKeys.map(\.key.name) : PartKeys.verticalKeys.map(\.key.name)
        return [property] + placing.compactMap(PartProperty.init(rawValue:))
    }
}
