import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

#if canImport(SwiftUI)
/// How a native SwiftUI view built from parts (a button, a toggle) draws them into a `Canvas`:
/// each part placed, faded and clipped as ``PartDrawing`` says, rounded as a view's layer is, and
/// a Reduce Motion cross-fade as two looks composited one over the other.
public enum SwiftUIPartDrawing {
    /// `graphics` clipped by every clip of `drawing` (its ancestors that clip their children), then
    /// placed and faded as `drawing` says: the context to draw the part's shape, symbol or image in.
    public static func context(for drawing: PartDrawing, in graphics: GraphicsContext) -> GraphicsContext {
        var context = graphics
        for clip in drawing.clips {
            context.transform = transform(clip.transform)
            context.clip(to: shape(clip.rect, cornerRadius: clip.cornerRadius))
        }
        context.transform = transform(drawing.transform)
        context.opacity = drawing.opacity
        return context
    }

    /// Draws a Reduce Motion cross-fade into `graphics`: the look it starts from, then the look it
    /// ends on over it at the cross-fade's opacity, each composited as one layer. `draw` draws
    /// poses into a layer; its `Bool` is `true` for the look the cross-fade ends on.
    public static func draw(_ crossfade: PartCrossfade, into graphics: inout GraphicsContext,
                            _ draw: (_ poses: [PartPose], _ isEnd: Bool, _ layer: inout GraphicsContext) -> Void) {
        graphics.opacity = 1 - crossfade.opacity
        graphics.drawLayer { layer in
            draw(crossfade.from, false, &layer)
        }
        graphics.opacity = crossfade.opacity
        graphics.drawLayer { layer in
            draw(crossfade.to, true, &layer)
        }
    }

    /// A rounded rectangle, rounded as a view's layer is (circular corners).
    public static func shape(_ rect: CGRect, cornerRadius: Double) -> Path {
        Path { path in path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular) }
    }

    /// The kernel's transform as Core Graphics'.
    public static func transform(_ transform: PartTransform) -> CGAffineTransform {
        CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }

    /// The kernel's layout direction of SwiftUI's.
    public static func direction(_ direction: LayoutDirection) -> PartLayoutDirection {
        direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
