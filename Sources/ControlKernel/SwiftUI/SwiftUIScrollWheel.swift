import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

#if canImport(SwiftUI)
/// A native view's scroll wheel on macOS: while the pointer is over the enabled view, scroll-wheel
/// and trackpad scrolling is the view's. SwiftUI has no scroll-wheel modifier for a view that is
/// not a scroll view, so an AppKit local event monitor takes the events while the pointer is over
/// the view: each event mostly along the control's axis becomes presses of the arrow key it stands
/// for (`ScrollWheelInput`) and goes no further (momentum after the fingers lift presses nothing);
/// the others go on to AppKit, so that a scroll view around the view scrolls.
///
/// A view keeps one in `@State`, hands it `onContinuousHover`'s phases (`follow`) and stops it
/// when it disappears (`stop`). Elsewhere it is empty: only macOS's views take the scroll wheel.
@MainActor
public final class SwiftUIScrollWheel {
    /// A scroll wheel that takes nothing until the pointer comes over the view.
    public init() {}

#if os(macOS)
    /// The event monitor, installed while the pointer is over the enabled view.
    private var monitor: Any?
    /// The trackpad scrolling not yet made into a step.
    private var input = ScrollWheelInput()
    /// Where the pointer is over the view, while it is.
    private var location: CGPoint?

    /// Follows the pointer: over the view (`.active`) it notes where, and on coming over an enabled
    /// view installs the monitor, which passes each press to `press` with the pointer's latest
    /// location; presses are of the arrow keys along `axis` (both axes for `.free`). `.ended`
    /// stops.
    public func follow(_ phase: HoverPhase, isEnabled: Bool, axis: DragAxis, press: @escaping (ControlKey, CGPoint?) -> Void) {
        guard case .active(let point) = phase else { return stop() }
        guard location == nil else {
            location = point
            return
        }
        stop()
        location = point
        guard isEnabled else { return }
        monitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { [weak self] event in
            guard let self,
                  let presses = input.scroll(deltaX: Double(event.scrollingDeltaX), deltaY: Double(event.scrollingDeltaY),
                                             isPrecise: event.hasPreciseScrollingDeltas, isInverted: event.isDirectionInvertedFromDevice,
                                             isMomentum: !event.momentumPhase.isEmpty, axis: axis)
            else { return event }
            for _ in 0..<presses.count { press(presses.key, location) }
            return nil
        }
    }

    /// Removes the monitor and forgets the pointer and the scrolling not yet made into a step.
    public func stop() {
        if let monitor { NSEvent.removeMonitor(monitor) }
        monitor = nil
        location = nil
        input.reset()
    }
#endif
}
#endif
