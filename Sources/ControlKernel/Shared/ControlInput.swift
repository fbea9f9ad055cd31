import Foundation

/// A key a focused control answers, whatever the platform calls it: the arrows, Page Up and Page
/// Down, Home and End (SwiftUI's `KeyEquivalent`, a tvOS or macOS move command).
public enum ControlKey: Hashable, Sendable, CaseIterable {
    case up, down, left, right, pageUp, pageDown, home, end

    /// The number of steps Page Up and Page Down move by.
    public static let pageSteps = 10

    /// What the key does to a value: the up arrow and the trailing arrow add one step, the down
    /// arrow and the leading arrow take one away (in a right-to-left layout the left arrow is the
    /// trailing one, unless the control is vertical); Page Up and Page Down move by
    /// ``pageSteps``; Home and End go to the ends of the range.
    public func adjustment(isVertical: Bool, isRightToLeft: Bool) -> ValueAdjustment {
        let mirrored = isRightToLeft && !isVertical
        switch self {
        case .up: return .steps(1)
        case .down: return .steps(-1)
        case .right: return .steps(mirrored ? -1 : 1)
        case .left: return .steps(mirrored ? 1 : -1)
        case .pageUp: return .steps(Self.pageSteps)
        case .pageDown: return .steps(-Self.pageSteps)
        case .home: return .toMinimum
        case .end: return .toMaximum
        }
    }

    /// Whether the key is an arrow across a control dragged along `axis`: up and down across a
    /// horizontal control, left and right across a vertical one; none across `DragAxis.free`.
    public func isAcross(_ axis: DragAxis) -> Bool {
        switch (self, axis) {
        case (.up, .horizontal), (.down, .horizontal), (.left, .vertical), (.right, .vertical): true
        default: false
        }
    }

    /// Whether the key is left to the focus engine, which moves focus to the next control, by a
    /// control dragged along `axis`: only where arrows across a control move focus
    /// (`leavesAcrossAxis`, tvOS), and only an arrow across the axis (`isAcross(_:)`), so that a
    /// horizontal slider takes left and right and leaves up and down. A control without an axis
    /// (`DragAxis.free`: a knob turned by rotating, a circular slider) takes every arrow, up and
    /// right turning it up.
    public func movesFocus(across axis: DragAxis, leavesAcrossAxis: Bool) -> Bool {
        leavesAcrossAxis && isAcross(axis)
    }
}

/// A change of value asked for by a key, the Digital Crown or an assistive technology.
public enum ValueAdjustment: Hashable, Sendable {
    /// By this many accessibility steps: up when positive, down when negative.
    case steps(Int)
    /// To the smallest value the value may take.
    case toMinimum
    /// To the largest value the value may take.
    case toMaximum

    /// Whether the change turns the value up: by a positive number of steps, or to the maximum.
    public var isUp: Bool {
        switch self {
        case .steps(let steps): steps > 0
        case .toMinimum: false
        case .toMaximum: true
        }
    }
}

/// A direction of the remote's or the keyboard's move command (tvOS, macOS).
public enum MoveDirection: Hashable, Sendable, CaseIterable {
    case up, down, left, right

    /// The arrow key the command stands for.
    public var key: ControlKey {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    /// Whether the command is left to the focus engine by a control dragged along `axis`, as
    /// its arrow key is (`ControlKey.movesFocus(across:leavesAcrossAxis:)`).
    public func movesFocus(across axis: DragAxis, leavesAcrossAxis: Bool) -> Bool {
        key.movesFocus(across: axis, leavesAcrossAxis: leavesAcrossAxis)
    }
}

/// The direction of an assistive technology's adjustment (VoiceOver's swipe up and down).
public enum AdjustDirection: Hashable, Sendable, CaseIterable {
    case increment, decrement

    /// One accessibility step up or down.
    public var adjustment: ValueAdjustment {
        self == .increment ? .steps(1) : .steps(-1)
    }
}

/// A drag gesture's changes as the kernel's touch phases. A gesture reports its start location
/// and its current location on each change; the kernel's touch models want a touch that begins
/// once and then moves. The first change begins the touch at the start location (and moves it on
/// if the finger is already elsewhere); each later change moves it. Given the control's
/// `DragAxis`, a drag whose first movement is more across it than along it is declined
/// (`ScrollSharing.takes(translation:axis:)`): it yields no phase to its end, and a scroll
/// container takes the swipe.
public struct DragTracking: Hashable, Sendable {
    /// A touch phase for the kernel's models.
    public enum Step: Hashable, Sendable {
        /// A touch begins at this point.
        case begin(CGPoint)
        /// The touch moves to this point.
        case move(CGPoint)
    }

