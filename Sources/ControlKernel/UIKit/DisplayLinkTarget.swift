import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// The target of a control's display link: a display link keeps its target until it is
/// invalidated, so the target holds a closure that holds the control weakly, never the control,
/// and the link ends at its first frame once the control is gone.
@MainActor
public final class DisplayLinkTarget: NSObject {
    /// Draws a frame; `false` once the control is gone.
    private let drawFrame: @MainActor (CADisplayLink) -> Bool

    /// A target calling `drawFrame` on every frame, which returns `false` once its control is gone.
    public init(_ drawFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
        self.drawFrame = drawFrame
    }

    /// Draws the frame `link` announces, or ends `link` once the control is gone.
#if canImport(ObjectiveC)
    @objc
#endif
    public func showFrame(_ link: CADisplayLink) {
        if !drawFrame(link) { link.invalidate() }
    }
}
#endif
