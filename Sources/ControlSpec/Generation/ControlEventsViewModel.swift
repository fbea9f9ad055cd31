/// The control events a generated control sends itself, phase by phase, for every kind: the
/// kind's view-model decides which phases there are and which events each sends (its event
/// contract has already left out those `UIControl` sends by itself); this makes them Swift.
struct ControlEventsViewModel: Sendable, Encodable {
    /// One phase of a touch (or of an adjustment) and the events the control sends at it.
    struct Phase: Sendable, Encodable {
        /// The phase's case name in the kernel's event contract: `begin`, `change`, `end`,
        /// `endOutside` or `cancel`.
        var name: String
        /// `name` with a capital first letter, for method names: `sendBeginEvents()`.
        var capitalizedName: String
        /// The `UIControl.Event` member names, in the spec's order.
        var members: [String]
        /// The events as an option-set literal, `[.editingDidBegin, .valueChanged]`; `[]` for none.
        var literal: String
        /// Whether the phase sends no event.
        var isEmpty: Bool
        /// Whether the phase sends `.primaryActionTriggered`, after which a button calls its
        /// `primaryAction` closure.
        var sendsPrimaryActionTriggered: Bool
    }

    /// The phases in the order of the kernel's event contract.
    var phases: [Phase]

    /// The phases `phases`, each with its events (`ControlEvent`s, so no spec text reaches the code).
    init(phases: [(name: String, events: [ControlEvent])]) {
        self.phases = phases.map { name, events in
            let members = events.map(\.rawValue)
            return Phase(name: name, capitalizedName: name.prefix(1).uppercased() + name.dropFirst(),
                         members: members, literal: "[" + members.map { ".\($0)" }.joined(separator: ", ") + "]",
                         isEmpty: members.isEmpty, sendsPrimaryActionTriggered: events.contains(.primaryActionTriggered))
        }
    }

    /// The phases of a value control (knob, range slider): `begin`, `change`, `end`, `cancel`,
    /// each with `.primaryActionTriggered` where a value control sends it
    /// (`ControlEvents.sentByValueControl`).
    init(valueControl events: ControlEvents) {
        self.init(phases: events.sentByValueControl)
    }
}
