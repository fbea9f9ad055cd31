import ControlKernel

/// Checks an animation of part properties: its form, timing, keyframes and assignments.
struct AnimationSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext
    /// The parts' names.
    let index: PartIndex

    /// Builds an animation, reporting problems.
    func animation(_ object: SpecObject<AnimationKeys>) -> PartAnimation? {
        let diagnostics = context.diagnostics
        let hasSet = object.writes(AnimationKeys.set), hasKeyframes = object.writes(AnimationKeys.keyframes), hasSpring = object.writes(AnimationKeys.spring)
        if hasSet == hasKeyframes {
            diagnostics.emit(.animationForm, hasSet ? "an animation has both 'set' and 'keyframes'" : "an animation needs 'set' or 'keyframes'",
                             at: hasSet ? object.keySpan(of: AnimationKeys.keyframes) : object.span, keyPath: object.keyPath,
                             notes: [DiagnosticNote("use 'set' for one change over the whole duration, 'keyframes' for timed steps")])
        }
        if hasSpring, hasKeyframes {
            diagnostics.emit(.animationForm, "a spring cannot drive keyframes", at: object.keySpan(of: AnimationKeys.spring),
                             keyPath: object.path(AnimationKeys.spring), notes: [DiagnosticNote("give each keyframe an 'easing' instead")])
        }
        if object.writes(AnimationKeys.mode), !hasKeyframes {
            diagnostics.emit(.inapplicableKey, "'mode' has no effect without 'keyframes'", at: object.keySpan(of: AnimationKeys.mode),
                             keyPath: object.path(AnimationKeys.mode))
        }
        if object.writes(AnimationKeys.beginFromCurrentState), hasSet, !hasKeyframes {
            diagnostics.emit(.inapplicableKey, "'beginFromCurrentState' has no effect on a 'set' animation",
                             at: object.keySpan(of: AnimationKeys.beginFromCurrentState), keyPath: object.path(AnimationKeys.beginFromCurrentState),
                             notes: [DiagnosticNote("a 'set' animation always continues from what is on screen (UIKit's property animators blend with " +
                                                    "running animations); the key applies to keyframes")])
        }
        let mode = object[AnimationKeys.mode]
        if mode.kernelMode == nil, hasKeyframes {
            diagnostics.emit(.animationForm, "calculation mode '\(mode.word)' is not supported", at: object.span(of: AnimationKeys.mode),
                             keyPath: object.path(AnimationKeys.mode),
                             notes: [DiagnosticNote("Core Animation paces each view property (centre, bounds, transform, opacity) by the length of its own " +
                                                    "path and ignores the key times, which controlspec cannot reproduce; use " +
                                                    "\(Suggestion.alternatives(CalculationMode.allCases.filter { $0.kernelMode != nil }.map(\.word)))")])
        }
        if object.writes(AnimationKeys.easing), hasSpring || hasKeyframes {
            let reason = hasSpring ? "with 'spring'" : "on keyframes; give each keyframe its own 'easing'"
            diagnostics.emit(.inapplicableKey, "'easing' has no effect \(reason)", at: object.keySpan(of: AnimationKeys.easing),
                             keyPath: object.path(AnimationKeys.easing))
        }
        let spring = object[AnimationKeys.spring].flatMap { self.spring($0) }
        let isPhysical: Bool = if case .physical? = spring { true } else { false }
        if isPhysical, object.writes(AnimationKeys.duration) {
            diagnostics.emit(.inapplicableKey, "'duration' has no effect with a 'mass', 'stiffness' and 'damping' spring",
                             at: object.keySpan(of: AnimationKeys.duration), keyPath: object.path(AnimationKeys.duration),
                             notes: [DiagnosticNote("such a spring takes as long as it needs to settle; use 'dampingRatio' to set a duration")])
        }
        if !object.writes(AnimationKeys.duration), !isPhysical, !(hasSpring && spring == nil) {
            diagnostics.emit(.missingKey, "missing required key 'duration' in '\(object.keyPath)'", at: object.span,
                             keyPath: object.path(AnimationKeys.duration),
                             notes: [DiagnosticNote("only a spring with 'mass', 'stiffness' and 'damping' sets its own duration")])
        }
        let changes: PartAnimation.Changes
        switch object[AnimationKeys.set] {
        case .rest?: changes = .rest
        case .entries(let raw)?: changes = .set(assignments(raw))
        case nil:
            // Without a valid `set`, keyframes in a mode the kernel plays are needed; anything else is reported above.
            guard let frames = object[AnimationKeys.keyframes], let kernelMode = mode.kernelMode else { return nil }
            changes = .keyframes(keyframes(frames, mode: kernelMode), mode: kernelMode)
        }
        return PartAnimation(
            duration: object[AnimationKeys.duration],
            timing: spring.map(PartAnimation.Timing.spring) ?? .curve(object[AnimationKeys.easing]),
            changes: changes,
            beginsFromCurrentState: object[AnimationKeys.beginFromCurrentState],
            reduceMotion: object[AnimationKeys.reduceMotion])
    }

    private func spring(_ object: SpecObject<SpringKeys>) -> Spring? {
        let velocity = object[SpringKeys.velocity]
        let writtenPhysical = SpringKeys.physical.filter { object.writes($0) }
        if object.writes(SpringKeys.dampingRatio) {
            if let first = writtenPhysical.first {
                context.diagnostics.emit(.animationForm, "a spring has both 'dampingRatio' and '\(first.name)'", at: object.keySpan(of: first),
                                         keyPath: object.path(first),
                                         notes: [DiagnosticNote("give 'dampingRatio' (with the animation's duration), or 'mass', 'stiffness' and 'damping'")])
                return nil
            }
            return object[SpringKeys.dampingRatio].map { .dampingRatio($0, velocity: velocity) }
        }
        guard writtenPhysical.count == SpringKeys.physical.count else {
            let missing = SpringKeys.physical.filter { !object.writes($0) }
            context.diagnostics.emit(.animationForm, "a spring needs 'dampingRatio', or all of 'mass', 'stiffness' and 'damping'", at: object.span,
                                     keyPath: object.keyPath,
                                     notes: [DiagnosticNote(writtenPhysical.isEmpty ? "add 'dampingRatio: 1' for a spring that settles without overshoot"
                                                            : "missing \(missing.map { "'\($0.name)'" }.joined(separator: " and "))")])
            return nil
        }
        guard let mass = object[SpringKeys.mass], let stiffness = object[SpringKeys.stiffness], let damping = object[SpringKeys.damping] else { return nil }
        return .physical(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    }

    private func keyframes(_ objects: [SpecObject<KeyframeKeys>], mode: KeyframeCalculationMode) -> [Keyframe] {
        var windows: [String: [(start: Double, end: Double, span: SourceSpan)]] = [:]
        var result: [Keyframe] = []
        for object in objects {
            guard let start = object[KeyframeKeys.at], let length = object[KeyframeKeys.length] else { continue }
            if start + length > 1 + 1e-9 {
                context.diagnostics.emit(.keyframeTiming,
                                         "keyframe runs past the end: 'at' \(start.shortText) + 'for' \(length.shortText) = \((start + length).shortText)",
                                         at: object.span(of: KeyframeKeys.length), keyPath: object.path(KeyframeKeys.length),
                                         notes: [DiagnosticNote("'at + for' must be at most 1, the end of the animation")])
            }
            var assignments: [Assignment] = []
            switch object[KeyframeKeys.set] {
            case .entries(let raw)?:
                for entry in raw {
                    let keys = (index.members(of: entry.target) ?? [entry.target]).map { "\($0).\(entry.property)" }
                    let clash = keys.lazy.compactMap { key in
                        windows[key, default: []].first { start < $0.end - 1e-9 && $0.start < start + length - 1e-9 }
                    }.first
                    if let other = clash {
                        context.diagnostics.emit(.keyframeTiming, "'\(entry.target).\(entry.property)' is animated by overlapping keyframes", at: entry.keySpan,
                                                 keyPath: entry.keyPath,
                                                 notes: [DiagnosticNote("another keyframe animates it from \(other.start.shortText) to \(other.end.shortText)",
                                                                        at: other.span)])
                    }
                    for key in keys { windows[key, default: []].append((start, start + length, entry.keySpan)) }
                }
                assignments = self.assignments(raw)
            case .rest?:
                context.diagnostics.emit(.animationForm, "a keyframe cannot set 'rest'", at: object.span(of: KeyframeKeys.set),
                                         keyPath: object.path(KeyframeKeys.set),
                                         notes: [DiagnosticNote("list the rest values, or use 'set: rest' on the animation itself")])
            case nil:
                break
            }
            let easing = object[KeyframeKeys.easing]
            if easing == .hold, mode == .discrete {
                context.diagnostics.emit(.inapplicableKey, "'easing: hold' has no effect in the 'discrete' calculation mode",
                                         at: object.keySpan(of: KeyframeKeys.easing), keyPath: object.path(KeyframeKeys.easing),
                                         notes: [DiagnosticNote("in 'discrete' mode every keyframe already holds its start value and jumps at its end")])
            }
            result.append(Keyframe(start: start, duration: length, assignments: assignments, easing: easing))
        }
        return result
    }

    /// Interprets raw assignments: the target must be a part or group, the property known, the value of its type.
    func assignments(_ raw: [RawAssignment]) -> [Assignment] {
        raw.compactMap { entry in
            let diagnostics = context.diagnostics
            guard let members = index.members(of: entry.target) else {
                diagnostics.emit(.unknownReference, "unknown part or group '\(entry.target)'\(Suggestion.suffix(for: entry.target, in: index.names.names))",
                                 at: entry.keySpan, keyPath: entry.keyPath)
                return nil
            }
            guard let property = PartProperty(rawValue: entry.property) else {
                let names = PartProperty.allCases.map(\.rawValue)
                let suffix = Suggestion.suffix(for: entry.property, in: names)
                diagnostics.emit(.unknownReference, "unknown property '\(entry.property)'\(suffix)", at: entry.keySpan, keyPath: entry.keyPath,
                                 notes: suffix.isEmpty ? [DiagnosticNote("animatable properties: \(names.joined(separator: ", "))")] : [])
                return nil
            }
            if property != .alpha, let mirror = members.first(where: { index.mirrored(by: $0) != nil }), let mirrored = index.mirrored(by: mirror) {
                diagnostics.emit(.inapplicableKey, "'\(property.rawValue)' of part '\(mirror)' follows the part it mirrors", at: entry.keySpan,
                                 keyPath: entry.keyPath,
                                 notes: [DiagnosticNote("animate '\(mirrored).\(property.rawValue)' instead; a mirror animates only its own 'alpha'")])
                return nil
            }
            guard let value = ScalarTypeChecker(diagnostics: diagnostics).report(JitterSyntax.parse(entry.value, property: property),
                                                                                 span: entry.valueSpan, keyPath: entry.keyPath) else { return nil }
            if let limits = property.limits, !limits.contains(value.value - value.jitter) || !limits.contains(value.value + value.jitter) {
                diagnostics.emit(.outOfRange, "'\(property.rawValue)' must stay \(limits.phrase), found '\(entry.value.value)'", at: entry.valueSpan,
                                 keyPath: entry.keyPath)
                return nil
            }
            return Assignment(target: entry.target, property: property, value: value)
        }
    }
}
