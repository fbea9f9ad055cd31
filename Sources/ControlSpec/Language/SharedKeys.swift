import ControlKernel

/// `accessibility`: what VoiceOver says and how it adjusts the control (every kind).
enum AccessibilityKeys: ObjectKeys {
    static let typeName = "Accessibility"
    static let objectType = ObjectType(typeName, "What VoiceOver says and how it adjusts the control.", keys: [label, hint, value, step])

    static let label = optional("label", .text, "The accessibility label: what the control is, in a word or two (`Volume`).")
    static let hint = optional("hint", .text, "The accessibility hint: what happens when the user acts on the control.")
    /// The kind's own template when left out (`ControlKind.defaultAccessibilityValue`).
    static let value = optional("value", .text, "The accessibility value as a template: `{value}` and `{percent}` for a knob, " +
        "`{lower}` and `{upper}` for a range slider, `{value}` (each thumb's own) for a slider, with an optional number of fraction digits as `{value:1}`.",
                                default: DescribedDefault(ControlKinds.all.map { kind in
                                    "\(kind.hasValue ? kind.defaultAccessibilityValue : "none") for a \(kind.name)"
                                }.joined(separator: ", ")))
    /// Computed by `AccessibilitySpec.adjustmentStep(min:max:valueStep:)`.
    static let step = optional("step", .number(.positive), "How far one VoiceOver increment or decrement moves the value.",
                               default: DescribedDefault("value.step, or a tenth of the range when step is 0"))
}

/// `events`: the control events of a knob or range slider at each phase of a touch.
enum EventsKeys: ObjectKeys {
    static let typeName = "Events"
    static let objectType = ObjectType(typeName, "Which `UIControl.Event`s a knob or slider sends at each phase of a touch. " +
        "`UIControl` sends the touch events (`touchDown` … `touchCancel`) itself, so a list leaves them out. " +
        "Give a phase to replace its default list; `[]` sends nothing.", keys: [begin, change, end, cancel])

    static let begin = optional("begin", .array(.words(ControlEvent.self), minCount: 0), "Sent when tracking begins.", default: [.editingDidBegin])
    static let change = optional("change", .array(.words(ControlEvent.self), minCount: 0),
        "Sent when the value changes: on every change while tracking when `continuous`, else once when the touch ends or is cancelled, " +
        "if the value changed.", default: [.valueChanged])
    static let end = optional("end", .array(.words(ControlEvent.self), minCount: 0), "Sent when the touch ends.", default: [.editingDidEnd])
    static let cancel = optional("cancel", .array(.words(ControlEvent.self), minCount: 0), "Sent when the system cancels the touch.", default: [.editingDidEnd])

    /// Every phase's key with its name, in documentation order.
    static let phases = [begin, change, end, cancel]
}

/// `feedback`: haptics of a knob or range slider.
enum FeedbackKeys: ObjectKeys {
    static let typeName = "Feedback"
    static let objectType = ObjectType(typeName, "Haptic feedback.", keys: [step])

    static let step = optional("step", .words(HapticStyle.self), "The haptic played each time the value crosses a step (needs `value.step` > 0).")
}

/// `reduceMotion`: what an animation does while Reduce Motion is on, one key with one rule for
/// every object that declares an animation (a part animation, a knob's `setValue`, a slider's
/// animated value changes). The default follows Apple's guidance: a cross-fade instead of motion.
extension ObjectKeys {
    /// The `reduceMotion` key of an animation object.
    static func reduceMotionKey() -> Key<Self, ReduceMotion> {
        optional("reduceMotion", .words(ReduceMotion.self),
                 "What the animation does while Reduce Motion is on: `crossfade` (a cross-fade of at most " +
                 "\(ReduceMotion.crossfadeDuration)s from its start look to its end look), " +
                 "`instant` (its end at once) or `keep` (its motion, for motion the control needs).", default: .crossfade)
    }
}
