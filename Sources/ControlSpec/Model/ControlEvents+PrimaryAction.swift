/// The primary action of a value control: `.primaryActionTriggered` goes out with `.valueChanged`,
/// as `UISlider` and `UISwitch` send it, unless the spec says where it goes.
extension ControlEvents {
    /// The phases of a value control in the order of the kernel's event contract, each with its
    /// events: `begin`, `change`, `end`, `cancel`.
    var valuePhases: [(name: String, events: [ControlEvent])] {
        [("begin", begin), ("change", change), ("end", end), ("cancel", cancel)]
    }

    /// What a value control sends at each phase (`valuePhases`): `.primaryActionTriggered` after
    /// each phase's `.valueChanged` (`withPrimaryAction(_:)`), so the action given to
    /// `UIControl.init(frame:primaryAction:)` runs on every change; a spec that lists
    /// `.primaryActionTriggered` in a phase itself chooses where it goes instead, so it is never
    /// sent twice for one change (once with `.valueChanged` and again at a phase the spec lists).
    var sentByValueControl: [(name: String, events: [ControlEvent])] {
        let placesPrimaryAction = valuePhases.contains { $0.events.contains(.primaryActionTriggered) }
        return valuePhases.map { ($0.name, placesPrimaryAction ? $0.events : Self.withPrimaryAction($0.events)) }
    }

    /// Whether the spec's `.primaryActionTriggered` entries change nothing: without them, a value
    /// control would send the same events at every phase (`sentByValueControl`).
    var listsPrimaryActionToNoEffect: Bool {
        var without = self
        for path in [\ControlEvents.begin, \.change, \.end, \.cancel] {
            without[keyPath: path].removeAll { $0 == .primaryActionTriggered }
        }
        guard without != self else { return false }
        return zip(sentByValueControl, without.sentByValueControl).allSatisfy { Set($0.events) == Set($1.events) }
    }

    /// `events`, with `.primaryActionTriggered` after `.valueChanged` when it is not already
    /// there: a value control's primary action is a change of its value, as `UISlider`'s and
    /// `UISwitch`'s.
    static func withPrimaryAction(_ events: [ControlEvent]) -> [ControlEvent] {
        guard let index = events.firstIndex(of: .valueChanged), !events.contains(.primaryActionTriggered) else { return events }
        var events = events
        events.insert(.primaryActionTriggered, at: index + 1)
        return events
    }
}
