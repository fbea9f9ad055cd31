/// The spec language, declared as data: the kinds of control and every object type.
public enum SpecLanguage {
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    /// Every named object type, for `definitions` in the JSON Schema and the docs: each kind's
    /// top level, then the types every kind shares, then each kind's own, without repeats.
    public static let objectTypes: [ObjectType] = {
        var types = ControlKinds.all.map(\.topLevel) + [accessibility, events, feedback]
        for type in ControlKinds.all.flatMap(\.objectTypes) where !types.contains(where: { $0.name == type.name }) {
            types.append(type)
        }
        return types
    }()

    /// The object type named `name`.
    public static func objectType(_ name: String) -> ObjectType {
        guard let type = objectTypes.first(where: { $0.name == name }) else {
            preconditionFailure("the spec language has no object type '\(name)'")
        }
        return type
    }

    /// The keys every kind shares, first in every top-level object.
    static func commonFields(_ kind: String, drawing: [String], defaultDrawing: String) -> [Field] {
        [
            .required("controlspec", .integer(1...1), "The spec format version. Always 1."),
            .required("name", .name(.typeName), "The Swift type name of the generated control, in UpperCamelCase."),
            .required("kind", .enumeration(ControlKinds.names), "The kind of control; decides which other keys apply. This object is for `\(kind)`."),
            .required("summary", .text, "One line saying what the control is for; becomes the generated type's doc comment."),
            .required("size", .size, "The intrinsic content size and preview size, `WIDTHxHEIGHT` in points."),
            .optional("drawing", .enumeration(drawing), "How the control draws itself.", default: defaultDrawing),
            .optional("accessibility", .object("Accessibility"), "What VoiceOver says and how it adjusts the control."),
        ]
    }

    /// The UIKit control events a spec may send (`UIControl.Event` names).
    public static let controlEvents = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
        "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
    ]

    /// The touch events `UIControl` sends by itself from its touch handling while it tracks a
    /// touch (the members of `UIControl.Event.allTouchEvents`): a generated control never sends
    /// them a second time.
    public static let eventsSentByUIControl: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel",
    ]

    /// Haptic feedback styles (`UISelectionFeedbackGenerator` or a `UIImpactFeedbackGenerator` style).
    public static let feedbackStyles = ["selection", "light", "medium", "heavy", "soft", "rigid"]

    static let accessibility = ObjectType("Accessibility", "What VoiceOver says and how it adjusts the control.", fields: [
        .optional("label", .text, "The accessibility label: what the control is, in a word or two (`Volume`)."),
        .optional("hint", .text, "The accessibility hint: what happens when the user acts on the control."),
        .optional("value", .text, "The accessibility value as a template: `{value}` and `{percent}` for a knob, `{lower}` and `{upper}` for a range slider, with an optional number of fraction digits as `{value:1}`.", default: "{value} for one value, {lower} to {upper} for a range, none for a button"),
        .optional("step", .number(.positive), "How far one VoiceOver increment or decrement moves the value.", default: "value.step, or a tenth of the range when step is 0"),
    ])

    static let events = ObjectType("Events", "Which `UIControl.Event`s a knob or slider sends at each phase of a touch. Give a phase to replace its default list; `[]` sends nothing.", fields: [
        .optional("begin", .array(.enumeration(controlEvents), minCount: 0), "Sent when tracking begins.", default: "[editingDidBegin]"),
        .optional("change", .array(.enumeration(controlEvents), minCount: 0), "Sent when the value changes: on every change while tracking when `continuous`, else once when the touch ends or is cancelled, if the value changed.", default: "[valueChanged]"),
        .optional("end", .array(.enumeration(controlEvents), minCount: 0), "Sent when the touch ends.", default: "[editingDidEnd]"),
        .optional("cancel", .array(.enumeration(controlEvents), minCount: 0), "Sent when the system cancels the touch.", default: "[editingDidEnd]"),
    ])

    static let feedback = ObjectType("Feedback", "Haptic feedback.", fields: [
        .optional("step", .enumeration(feedbackStyles), "The haptic played each time the value crosses a step (needs `value.step` > 0)."),
    ])
}
