/// Checks and builds the parts every kind shares: accessibility, events, feedback.
struct CommonSemantics {
    /// The diagnostics and the control's size.
    let context: SemanticContext

    /// Builds the accessibility settings, checking the value template's placeholders.
    func accessibility(_ object: CheckedObject?, kind: any ControlKind) -> AccessibilitySpec {
        guard let object else { return AccessibilitySpec() }
        if !kind.hasValue {
            for key in ["step", "value"] where object.writtenKeys.contains(key) {
                context.diagnostics.emit(.inapplicableKey, "'\(key)' has no effect on a button, which has no value", at: object[key]?.keySpan ?? object.span, keyPath: object.path(key))
            }
        } else if let format = object.word("value") {
            checkTemplate(format, allowed: kind.accessibilityPlaceholders, span: object.span(of: "value"), keyPath: object.path("value"))
        }
        return AccessibilitySpec(label: object.word("label"), hint: object.word("hint"), valueFormat: object.word("value"), step: object.number("step"))
    }

    /// Reports placeholders in `{name}` or `{name:digits}` form that the kind does not provide.
    private func checkTemplate(_ format: String, allowed: [String], span: SourceSpan, keyPath: String) {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                context.diagnostics.emit(.invalidFormat, "unclosed '{' in accessibility value template", at: span, keyPath: keyPath)
                return
            }
            let inner = rest[rest.index(after: open)..<close]
            let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if !allowed.contains(name) {
                let suffix = Suggestion.suffix(for: name, in: allowed)
                let note = allowed.isEmpty ? "this kind of control has no value to show" : "available placeholders: \(allowed.map { "{\($0)}" }.joined(separator: ", "))"
                context.diagnostics.emit(.unknownReference, "unknown placeholder '{\(inner)}' in accessibility value template\(suffix)", at: span, keyPath: keyPath, notes: suffix.isEmpty ? [DiagnosticNote(note)] : [])
            } else if parts.count == 2, Int(parts[1]).map({ !(0...6).contains($0) }) ?? true {
                context.diagnostics.emit(.invalidFormat, "expected 0 to 6 fraction digits in '{\(inner)}'", at: span, keyPath: keyPath)
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The control events per phase: the spec's lists, or the defaults for value controls.
    /// Whether change events go out on every change or once at the end is `continuous`'s business.
    func valueEvents(_ object: CheckedObject?) -> ControlEvents {
        ControlEvents(
            begin: object?.words("begin") ?? ["editingDidBegin"],
            change: object?.words("change") ?? ["valueChanged"],
            end: object?.words("end") ?? ["editingDidEnd"],
            cancel: object?.words("cancel") ?? ["editingDidEnd"])
    }

    /// `events` without the touch events `UIControl` sends by itself as it handles a touch
    /// (`SpecLanguage.eventsSentByUIControl`): the control does not send them a second time, so
    /// each one the spec lists is reported where it is written.
    func withoutEventsSentByUIControl(_ events: ControlEvents, _ object: CheckedObject?) -> ControlEvents {
        let sentByUIControl = SpecLanguage.eventsSentByUIControl
        for phase in ["begin", "change", "end", "cancel"] {
            for item in object?.list(phase) ?? [] {
                guard case .word(let name) = item.value, sentByUIControl.contains(name) else { continue }
                context.diagnostics.emit(.selfSentEvent, "'\(name)' in '\(phase)' is sent by UIControl itself as it handles a touch; the control does not send it again", at: item.span, keyPath: item.keyPath,
                                         notes: [DiagnosticNote("UIControl sends the touch events at their own moments: touchDown when the touch goes down, touchDrag… as it moves, touchUpInside or touchUpOutside when it ends, touchCancel when it is cancelled")])
            }
        }
        func kept(_ names: [String]) -> [String] { names.filter { !sentByUIControl.contains($0) } }
        return ControlEvents(begin: kept(events.begin), change: kept(events.change), end: kept(events.end), cancel: kept(events.cancel))
    }

    /// The step haptic, checking that the value has steps to cross.
    func stepFeedback(_ object: CheckedObject?, step: Double) -> HapticStyle? {
        guard let object, let word = object.word("step"), let style = HapticStyle(rawValue: word) else { return nil }
        if step == 0 {
            context.diagnostics.emit(.inapplicableKey, "'feedback.step' has no effect because 'value.step' is 0", at: object.span(of: "step"), keyPath: object.path("step"), notes: [DiagnosticNote("set 'value.step' to the distance between steps")])
        }
        return style
    }
}