    /// Whether a drag is being followed.
    public private(set) var isTracking = false
    /// Whether the drag under way was declined, as more across the control's axis than along it.
    public private(set) var isDeclined = false

    /// Not tracking.
    public init() {}

    /// The phases of one change of the drag from `start`, now at `location`, for a control
    /// dragged along `axis`: none for a drag declined by its first change.
    public mutating func change(start: CGPoint, location: CGPoint, axis: DragAxis = .free) -> [Step] {
        guard !isDeclined else { return [] }
        guard isTracking else {
            let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
            guard ScrollSharing.takes(translation: translation, axis: axis) else {
                isDeclined = true
                return []
            }
            isTracking = true
            return location == start ? [.begin(start)] : [.begin(start), .move(location)]
        }
        return [.move(location)]
    }

    /// Ends the drag; returns whether one was being followed (not one declined).
    public mutating func end() -> Bool {
        defer { isTracking = false; isDeclined = false }
        return isTracking
    }
}

/// The Digital Crown's rotation as whole steps. The Crown reports a running rotation, one unit
/// per detent; each detent is one accessibility step, and a part of a detent is kept until it
/// adds up to one.
public struct CrownInput: Hashable, Sendable {
    /// The range of the Crown's rotation a view reads, in detents: wide enough never to be reached.
    public static let rotationRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// The rotation the last whole step was counted at.
    private var counted: Double?

    /// No rotation counted yet.
    public init() {}

    /// The whole steps the Crown turned since the last call, now at `rotation` (negative when it
    /// turned down). The first call only notes where the Crown is.
    public mutating func steps(to rotation: Double) -> Int {
        guard let counted else {
            self.counted = rotation
            return 0
        }
        let steps = Int((rotation - counted).rounded(.towardZero))
        self.counted = counted + Double(steps)
        return steps
    }
}

/// What one input did to a SwiftUI view's kernel state, for the view to pass on: the value to
/// write to its binding, its `onEditingChanged` call, a value announcement.
public struct InputOutcome: Hashable, Sendable {
    /// Whether a value changed: the view writes the state's value to its binding.
    public var changed: Bool
    /// `true` when the user began changing the value (a drag grabbed the control), `false` when the
    /// user stopped (that drag ended), `nil` otherwise: the argument of `onEditingChanged`.
    public var editing: Bool?
    /// Whether the view announces the value now: while a drag changes it, at most once per
    /// `AnnouncementThrottle` interval.
    public var announces: Bool

    /// An outcome from each of its values; by default, nothing happened.
    public init(changed: Bool = false, editing: Bool? = nil, announces: Bool = false) {
        self.changed = changed
        self.editing = editing
        self.announces = announces
    }

    /// Whether editing began with this input: call `onEditingChanged(true)` before writing the value.
    public var beginsEditing: Bool { editing == true }

    /// Whether editing ended with this input: call `onEditingChanged(false)` after writing the value.
    public var endsEditing: Bool { editing == false }
}

/// At most one value announcement per interval while a value changes continuously (a drag), so
/// that VoiceOver reads the value as it moves without a queue of stale numbers.
public struct AnnouncementThrottle: Hashable, Sendable {
    /// The shortest time between two announcements, in seconds.
    public let interval: Double
    /// When the last announcement was made.
    private var last: Double?

    /// A throttle allowing one announcement per `interval` seconds.
    public init(interval: Double = 0.5) {
        self.interval = interval
    }

    /// Whether to announce at `time` (seconds on any steady clock); notes the announcement if so.
    public mutating func shouldAnnounce(at time: Double) -> Bool {
        if let last, time - last < interval { return false }
        last = time
        return true
    }

    /// Forgets the last announcement, so that the next one is made at once.
    public mutating func reset() {
        last = nil
    }
}

/// Where a control whose spec gives it a touch slop takes touches: its bounds grown by the slop on
/// every side. The UIKit control answers `point(inside:with:)` with it and the SwiftUI view makes
/// it its content shape, so both take the same touches outside what they draw.
public enum TouchArea {
    /// `bounds` grown by `slop` points on every side.
    public static func rect(bounds: CGRect, slop: Double) -> CGRect {
        bounds.insetBy(dx: -CGFloat(slop), dy: -CGFloat(slop))
    }

    /// The bounds of a view of `size`, in its own coordinates, grown by `slop` points on every side.
    public static func rect(size: CGSize, slop: Double) -> CGRect {
        rect(bounds: CGRect(origin: .zero, size: size), slop: slop)
    }
}
