import ControlKernel
import Foundation
import Testing

/// The platform-neutral input every SwiftUI view maps onto the kernel: keys, move commands,
/// assistive adjustments, drags, Crown detents and throttled announcements.
@Suite("Control input")
struct ControlInputTests {
    @Test("Arrow keys step up and down; the leading arrow steps down, mirrored in right-to-left")
    func arrowKeys() {
        #expect(ControlKey.up.adjustment(isVertical: false, isRightToLeft: false) == .steps(1))
        #expect(ControlKey.down.adjustment(isVertical: false, isRightToLeft: false) == .steps(-1))
        #expect(ControlKey.right.adjustment(isVertical: false, isRightToLeft: false) == .steps(1))
        #expect(ControlKey.left.adjustment(isVertical: false, isRightToLeft: false) == .steps(-1))
        #expect(ControlKey.right.adjustment(isVertical: false, isRightToLeft: true) == .steps(-1))
        #expect(ControlKey.left.adjustment(isVertical: false, isRightToLeft: true) == .steps(1))
        // A vertical control is not mirrored: right still adds.
        #expect(ControlKey.right.adjustment(isVertical: true, isRightToLeft: true) == .steps(1))
        #expect(ControlKey.up.adjustment(isVertical: true, isRightToLeft: true) == .steps(1))
    }

    @Test("Page Up and Page Down move by ten steps, Home and End to the ends, in any layout")
    func pageAndEndKeys() {
        for vertical in [false, true] {
            for rtl in [false, true] {
                #expect(ControlKey.pageUp.adjustment(isVertical: vertical, isRightToLeft: rtl) == .steps(10))
                #expect(ControlKey.pageDown.adjustment(isVertical: vertical, isRightToLeft: rtl) == .steps(-10))
                #expect(ControlKey.home.adjustment(isVertical: vertical, isRightToLeft: rtl) == .toMinimum)
                #expect(ControlKey.end.adjustment(isVertical: vertical, isRightToLeft: rtl) == .toMaximum)
            }
        }
    }

    @Test("Move commands are the arrows; assistive adjustments are one step")
    func moveCommandsAndAdjustments() {
        #expect(MoveDirection.allCases.map(\.key) == [.up, .down, .left, .right])
        #expect(AdjustDirection.increment.adjustment == .steps(1))
        #expect(AdjustDirection.decrement.adjustment == .steps(-1))
    }

    @Test("A drag begins once at its start, then moves; ending reports whether one was followed")
    func dragTracking() {
        var drag = DragTracking()
        #expect(!drag.isTracking)
        let touchDown = drag.change(start: CGPoint(x: 1, y: 2), location: CGPoint(x: 1, y: 2))
        #expect(touchDown == [.begin(CGPoint(x: 1, y: 2))])
        #expect(drag.isTracking)
        let moved = drag.change(start: CGPoint(x: 1, y: 2), location: CGPoint(x: 5, y: 2))
        #expect(moved == [.move(CGPoint(x: 5, y: 2))])
        let ends = [drag.end(), drag.end()]
        #expect(ends == [true, false])
        // A drag first reported away from its start (a minimum distance) begins and moves at once.
        let late = drag.change(start: .zero, location: CGPoint(x: 12, y: 0))
        #expect(late == [.begin(.zero), .move(CGPoint(x: 12, y: 0))])
    }

    /// The first rotation is only noted; 3.4 → 4.1 completes a detent begun at 3.0; 4.1 → 6.9
    /// two more, 6.9 → 4.5 one back (from 6.0), 4.6 none.
    @Test("The Crown counts whole detents, keeps the remainder, and turns both ways")
    func crownSteps() {
        var crown = CrownInput()
        let steps = [3.0, 3.4, 4.1, 6.9, 4.5, 4.6].map { crown.steps(to: $0) }
        #expect(steps == [0, 0, 1, 2, -1, 0])
    }

    @Test("Announcements are at most one per interval, and a reset allows the next at once")
    func announcementThrottle() {
        var throttle = AnnouncementThrottle(interval: 0.5)
        let announced = [10, 10.2, 10.49, 10.5].map { throttle.shouldAnnounce(at: $0) }
        #expect(announced == [true, false, false, true])
        throttle.reset()
        let afterReset = throttle.shouldAnnounce(at: 10.6)
        #expect(afterReset)
    }
}
