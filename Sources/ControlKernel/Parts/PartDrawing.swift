import Foundation

/// An affine transform as Core Graphics writes one: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Portable, so that the kernel can hand a drawing context the
/// transform of each part; `CGAffineTransform(a:b:c:d:tx:ty:)` takes the same six numbers.
public struct PartTransform: Hashable, Sendable {
    /// The coefficients, in Core Graphics' order.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = PartTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `point` transformed.
    public func applied(to point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// This transform applied after `inner`: a point goes through `inner` first.
    public func after(_ inner: PartTransform) -> PartTransform {
        PartTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                      c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                      tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// The transform that places a part in `pose` in its parent: scaled, rotated about its
    /// centre, then moved to its centre (translation included).
    public static func placing(_ pose: PartPose) -> PartTransform {
        let cosine = cos(pose.rotation) * pose.scale, sine = sin(pose.rotation) * pose.scale
        return PartTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: Double(pose.center.x), ty: Double(pose.center.y))
    }
}

/// A rounded rectangle a part's descendants are clipped to: the clipping part's shape in its own
/// centred coordinates and the transform from those to the control's.
public struct PartClip: Equatable, Sendable {
    /// From the clipping part's centred coordinates to the control's.
    public var transform: PartTransform
    /// The shape, centred on the origin.
    public var rect: CGRect
    /// The corner radius.
    public var cornerRadius: Double

    /// A clip from every value.
    public init(transform: PartTransform, rect: CGRect, cornerRadius: Double) {
        self.transform = transform
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

/// How to draw one part of a composed control in a flat drawing context (a SwiftUI `Canvas`),
/// as the previews and the UIKit views nest it: the part's shape is `rect` (centred on the origin,
/// the drawn size) with `cornerRadius`, placed by `transform` in the control's coordinates,
/// drawn with `opacity` (its own alpha times its ancestors'), inside every clip of `clips`
/// (its clipping ancestors', outermost first). A child is placed from its parent's top-left
/// corner, as a subview is.
public struct PartDrawing: Equatable, Sendable {
    /// The part's index.
    public var part: Int
    /// From the part's centred coordinates to the control's.
    public var transform: PartTransform
    /// The shape, centred on the origin.
    public var rect: CGRect
    /// The corner radius.
    public var cornerRadius: Double
    /// The opacity: the product of the part's alpha and its ancestors'.
    public var opacity: Double
    /// The clips of the part's clipping ancestors, outermost first.
    public var clips: [PartClip]

    /// A drawing from every value.
    public init(part: Int, transform: PartTransform, rect: CGRect, cornerRadius: Double, opacity: Double, clips: [PartClip]) {
        self.part = part
        self.transform = transform
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.clips = clips
    }

    /// The parts in `poses` in `layout`, in drawing order (back to front, each part before its
    /// children). `clipsChildren[i]` says whether part i clips its children (missing: no).
    public static func drawings(of poses: [PartPose], layout: PartLayout, clipsChildren: [Bool] = []) -> [PartDrawing] {
        var drawings: [PartDrawing] = []
        for (index, part) in layout.parts.enumerated() where index < poses.count {
            let pose = poses[index]
            let size = layout.drawnSize(of: index, in: pose)
            let rect = CGRect(x: -Double(size.width) / 2, y: -Double(size.height) / 2, width: Double(size.width), height: Double(size.height))
            var transform = PartTransform.placing(pose)
            var opacity = pose.alpha
            var clips: [PartClip] = []
            if let parent = part.parent, parent < drawings.count {
                let outer = drawings[parent]
                let corner = PartTransform(a: 1, b: 0, c: 0, d: 1, tx: Double(outer.rect.minX), ty: Double(outer.rect.minY))
                transform = outer.transform.after(corner).after(transform)
                opacity *= outer.opacity
                clips = outer.clips
                if parent < clipsChildren.count, clipsChildren[parent] {
                    clips.append(PartClip(transform: outer.transform, rect: outer.rect, cornerRadius: outer.cornerRadius))
                }
            }
            drawings.append(PartDrawing(part: index, transform: transform, rect: rect,
                                        cornerRadius: layout.cornerRadius(of: index, in: pose), opacity: opacity, clips: clips))
        }
        return drawings
    }

    /// The rectangle, centred on the origin, that shows an image of `imageSize` whole and as large
    /// as fits in `rect`, keeping its aspect ratio (UIKit's `scaleAspectFit`).
    public func aspectFit(imageSize: CGSize) -> CGRect {
        let width = Double(imageSize.width), height = Double(imageSize.height)
        guard width > 0, height > 0 else { return rect }
        let scale = min(Double(rect.width) / width, Double(rect.height) / height)
        return CGRect(x: -width * scale / 2, y: -height * scale / 2, width: width * scale, height: height * scale)
    }
}
