import Foundation

/// Where a circular slider's values lie on its track, and which value a touch at a screen angle
/// selects.
///
/// A value's place is its position in turns of the track, `p = (value − min) / (max − min) · turns`,
/// from 0 to `turns`; its track angle is `start + p · (end − start)`. A partial arc (less than a
/// full turn) has one turn and selects values with the knob's gap rule
/// (`RotaryAngles.fraction(forScreenAngle:)`): on the arc, the value at the touch's angle; in the
/// gap, the nearer end. A full circle has no gap, so a touch moves the thumb from where it is by
/// the shortest turn to the touch's angle: going on past an end stops there (the value stays at
/// the end it came from instead of jumping to the other end) and, with several turns, going round
/// carries on into the next turn.
public struct CircularTrack: Hashable, Sendable {
    /// The range and step of the values.
    public var value: RotaryValueRange
    /// Where the track starts and ends on screen.
    public var angles: RotaryAngles
    /// How many turns of the track the range covers (more than 1 only on a full circle).
    public var turns: Int

    /// A track from each of its values.
    public init(value: RotaryValueRange, angles: RotaryAngles, turns: Int) {
        self.value = value
        self.angles = angles
        self.turns = turns
    }

    /// Whether the track is a full circle: `end − start` is a whole turn.
    public var isFullCircle: Bool {
        abs(angles.endAngle - angles.startAngle - 2 * Double.pi) <= 1e-9
    }

    /// The turns the range covers: `turns`, at least 1.
    public var turnCount: Double { Double(max(turns, 1)) }

    /// The position of `value` in turns of the track: `(value − min) / (max − min) · turns`.
    public func position(of value: Double) -> Double {
        self.value.fraction(of: value) * turnCount
    }

    /// The value at `position` turns of the track: `min + position / turns · (max − min)`.
    public func value(atPosition position: Double) -> Double {
        value.minimum + position / turnCount * value.span
    }

    /// The track angle of `value`: `start + p · (end − start)`, past `end` on later turns.
    public func trackAngle(of value: Double) -> Double {
        angles.startAngle + position(of: value) * (angles.endAngle - angles.startAngle)
    }

    /// The screen angle of `value`.
    public func screenAngle(of value: Double) -> Double {
        angles.screenAngle(forTrackAngle: trackAngle(of: value))
    }

    /// The value, before snapping, that a touch at `screenAngle` moves a thumb to from the
    /// unsnapped value `current`. A partial arc follows the gap rule; a full circle turns from
    /// `current`'s place within its turn, `q = p − ⌊p⌋`, by the shortest turn `d` to the
    /// touch's place `a` (`d = a − q` brought into −½…½), and stops at the ends:
    /// `p′ = min(max(p + d, 0), turns)`.
    public func value(forScreenAngle screenAngle: Double, from current: Double) -> Double {
        guard isFullCircle else {
            return value.minimum + angles.fraction(forScreenAngle: screenAngle) * value.span
        }
        let position = self.position(of: value.bounded(current))
        let place = position - position.rounded(.down)
        var turn = angles.fraction(forScreenAngle: screenAngle) - place
        turn -= turn.rounded()
        return value(atPosition: min(max(position + turn, 0), turnCount))
    }

    /// The track angles the fill covers for the thumbs' `values` (lowest first): from the start to
    /// the thumb with one thumb (the whole circle once a turn is complete), between the thumbs
    /// with two.
    public func fillTrackAngles(for values: [Double]) -> (from: Double, to: Double) {
        guard let last = values.last else { return (angles.startAngle, angles.startAngle) }
        if values.count > 1 { return (trackAngle(of: values[0]), trackAngle(of: last)) }
        let end = position(of: last) >= 1 ? angles.endAngle : trackAngle(of: last)
        return (angles.startAngle, end)
    }
}
