/// The view-model of `button.swift.mustache` and its `button-*` partials.
struct ButtonViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel
    /// Every part in drawing order (each before its children).
    var parts: [ButtonPartItem]
    /// The parts laid out by their own keys, in drawing order.
    var placedParts: [ButtonPartItem]
    /// The parts that follow another part.
    var mirrorParts: [ButtonPartItem]
    /// The touch states in source order.
    var states: [ButtonStateItem]
    /// The initial state's case name.
    var initialCaseName: String
    /// The touch slop as a Swift literal.
    var touchSlop: String
    /// The events the control sends itself when a touch begins (`[.primaryActionTriggered]`), if any.
    var beginEvents: String?
    /// The events the control sends itself when a touch ends inside the slop, if any.
    var endEvents: String?
    /// The events the control sends itself when a touch ends outside the slop, if any.
    var endOutsideEvents: String?
    /// The events the control sends itself when a touch is cancelled, if any.
    var cancelEvents: String?

    /// Makes the view-model of a button.
    init(spec: ControlSpecification, button: ButtonSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let flat = ButtonPartItem.flatten(button.parts)
        let groups = Dictionary(grouping: flat.filter { $0.part.group != nil }, by: { $0.part.group ?? "" }).mapValues { $0.map(\.part.id) }
        parts = flat.map { ButtonPartItem(part: $0.part, parent: $0.parent) }
        placedParts = parts.filter { !$0.isMirror }
        mirrorParts = parts.filter(\.isMirror)
        states = button.states.map { ButtonStateItem(state: $0, typeName: spec.name, groups: groups) }
        initialCaseName = button.initialState.map { SwiftIdentifier.escaped($0.name) } ?? states.first?.caseName ?? "idle"
        touchSlop = SwiftLiteral.number(button.touchSlop)
        beginEvents = Self.sentByControl(button.events.begin)
        endEvents = Self.sentByControl(button.events.end)
        endOutsideEvents = Self.sentByControl(button.events.endOutside)
        cancelEvents = Self.sentByControl(button.events.cancel)
    }

    /// The touch events `UIControl` sends by itself while it tracks a touch; the generated control
    /// does not send them again.
    static let sentByUIControl: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel",
    ]

    /// The `UIControl.Event` names the generated code may send.
    static let knownEvents: Set<String> = sentByUIControl.union([
        "valueChanged", "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
    ])

    /// An option-set literal of the events among `names` the control must send itself, or `nil`.
    static func sentByControl(_ names: [String]) -> String? {
        let own = names.filter { knownEvents.contains($0) && !sentByUIControl.contains($0) }
        return own.isEmpty ? nil : "[" + own.map { ".\($0)" }.joined(separator: ", ") + "]"
    }
}

/// Swift identifiers from checked names.
enum SwiftIdentifier {
    /// `name`, in backticks when it is a Swift keyword.
    static func escaped(_ name: String) -> String {
        NamePattern.swiftKeywords.contains(name) ? "`\(name)`" : name
    }
}
