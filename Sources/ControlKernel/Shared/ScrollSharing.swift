import Foundation

/// The direction a control's drag changes its value along: what it shares with a scroll container
/// that moves by touch (iOS, iPadOS, watchOS, visionOS).
public enum DragAxis: Hashable, Sendable, CaseIterable {
    /// Along x: a horizontal slider, range slider or toggle, a knob turned by dragging sideways.
    case horizontal
    /// Along y: a vertical slider or toggle, a knob turned by dragging up and down.
    case vertical
    /// Both: a knob turned by rotating, a circular slider. Such a control takes every drag that
    /// begins on it, as it needs both directions.
    case free
}

/// How a control's drag shares touches with a scroll container around it that moves by touch.
///
/// The drag begins only once a touch has moved `minimumDistance` points (a tap before then is a
/// tap, handled as a touch that begins and ends where it landed, so it still moves a thumb to the
/// track or turns a toggle over). Its first movement then decides: a drag that moved more across
/// the control's axis than along it is not the control's (`takes(translation:axis:)`) and is
/// ignored to its end, so that the swipe is the scroll container's; a drag along the axis, or any
/// drag of a control whose axis is `DragAxis.free`, moves the value as before. Where scrolling is
/// not done by touch (macOS, tvOS), a drag begins at once and every drag is the control's.
public enum ScrollSharing {
    /// The distance a touch moves before a drag begins where touches are shared with scrolling,
    /// in points: the distance `DragGesture` waits for by default.
    public static let minimumDistance: CGFloat = 10

    /// The distance a drag waits for: `minimumDistance` when the control shares touches with
    /// scrolling (`sharesTouches`), else 0, so that a drag begins on touch-down.
    public static func minimumDistance(sharesTouches: Bool) -> CGFloat {
        sharesTouches ? minimumDistance : 0
    }

    /// The axis the sharing rule checks a drag against: `axis` when the control shares touches
    /// with scrolling, `DragAxis.free` (every drag taken) otherwise.
    public static func axis(_ axis: DragAxis, sharesTouches: Bool) -> DragAxis {
        sharesTouches ? axis : .free
    }

    /// Whether a drag whose first movement is `translation` belongs to a control dragged along
    /// `axis`: a movement along the axis at least as long as across it (a diagonal counts as
    /// along); every movement for `DragAxis.free`.
    public static func takes(translation: CGSize, axis: DragAxis) -> Bool {
        let along: CGFloat, across: CGFloat
        switch axis {
        case .free: return true
        case .horizontal: (along, across) = (abs(translation.width), abs(translation.height))
        case .vertical: (along, across) = (abs(translation.height), abs(translation.width))
        }
        return along >= across
    }
}

/// Scroll-wheel and trackpad scrolling (macOS) over a control, as the arrow key it stands for and
/// how many times it is pressed: the control moves by its accessibility step (its step, or snap
/// value) per press, as its keys move it, clamped and snapped by its model.
///
/// AppKit reports a scroll event's deltas in lines for a mouse wheel and in points for a
/// trackpad or a Magic Mouse (`hasPreciseScrollingDeltas`). A line delta (one notch of the wheel)
/// is one press, whatever its size; precise deltas add up, one press per `pointsPerStep` points.
/// AppKit's deltas follow the user's scrolling direction setting ("natural" scrolling inverts
/// them, `isDirectionInvertedFromDevice`); the direction is undone first, so the value follows
/// the hand: a wheel rolled away or fingers moved up turn it up, fingers moved right turn a
/// horizontal control towards its right end (`ControlKey.right`, which a mirrored control turns
/// down). An event mostly across a control's axis is not the control's: it is left to AppKit, so
/// that a page scrolls past a horizontal slider under the pointer; a `DragAxis.free` control takes
/// the event's larger direction. The momentum a trackpad or Magic Mouse adds after the fingers
/// lift (`momentumPhase`) presses nothing: the value stops when the fingers lift, and the
/// momentum is still the control's, so that the page does not scroll on under it. A slider of
/// several thumbs moves the thumb under the pointer or nearest it (`thumb(distances:up:)`).
public struct ScrollWheelInput: Hashable, Sendable {
    /// The precise scrolling (trackpad) that makes one press, in points.
    public static let pointsPerStep: Double = 10

