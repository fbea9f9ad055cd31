import ControlKernel

/// Checks an animation of part properties: its form, timing, keyframes and assignments.
struct AnimationSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext
    /// The parts' names.
    let index: PartIndex

    /// Builds an animation, reporting problems.
    func animation(_ object: CheckedObject) -> PartAnimation? {
        let diagnostics = context.diagnostics
        let written = object.writtenKeys
        let hasSet = written.contains("set"), hasKeyframes = written.contains("keyframes"), hasSpring = written.contains("spring")
        if hasSet == hasKeyframes {
            diagnostics.emit(.animationForm, hasSet ? "an animation has both 'set' and 'keyframes'" : "an animation needs 'set' or 'keyframes'", at: hasSet ? object["keyframes"]?.keySpan ?? object.span : object.span, keyPath: object.keyPath, notes: [DiagnosticNote("use 'set' for one change over the whole duration, 'keyframes' for timed steps")])
        }
        if hasSpring, hasKeyframes {
            diagnostics.emit(.animationForm, "a spring cannot drive keyframes", at: object["spring"]?.keySpan ?? object.span, keyPath: object.path("spring"), notes: [DiagnosticNote("give each keyframe an 'easing' instead")])
        }
        for key in ["mode"] where written.contains(key) && !hasKeyframes {
            diagnostics.emit(.inapplicableKey, "'\(key)' has no effect without 'keyframes'", at: object[key]?.keySpan ?? object.span, keyPath: object.path(key))
        }
        if written.contains("beginFromCurrentState"), hasSet, !hasKeyframes {
            diagnostics.emit(.inapplicableKey, "'beginFromCurrentState' has no effect on a 'set' animation", at: object["beginFromCurrentState"]?.keySpan ?? object.span, keyPath: object.path("beginFromCurrentState"), notes: [DiagnosticNote("a 'set' animation always continues from what is on screen (UIKit's property animators blend with running animations); the key applies to keyframes")])
        }
        let modeWord = object.word("mode") ?? KeyframeCalculationMode.linear.rawValue
        let mode = KeyframeCalculationMode(rawValue: modeWord)
        if mode == nil, hasKeyframes {
            diagnostics.emit(.animationForm, "calculation mode '\(modeWord)' is not supported", at: object.span(of: "mode"), keyPath: object.path("mode"), notes: [DiagnosticNote("Core Animation paces each view property (centre, bounds, transform, opacity) by the length of its own path and ignores the key times, which controlspec cannot reproduce; use 'linear', 'discrete' or 'cubic'")])
        }
        if written.contains("easing"), hasSpring || hasKeyframes {
            let reason = hasSpring ? "with 'spring'" : "on keyframes; give each keyframe its own 'easing'"
            diagnostics.emit(.inapplicableKey, "'easing' has no effect \(reason)", at: object["easing"]?.keySpan ?? object.span, keyPath: object.path("easing"))
        }
        let spring = object.object("spring").flatMap { self.spring($0, hasDuration: written.contains("duration"), anchor: object) }
        let isPhysical: Bool = if case .physical? = spring { true } else { false }
        if isPhysical, written.contains("duration") {
            diagnostics.emit(.inapplicableKey, "'duration' has no effect with a 'mass', 'stiffness' and 'damping' spring", at: object["duration"]?.keySpan ?? object.span, keyPath: object.path("duration"), notes: [DiagnosticNote("such a spring takes as long as it needs to settle; use 'dampingRatio' to set a duration")])
        }
        if !written.contains("duration"), !isPhysical, !(hasSpring && spring == nil) {
            diagnostics.emit(.missingKey, "missing required key 'duration' in '\(object.keyPath)'", at: object.span, keyPath: object.path("duration"), notes: [DiagnosticNote("only a spring with 'mass', 'stiffness' and 'damping' sets its own duration")])
        }
        let changes: PartAnimation.Changes
        if case .assignments(.rest)? = object["set"]?.value {
            changes = .rest
        } else if case .assignments(.entries(let raw))? = object["set"]?.value {
            changes = .set(assignments(raw))
        } else {
            changes = .keyframes(keyframes(object.list("keyframes") ?? [], mode: mode))
        }
        return PartAnimation(
            duration: object.duration("duration"),
            timing: spring.map(PartAnimation.Timing.spring) ?? .curve(object.easing("easing") ?? .easeInEaseOut),
            changes: changes, mode: mode ?? .linear,
            beginsFromCurrentState: object.bool("beginFromCurrentState") ?? false)
    }

    private func spring(_ object: CheckedObject, hasDuration: Bool, anchor: CheckedObject) -> Spring? {
        let velocity = object.number("velocity") ?? 0
        let physical = ["mass", "stiffness", "damping"]
        let writtenPhysical = physical.filter { object.writtenKeys.contains($0) }
        if object.writtenKeys.contains("dampingRatio") {
            if let first = writtenPhysical.first {
                context.diagnostics.emit(.animationForm, "a spring has both 'dampingRatio' and '\(first)'", at: object[first]?.keySpan ?? object.span, keyPath: object.path(first), notes: [DiagnosticNote("give 'dampingRatio' (with the animation's duration), or 'mass', 'stiffness' and 'damping'")])
                return nil
            }
            return object.number("dampingRatio").map { .dampingRatio($0, velocity: velocity) }
        }
        guard writtenPhysical.count == 3 else {
            let missing = physical.filter { !writtenPhysical.contains($0) }
            context.diagnostics.emit(.animationForm, "a spring needs 'dampingRatio', or all of 'mass', 'stiffness' and 'damping'", at: object.span, keyPath: object.keyPath, notes: [DiagnosticNote(writtenPhysical.isEmpty ? "add 'dampingRatio: 1' for a spring that settles without overshoot" : "missing \(missing.map { "'\($0)'" }.joined(separator: " and "))")])
            return nil
        }
        guard let mass = object.number("mass"), let stiffness = object.number("stiffness"), let damping = object.number("damping") else { return nil }
        return .physical(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    }

    private func keyframes(_ items: [CheckedItem], mode: KeyframeCalculationMode?) -> [Keyframe] {
        var windows: [String: [(start: Double, end: Double, span: SourceSpan)]] = [:]
        var result: [Keyframe] = []
        for item in items {
            guard case .object(let object) = item.value, let start = object.number("at"), let length = object.number("for") else { continue }
            if start + length > 1 + 1e-9 {
                context.diagnostics.emit(.keyframeTiming, "keyframe runs past the end: 'at' \(start.shortText) + 'for' \(length.shortText) = \((start + length).shortText)", at: object.span(of: "for"), keyPath: object.path("for"), notes: [DiagnosticNote("'at + for' must be at most 1, the end of the animation")])
            }
            var assignments: [Assignment] = []
            if case .assignments(.entries(let raw))? = object["set"]?.value {
                for entry in raw {
                    let keys = (index.members(of: entry.target) ?? [entry.target]).map { "\($0).\(entry.property)" }
                    let clash = keys.lazy.compactMap { key in
                        windows[key, default: []].first { start < $0.end - 1e-9 && $0.start < start + length - 1e-9 }
                    }.first
                    if let other = clash {
                        context.diagnostics.emit(.keyframeTiming, "'\(entry.target).\(entry.property)' is animated by overlapping keyframes", at: entry.keySpan, keyPath: entry.keyPath, notes: [DiagnosticNote("another keyframe animates it from \(other.start.shortText) to \(other.end.shortText)", at: other.span)])
                    }
                    for key in keys { windows[key, default: []].append((start, start + length, entry.keySpan)) }
                }
                assignments = self.assignments(raw)
            } else if case .assignments(.rest)? = object["set"]?.value {
                context.diagnostics.emit(.animationForm, "a keyframe cannot set 'rest'", at: object.span(of: "set"), keyPath: object.path("set"), notes: [DiagnosticNote("list the rest values, or use 'set: rest' on the animation itself")])
            }
            let easing = object.easing("easing") ?? .linear
            if easing == .hold, mode == .discrete {
                context.diagnostics.emit(.inapplicableKey, "'easing: hold' has no effect in the 'discrete' calculation mode", at: object["easing"]?.keySpan ?? object.span, keyPath: object.path("easing"), notes: [DiagnosticNote("in 'discrete' mode every keyframe already holds its start value and jumps at its end")])
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
                diagnostics.emit(.unknownReference, "unknown part or group '\(entry.target)'\(Suggestion.suffix(for: entry.target, in: index.names))", at: entry.keySpan, keyPath: entry.keyPath)
                return nil
            }
            guard let property = PartProperty(rawValue: entry.property) else {
                let names = PartProperty.allCases.map(\.rawValue)
                let suffix = Suggestion.suffix(for: entry.property, in: names)
                diagnostics.emit(.unknownReference, "unknown property '\(entry.property)'\(suffix)", at: entry.keySpan, keyPath: entry.keyPath, notes: suffix.isEmpty ? [DiagnosticNote("animatable properties: \(names.joined(separator: ", "))")] : [])
                return nil
            }
            if property != .alpha, let mirror = members.first(where: { index.mirrored(by: $0) != nil }) {
                diagnostics.emit(.inapplicableKey, "'\(property.rawValue)' of part '\(mirror)' follows the part it mirrors", at: entry.keySpan, keyPath: entry.keyPath, notes: [DiagnosticNote("animate '\(index.mirrored(by: mirror)!).\(property.rawValue)' instead; a mirror animates only its own 'alpha'")])
                return nil
            }
            guard let value = ScalarTypeChecker(diagnostics: diagnostics).report(JitterSyntax.parse(entry.value, property: property), span: entry.valueSpan, keyPath: entry.keyPath) else { return nil }
            let limits: NumberRange? = switch property {
            case .alpha: .unit
            case .width, .height: .nonNegative
            case .scale: .positive
            default: nil
            }
            if let limits, !limits.contains(value.value - value.jitter) || !limits.contains(value.value + value.jitter) {
                diagnostics.emit(.outOfRange, "'\(property.rawValue)' must stay \(limits.phrase), found '\(entry.value.value)'", at: entry.valueSpan, keyPath: entry.keyPath)
                return nil
            }
            return Assignment(target: entry.target, property: property, value: value)
        }
    }
}
