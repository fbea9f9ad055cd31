import ControlKernel

/// A still preview of a toggle: the one list, in gallery order, that the SVG previews draw and
/// the native SwiftUI view's `#Preview`s show.
enum ToggleStill: CaseIterable {
    /// At rest, off, in the off colours.
    case off
    /// At rest, on (the end of `turnOn`), in the on colours.
    case on
    /// A drag from off with the thumb halfway to on: a tie, so the off look; highlighted.
    case dragging
    /// A drag from off with the thumb three quarters of the way: the on look; highlighted.
    case draggingPastHalfway
    /// Off, disabled (``DisabledPreview``).
    case disabled

    /// The still's state name in file names, the gallery and the `#Preview`'s name.
    var state: String {
        switch self {
        case .off: "off"
        case .on: "on"
        case .dragging: "dragging"
        case .draggingPastHalfway: "draggingPastHalfway"
        case .disabled: DisabledPreview.state
        }
    }

    /// The still's caption.
    var caption: String {
        switch self {
        case .off: "off"
        case .on: "on"
        case .dragging: "dragged halfway from off, highlighted"
        case .draggingPastHalfway: "dragged three quarters of the way from off, highlighted: the look a release there leaves"
        case .disabled: "disabled, off"
        }
    }

    /// Whether the toggle is on.
    var isOn: Bool { self == .on }

    /// How far a drag from off has moved the thumb, as a fraction of its travel, for a drag still.
    var dragFraction: Double? {
        switch self {
        case .dragging: 0.5
        case .draggingPastHalfway: 0.75
        case .off, .on, .disabled: nil
        }
    }

    /// Whether the toggle is drawn enabled.
    var isEnabled: Bool { self != .disabled }

    /// The arguments of the SwiftUI view's `preview(…)` that show the still, Swift literals.
    var previewArguments: String {
        var arguments = "isOn: \(isOn)"
        if let dragFraction { arguments += ", dragFraction: \(SwiftLiteral.number(dragFraction))" }
        if !isEnabled { arguments += ", isEnabled: false" }
        return arguments
    }
}

/// A still preview of a button: the one list, in gallery order, that the SVG previews draw and
/// the native SwiftUI view's `#Preview`s show.
enum ButtonStill: CaseIterable {
    /// At rest.
    case idle
    /// The end of the animation of the state a touch begins in, highlighted.
    case pressed
    /// At rest, disabled (``DisabledPreview``).
    case disabled

    /// The stills of a button in `configuration`: `pressed` only when the state a touch begins
    /// in has an animation (``ButtonConfiguration/pressedPoses(layout:)``).
    static func stills(of configuration: ButtonConfiguration) -> [ButtonStill] {
        let pressed = configuration.pressedPoses(layout: configuration.layout()) != nil
        return allCases.filter { $0 != .pressed || pressed }
    }

    /// The still's state name in file names, the gallery and the `#Preview`'s name.
    var state: String {
        switch self {
        case .idle: "idle"
        case .pressed: "pressed"
        case .disabled: DisabledPreview.state
        }
    }

    /// The still's caption.
    var caption: String {
        switch self {
        case .idle: "idle, at rest"
        case .pressed: "pressed (the end of the touch-down animation)"
        case .disabled: "disabled, at rest"
        }
    }

    /// The arguments of the SwiftUI view's `preview(…)` that show the still, Swift literals.
    var previewArguments: String {
        switch self {
        case .idle: ""
        case .pressed: "isPressed: true"
        case .disabled: "isEnabled: false"
        }
    }
}
