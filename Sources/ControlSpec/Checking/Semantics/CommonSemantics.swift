import ControlKernel

/// Checks and builds the parts every kind shares: accessibility, events, feedback.
struct CommonSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the accessibility settings, checking the value template's placeholders. The value
    /// template is the spec's, or the kind's own (`AccessibilityKeys.value`).
    func accessibility(_ object: SpecObject<AccessibilityKeys>, kind: some ControlKind) -> AccessibilitySpec {
        func reportWithoutValue<Value>(_ key: Key<AccessibilityKeys, Value>) {
            guard object.writes(key) else { return }
            context.diagnostics.emit(.inapplicableKey, "'\(key.name)' has no effect on a \(kind.name), which has no value", at: object.keySpan(of: key),
                keyPath: object.path(key))
        }
        if !kind.hasValue {
            reportWithoutValue(AccessibilityKeys.step)
            reportWithoutValue(AccessibilityKeys.value)
        } else if let format = object[AccessibilityKeys.value] {
            checkTemplate(format, allowed: kind.accessibilityPlaceholders, span: object.span(of: AccessibilityKeys.value),
                keyPath: object.path(AccessibilityKeys.value))
        }
        return AccessibilitySpec(label: object[AccessibilityKeys.label], hint: object[AccessibilityKeys.hint],
                                 valueFormat: object[AccessibilityKeys.value] ?? kind.defaultAccessibilityValue, step: object[AccessibilityKeys.step])
    }

    /// Checks that VoiceOver's step is a whole number of value steps, for every value control: its
    /// model moves a stepped value by whole steps, so any other adjustment would be snapped to a
    /// different distance than the spec gives.
    func checkAccessibilityStep(_ object: SpecObject<AccessibilityKeys>, valueStep: Double) {
        guard valueStep > 0, let step = object[AccessibilityKeys.step], !ValueSemantics.isWhole(step / valueStep) else { return }
        context.diagnostics.emit(.valueRange, "'step' (\(step.shortText)) is not a whole number of value steps (\(valueStep.shortText))",
                                 at: object.span(of: AccessibilityKeys.step), keyPath: object.path(AccessibilityKeys.step),
                                 notes: [DiagnosticNote("VoiceOver moves a stepped value by whole steps; use \(valueStep.shortText) or a multiple of it")])
    }

    /// Reports placeholders in `{name}` or `{name:digits}` form that the kind does not provide.
    private func checkTemplate(_ format: String, allowed: [String], span: SourceSpan, keyPath: String) {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                context.diagnostics.report(.invalidFormat("unclosed '{' in accessibility value template"), at: span, keyPath: keyPath)
                return
            }
            let inner = rest[rest.index(after: open)..<close]
            let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if !allowed.contains(name) {
                let suffix = Suggestion.suffix(for: name, in: allowed)
                let note = allowed.isEmpty ? "this kind of control has no value to show" : "available placeholders: " +
                    "\(allowed.map { "{\($0)}" }.joined(separator: ", "))"
                context.diagnostics.emit(.unknownReference, "unknown placeholder '{\(inner)}' in accessibility value template\(suffix)", at: span,
                    keyPath: keyPath, notes: suffix.isEmpty ? [DiagnosticNote(note)] : [])
            } else if parts.count == 2, Int(parts[1]).map({ !SpecLimits.fractionDigits.contains($0) }) ?? true {
                let digits = SpecLimits.fractionDigits
                context.diagnostics.report(.invalidFormat("expected \(digits.lowerBound) to \(digits.upperBound) fraction digits in '{\(inner)}'"), at: span,
                    keyPath: keyPath)
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The control events of each phase of a value control, without the touch events `UIControl`
    /// sends by itself as it handles a touch (`reportSelfSentEvents`); reports `primaryActionTriggered`
    /// entries that change nothing (`reportPrimaryActionSentAnyway`).
    func valueEvents(_ object: SpecObject<EventsKeys>) -> ControlEvents {
        reportSelfSentEvents(object, phases: EventsKeys.phases)
        func kept(_ key: Key<EventsKeys, [ControlEvent]>) -> [ControlEvent] { object[key].filter { $0.sentByUIControl == nil } }
        let events = ControlEvents(begin: kept(EventsKeys.begin), change: kept(EventsKeys.change), end: kept(EventsKeys.end), cancel: kept(EventsKeys.cancel))
        if events.listsPrimaryActionToNoEffect { reportPrimaryActionSentAnyway(object) }
        return events
    }

    /// Reports each `primaryActionTriggered` entry of a value control whose entries change nothing
    /// (`ControlEvents.listsPrimaryActionToNoEffect`): the control sends it with `valueChanged` by itself.
    func reportPrimaryActionSentAnyway(_ object: SpecObject<EventsKeys>) {
        for phase in EventsKeys.phases {
            for item in object.items(phase) where item.value == .primaryActionTriggered {
                context.diagnostics.emit(.selfSentEvent, "'primaryActionTriggered' in '\(phase.name)' is sent with 'valueChanged' by the control itself; " +
                    "listing it changes nothing", at: item.span, keyPath: item.keyPath,
                                         notes: [DiagnosticNote("a value control sends 'primaryActionTriggered' with every 'valueChanged'; " +
                                                                "leave it out, or list it only in the phases that should send it")])
            }
        }
    }

    /// Reports each touch event a phase's list gives (`ControlEvent.sentByUIControl`), in every
    /// kind and at every phase: `UIControl` sends it at its own moment whatever the list says and
    /// the generated control never sends it again, so the entry has no effect.
    func reportSelfSentEvents<Keys>(_ object: SpecObject<Keys>, phases: [Key<Keys, [ControlEvent]>]) {
        for phase in phases {
            for item in object.items(phase) {
                guard let sent = item.value.sentByUIControl else { continue }
                context.diagnostics.emit(.selfSentEvent, "'\(item.value.word)' in '\(phase.name)' is sent by UIControl itself as it handles a touch; " +
                    "the control does not send it again", at: item.span, keyPath: item.keyPath,
                                         notes: [DiagnosticNote("UIControl sends '\(item.value.word)' itself \(sent.moment); leave it out of '\(phase.name)'")])
            }
        }
    }

    /// Reports `continuous` when no change events are sent, for every value control: it decides
    /// only when they are sent.
    func checkContinuous<Keys>(_ object: SpecObject<Keys>, _ key: Key<Keys, Bool>, events: ControlEvents) {
        guard object.writes(key), events.change.isEmpty else { return }
        context.diagnostics.emit(.inapplicableKey, "'continuous' has no effect because 'interaction.events.change' sends no event",
                                 at: object.keySpan(of: key), keyPath: object.path(key),
                                 notes: [DiagnosticNote("'continuous' decides when the change events are sent; " +
                                                        "the value callbacks and SwiftUI bindings follow every change anyway")])
    }

    /// The step haptic, checking that the value has steps to cross (`step` is `nil` when the value
    /// is invalid, which is reported already).
    func stepFeedback(_ object: SpecObject<FeedbackKeys>, step: Double?) -> HapticStyle? {
        guard let style = object[FeedbackKeys.step] else { return nil }
        if step == 0 {
            context.diagnostics.emit(.inapplicableKey, "'feedback.step' has no effect because 'value.step' is 0", at: object.span(of: FeedbackKeys.step),
                keyPath: object.path(FeedbackKeys.step), notes: [DiagnosticNote("set 'value.step' to the distance between steps")])
        }
        return style
    }
}