    /// What a scroll event does to the control: the key it stands for and how many times it is
    /// pressed (0 while precise deltas add up to a step).
    public struct Presses: Hashable, Sendable {
        /// The arrow key.
        public var key: ControlKey
        /// How many times the key is pressed.
        public var count: Int

        /// Presses of `key`, `count` times.
        public init(key: ControlKey, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// The precise scrolling not yet made into a press, in points along the hand's direction
    /// (right or up positive), per axis.
    private var pending = CGSize.zero

    /// No scrolling counted yet.
    public init() {}

    /// A scroll event over a control dragged along `axis`, with AppKit's `scrollingDeltaX` and
    /// `scrollingDeltaY` (`deltaX`, `deltaY`), `hasPreciseScrollingDeltas` (`isPrecise`),
    /// `isDirectionInvertedFromDevice` (`isInverted`) and whether its `momentumPhase` is not empty
    /// (`isMomentum`): the presses it makes (none for momentum), or `nil` when the event is not
    /// the control's (no movement, or mostly across `axis`).
    public mutating func scroll(deltaX: Double, deltaY: Double, isPrecise: Bool, isInverted: Bool, isMomentum: Bool = false,
                                axis: DragAxis) -> Presses? {
        // AppKit's deltas are positive when the content moves right and down, which is the hand's
        // direction when inverted ("natural"); the hand's direction, right and up positive:
        let sign: Double = isInverted ? 1 : -1
        let hand = CGSize(width: sign * deltaX, height: sign * deltaY * -1)
        guard hand != .zero, ScrollSharing.takes(translation: hand, axis: axis) else { return nil }
        let horizontal = switch axis {
        case .horizontal: true
        case .vertical: false
        case .free: abs(hand.width) > abs(hand.height)
        }
        let amount = horizontal ? hand.width : hand.height
        guard !isMomentum else {
            reset()
            return Presses(key: Self.key(horizontal: horizontal, up: amount > 0), count: 0)
        }
        var count = amount > 0 ? 1 : -1
        if isPrecise {
            let total = Double((horizontal ? pending.width : pending.height) + amount)
            count = Int((total / Self.pointsPerStep).rounded(.towardZero))
            let rest = CGFloat(total - Double(count) * Self.pointsPerStep)
            if horizontal { pending.width = rest } else { pending.height = rest }
        }
        let up = count != 0 ? count > 0 : amount > 0
        return Presses(key: Self.key(horizontal: horizontal, up: up), count: abs(count))
    }

    /// The arrow key of scrolling towards the right (`horizontal`) or up (`up`), or the opposite.
    private static func key(horizontal: Bool, up: Bool) -> ControlKey {
        horizontal ? (up ? .right : .left) : (up ? .up : .down)
    }

    /// Forgets the precise scrolling not yet made into a press (the pointer left the control).
    public mutating func reset() {
        pending = .zero
    }

    /// The thumb a scroll moves on a slider whose thumbs (lowest first) lie `distances` from the
    /// pointer, measured as the slider's tap measures them: the nearest one, as a tap picks the
    /// thumb it moves; among equally near thumbs (thumbs on one value), the highest when the
    /// scroll turns the value up (`up`), else the lowest, so that the thumb picked is one that can
    /// move. `nil` without thumbs.
    public static func thumb(distances: [Double], up: Bool) -> Int? {
        guard let nearest = distances.min() else { return nil }
        let tied = distances.indices.filter { distances[$0] == nearest }
        return up ? tied.last : tied.first
    }
}
