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
/// carries on into the next turn. A full circle whose range wraps (`value.wraps`, `ends: wrap`)
/// has no ends at all: the maximum is the minimum's place, going on past it carries on from the
/// minimum, and two thumbs select the values from the first forward to the second, across that
/// seam when the first is the greater (`wrappedGap(from:to:)`).
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
    public var isFullCircle: Bool { angles.isFullTurn }

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
    /// `p′ = min(max(p + d, 0), turns)`; when the range wraps it does not stop, `p′ = p + d`, which
    /// may lie outside the range (`value.bounded` brings it back).
    public func value(forScreenAngle screenAngle: Double, from current: Double) -> Double {
        guard isFullCircle else {
            return value.minimum + angles.fraction(forScreenAngle: screenAngle) * value.span
        }
        let position = self.position(of: value.bounded(current))
        let place = position - position.rounded(.down)
        var turn = angles.fraction(forScreenAngle: screenAngle) - place
        turn -= turn.rounded()
        return value(atPosition: isSeamless ? position + turn : min(max(position + turn, 0), turnCount))
    }

    /// Whether the range wraps on a full circle of one turn: the maximum and the minimum are one
    /// place, and values carry on across it.
    public var isSeamless: Bool {
        value.wraps && isFullCircle && turns <= 1
    }

    /// `value` as a seamless track keeps it: bounded into the range, wrapped across the seam, and
    /// the maximum written as the minimum (they are one place); else only bounded.
    public func normalized(_ value: Double) -> Double {
        let bounded = self.value.bounded(value)
        return isSeamless && bounded >= self.value.maximum ? self.value.minimum : bounded
    }

    /// `value` moved by whole spans to lie nearest `reference` on a seamless track, for an
    /// animated change that goes the short way round, through the seam
    /// (`RotaryValueRange.unwrapped(_:near:)`). On any other track, `value`: there the seam is an end.
    /// The drawing brings such a value back into the range (`normalized(_:)`).
    public func unwrapped(_ value: Double, near reference: Double) -> Double {
        isSeamless ? self.value.unwrapped(value, near: reference) : value
    }

    /// How far the values go forward from `from` to `to` on a seamless track, from 0 up to the
    /// span: `(to − from) mod (max − min)`. On any other track, `to − from`.
    public func wrappedGap(from: Double, to: Double) -> Double {
        let span = value.span
        guard isSeamless, span > 0 else { return to - from }
        let gap = (to - from).truncatingRemainder(dividingBy: span)
        return gap < 0 ? gap + span : gap
    }

    /// The track angles the fill covers for the thumbs' `values` (lowest first): from the start to
    /// the thumb with one thumb (the whole circle once a turn is complete), between the thumbs
    /// with two: on a seamless track from the first forward to the second, across the seam when
    /// the first is the greater (`wrappedGap(from:to:)`).
    public func fillTrackAngles(for values: [Double]) -> (from: Double, to: Double) {
        guard let last = values.last else { return (angles.startAngle, angles.startAngle) }
        if values.count > 1, isSeamless {
            let from = trackAngle(of: values[0])
            return (from, from + value.fraction(of: value.minimum + wrappedGap(from: values[0], to: last)) * (angles.endAngle - angles.startAngle))
        }
        if values.count > 1 { return (trackAngle(of: values[0]), trackAngle(of: last)) }
        let end = position(of: last) >= 1 ? angles.endAngle : trackAngle(of: last)
        return (angles.startAngle, end)
    }
}
