// Interface stub of Apple's AppKit: the scroll-wheel events the native SwiftUI views take on macOS, and
// the local event monitor they take them with. Built for the macOS configuration only, where SwiftUI
// re-exports it (../SwiftUI-AppKit). Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

@_exported import Foundation
@_exported import CoreGraphics

// Declared without its superclass, NSObject, and its NSCoding and NSCopying conformances, which
// generated code does not use.
/// Apple: https://developer.apple.com/documentation/appkit/nsevent
/// Declaration: class NSEvent
public class NSEvent {
    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/addlocalmonitorforevents(matching:handler:)
    /// Declaration: class func addLocalMonitorForEvents(matching mask: NSEvent.EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any?
    public class func addLocalMonitorForEvents(matching mask: NSEvent.EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? {
        fatalError()
    }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/removemonitor(_:)
    /// Declaration: class func removeMonitor(_ eventMonitor: Any)
    public class func removeMonitor(_ eventMonitor: Any) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltax
    /// Declaration: var scrollingDeltaX: CGFloat { get }
    public var scrollingDeltaX: CGFloat { fatalError() }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltay
    /// Declaration: var scrollingDeltaY: CGFloat { get }
    public var scrollingDeltaY: CGFloat { fatalError() }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/hasprecisescrollingdeltas
    /// Declaration: var hasPreciseScrollingDeltas: Bool { get }
    public var hasPreciseScrollingDeltas: Bool { fatalError() }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/isdirectioninvertedfromdevice
    /// Declaration: var isDirectionInvertedFromDevice: Bool { get }
    public var isDirectionInvertedFromDevice: Bool { fatalError() }

    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/momentumphase
    /// Declaration: var momentumPhase: NSEvent.Phase { get }
    public var momentumPhase: NSEvent.Phase { fatalError() }

    // Declared without its constants, which generated code does not use (it asks only whether a
    // phase is empty).
    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct
    /// Declaration: struct Phase
    /// Conforms to: OptionSet
    public struct Phase: OptionSet {
        /// Apple: https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/init(rawvalue:)
        /// Declaration: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/rawvalue
        /// Declaration: let rawValue: UInt
        public let rawValue: UInt
    }

    // Declared with the one mask generated code uses.
    /// Apple: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask
    /// Declaration: struct EventTypeMask
    /// Conforms to: OptionSet
    public struct EventTypeMask: OptionSet {
        /// Apple: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/init(rawvalue:)
        /// Declaration: init(rawValue: UInt64)
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/rawvalue
        /// Declaration: let rawValue: UInt64
        public let rawValue: UInt64
        /// Apple: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/scrollwheel
        /// Declaration: static var scrollWheel: NSEvent.EventTypeMask { get }
        public static var scrollWheel: NSEvent.EventTypeMask { fatalError() }
    }
}
