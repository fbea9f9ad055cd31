import Foundation

/// What one input did to a knob's or a circular slider's SwiftUI view state, for the view to pass
/// on: the value to write to its binding, its `onEditingChanged` call, a value announcement.
public struct RotaryInputUpdate: Hashable, Sendable {
    /// The range of the Digital Crown's rotation the views read, in detents: wide enough never to
    /// be reached.
    public static let crownRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// Whether a value changed: the view writes the state's value to its binding.
    public var valueChanged: Bool
    /// `true` when the user began changing the value (a drag that moves it began), `false` when
    /// the user stopped (that drag ended), `nil` otherwise: the argument of `onEditingChanged`.
    public var editing: Bool?
    /// Whether the view announces the value now (a drag changed it, and the last announcement is
    /// older than the throttle's interval).
    public var announces: Bool

    /// An update from each of its values; by default, nothing happened.
    public init(valueChanged: Bool = false, editing: Bool? = nil, announces: Bool = false) {
        self.valueChanged = valueChanged
        self.editing = editing
        self.announces = announces
    }

    /// Whether editing began with this update: call `onEditingChanged(true)` before writing the value.
    public var beginsEditing: Bool { editing == true }

    /// Whether editing ended with this update: call `onEditingChanged(false)` after writing the value.
    public var endsEditing: Bool { editing == false }
}
