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
        #expect(drag.change(start: CGPoint(x: 1, y: 2), location: CGPoint(x: 1, y: 2)) == [.begin(CGPoint(x: 1, y: 2))])
        #expect(drag.isTracking)
        #expect(drag.change(start: CGPoint(x: 1, y: 2), location: CGPoint(x: 5, y: 2)) == [.move(CGPoint(x: 5, y: 2))])
        #expect(drag.end())
        #expect(!drag.end())
        // A drag first reported away from its start (a minimum distance) begins and moves at once.
        #expect(drag.change(start: .zero, location: CGPoint(x: 12, y: 0)) == [.begin(.zero), .move(CGPoint(x: 12, y: 0))])
    }

    @Test("The Crown counts whole detents, keeps the remainder, and turns both ways")
    func crownSteps() {
        var crown = CrownInput()
        #expect(crown.steps(to: 3.0) == 0)  // notes where the Crown is
        #expect(crown.steps(to: 3.4) == 0)
        #expect(crown.steps(to: 4.1) == 1)  // 3.4 + 0.7: the parts add up to one detent
        #expect(crown.steps(to: 6.9) == 2)
        #expect(crown.steps(to: 4.5) == -1)
        #expect(crown.steps(to: 4.6) == 0)
    }

    @Test("Announcements are at most one per interval, and a reset allows the next at once")
    func announcementThrottle() {
        var throttle = AnnouncementThrottle(interval: 0.5)
        #expect(throttle.shouldAnnounce(at: 10))
        #expect(!throttle.shouldAnnounce(at: 10.2))
        #expect(!throttle.shouldAnnounce(at: 10.49))
        #expect(throttle.shouldAnnounce(at: 10.5))
        throttle.reset()
        #expect(throttle.shouldAnnounce(at: 10.6))
    }
}
